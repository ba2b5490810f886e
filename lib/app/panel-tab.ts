/**
 * Which tab the side panel describes, looked up as early as the panel's page allows: a small
 * classic script in the page's head (`entrypoints/sidepanel-tab.ts`) starts the lookup while the
 * page is still being parsed, before the panel's modules have been fetched and compiled, and the
 * panel's code takes that answer when it starts (or looks the tab up itself when the script did
 * not run). Type imports only: the head script stays a few hundred bytes.
 * @module
 */
import type { Browser } from 'wxt/browser';

/** A tab as the browser answers it. */
export type PanelTab = Browser.tabs.Tab | undefined;

/** What the lookup needs of the browser's `tabs` API. */
export interface TabsApi {
  get(tabId: number): Promise<PanelTab>;
  query(query: { active: true; currentWindow: true }): Promise<PanelTab[]>;
}

/** The property of the page's global object holding the early lookup. */
const STARTED = 'siteCompanionPanelTab';

/**
 * Looks up the tab: opened as a page (`sidepanel.html?tabId=N`), the panel describes tab N; else
 * the active tab of its window.
 */
export function lookUpPanelTab(tabs: TabsApi, search: string): Promise<PanelTab> {
  const tabId = Number(new URLSearchParams(search).get('tabId'));
  return tabId > 0
    ? tabs.get(tabId)
    : tabs.query({ active: true, currentWindow: true }).then(([t]) => t);
}

/** Starts the lookup and leaves it on `page` for the panel's code. */
export function startPanelTab(page: object, tabs: TabsApi, search: string): void {
  const started = lookUpPanelTab(tabs, search);
  // A failure is the panel's to show once its code takes the answer, not an unhandled rejection.
  started.catch(() => undefined);
  Object.assign(page, { [STARTED]: started });
}

/** The lookup the head script started on `page`, else a new one. */
export function panelTabOf(page: object, tabs: TabsApi, search: string): Promise<PanelTab> {
  const started = (page as { [STARTED]?: Promise<PanelTab> })[STARTED];
  return typeof started?.then === 'function' ? started : lookUpPanelTab(tabs, search);
}
