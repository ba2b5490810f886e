/** The Firefox add-on id, fixed so that storage, OAuth redirect URLs and AMO listings stay stable. */
export const FIREFOX_ADDON_ID = 'site-companion@site-companion.dev';
