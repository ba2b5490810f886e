import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createHandlers } from '../lib/messaging/handlers';
import { createRouter } from '../lib/messaging/router';
import { handleMenuClick, registerMenus } from '../lib/menus/registry';

export default defineBackground(() => {
  const router = createRouter(createHandlers({ version: browser.runtime.getManifest().version }), {
    id: browser.runtime.id,
    pageOrigin: browser.runtime.getURL('/').replace(/\/$/, ''),
  });
  browser.runtime.onMessage.addListener(router);
  browser.runtime.onInstalled.addListener(() => void registerMenus());
  browser.contextMenus.onClicked.addListener((click, tab) => void handleMenuClick(click, tab));
  // Native menus cannot be clicked by automation; end-to-end tests run the same handler here.
  Object.assign(globalThis, { siteCompanionMenuClick: handleMenuClick });
});
