import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from '../lib/app/services';
import { handleMenuClick, registerMenus } from '../lib/features/menus/registry';
import { createRouter, isOwnPage } from '../lib/core/messaging/router';
import { handlePanelCommand } from '../lib/features/menus/shortcut';

export default defineBackground(() => {
  const self = {
    id: browser.runtime.id,
    pageOrigin: browser.runtime.getURL('/').replace(/\/$/, ''),
  };
  // The features' background parts load first (bundled in, so within this turn); the listener is
  // added now, as a woken worker requires, and answers once they are ready.
  const router = startBackground().then(({ protocol, handlers }) =>
    createRouter(protocol, handlers, self),
  );
  browser.runtime.onMessage.addListener((message, sender) =>
    isOwnPage(sender, self) ? router.then((route) => route(message, sender)) : undefined,
  );
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
