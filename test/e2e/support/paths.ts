import path from 'node:path';

/** The Chrome MV3 demo build (it may reach the local emulator) the e2e tests load. */
export const CHROME_BUILD = path.resolve('.output/chrome-mv3-demo');
/** The Firefox MV3 demo build the e2e tests install. */
export const FIREFOX_BUILD = path.resolve('.output/firefox-mv3-demo');
