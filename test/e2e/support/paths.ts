import path from 'node:path';

/** The Chrome MV3 build the e2e tests load. */
export const CHROME_BUILD = path.resolve('.output/chrome-mv3');
/** The Firefox MV3 build the e2e tests install. */
export const FIREFOX_BUILD = path.resolve('.output/firefox-mv3');
