/**
 * What the smoke tests read in an extension page about how it started. Each runs in the page
 * (Playwright's and Puppeteer's `evaluate` both take it), so it uses nothing from the test's scope.
 * @module
 */

/** How many stylesheets the page links to fetch (a stylesheet put in the page keeps a disabled link). */
export const linkedStylesheets = () =>
  document.querySelectorAll('link[rel="stylesheet"]:not([disabled])').length;

/** Whether the side panel's head script ran: it leaves its tab lookup on the page. */
export const headScriptRan = () =>
  typeof (window as { siteCompanionPanelTab?: Promise<unknown> }).siteCompanionPanelTab?.then ===
  'function';
