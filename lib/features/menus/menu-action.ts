/**
 * The shape of one context-menu action. Each action lives in its own file and is listed in the
 * registry.
 * @module
 */
import type { Browser, browser } from 'wxt/browser';

/** What the browser tells us about a click. */
export type MenuClick = Browser.contextMenus.OnClickData;
/** The tab the click happened in, when there is one. */
export type MenuTab = Browser.tabs.Tab | undefined;

/** Where a menu item shows. */
export type MenuContext = `${Browser.contextMenus.ContextType}`;
/** A message name from `public/_locales`. */
export type MessageName = Parameters<typeof browser.i18n.getMessage>[0];

/** One context-menu item and what it does. */
export interface MenuAction {
  /** Stable id, also the menu item's id. */
  id: string;
  /** The `_locales` message name of the item's title. */
  titleMessage: MessageName;
  contexts: [MenuContext, ...MenuContext[]];
  /** Runs the action. Must reach any gesture-bound browser call before its first `await`. */
  run(click: MenuClick, tab: MenuTab): Promise<void>;
}
