import path from 'node:path';

/** The Chrome MV3 demo build (it may reach the local emulator) the e2e tests load. */
export const CHROME_BUILD = path.resolve('.output/chrome-mv3-demo');
/** The Firefox MV3 demo build the e2e tests install. */
export const FIREFOX_BUILD = path.resolve('.output/firefox-mv3-demo');
/** The Chrome MV3 build as the store gets it (`npm run zip`): no local hosts, only `activeTab`. */
export const CHROME_PRODUCTION_BUILD = path.resolve('.output/chrome-mv3');
/** The Firefox MV3 build as AMO gets it (`npm run zip`). */
export const FIREFOX_PRODUCTION_BUILD = path.resolve('.output/firefox-mv3');

/** Which build a browser loads: the demo build, or the production build as users get it. */
export type BuildKind = 'demo' | 'production';

/** The build of `kind` for `browser`. */
export function buildPath(browser: 'chromium' | 'firefox', kind: BuildKind): string {
  if (browser === 'chromium') return kind === 'demo' ? CHROME_BUILD : CHROME_PRODUCTION_BUILD;
  return kind === 'demo' ? FIREFOX_BUILD : FIREFOX_PRODUCTION_BUILD;
}
