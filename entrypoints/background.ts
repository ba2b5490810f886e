import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createBackgroundHandlers } from '../lib/app/services';
import { handleMenuClick, registerMenus } from '../lib/features/menus/registry';
import { createRouter } from '../lib/core/messaging/router';
import { protocol } from '../lib/app/protocol';
import { handlePanelCommand } from '../lib/features/menus/shortcut';

export default defineBackground(() => {
  const router = createRouter(protocol, createBackgroundHandlers(), {
    id: browser.runtime.id,
    pageOrigin: browser.runtime.getURL('/').replace(/\/$/, ''),
  });
  browser.runtime.onMessage.addListener(router);
  browser.runtime.onInstalled.addListener(() => void registerMenus());
  browser.contextMenus.onClicked.addListener((click, tab) => void handleMenuClick(click, tab));
  browser.commands.onCommand.addListener((command, tab) => void handlePanelCommand(command, tab));
  // Native menus and shortcuts cannot be used by automation; end-to-end tests run the same
  // handlers here.
  Object.assign(globalThis, {
    siteCompanionMenuClick: handleMenuClick,
    siteCompanionCommand: handlePanelCommand,
  });
});
