/**
 * The side panel's head script (`/sidepanel-tab.js`, put in front of everything in the panel's
 * head by `wxt.config.ts`): starts the tab lookup while the page is parsed (see
 * `lib/app/panel-tab.ts`). The browser's own global, not the polyfill, keeps it small.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startPanelTab, type TabsApi } from '../lib/app/panel-tab';

const extension = globalThis as unknown as {
  browser?: { tabs: TabsApi };
  chrome: { tabs: TabsApi };
};

export default defineUnlistedScript(() =>
  startPanelTab(globalThis, (extension.browser ?? extension.chrome).tabs, window.location.search),
);
