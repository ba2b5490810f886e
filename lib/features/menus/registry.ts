/**
 * The list of context-menu actions, and their registration with the browser.
 * @module
 */
import { browser } from 'wxt/browser';
import { addSchemaAction } from './add-schema';
import type { MenuAction, MenuClick, MenuTab } from './menu-action';

/** Every context-menu action, in menu order. */
export const menuActions: readonly MenuAction[] = [addSchemaAction];

/** Creates the menu items; call on install and update (menus persist across worker restarts). */
export async function registerMenus(actions: readonly MenuAction[] = menuActions): Promise<void> {
  await browser.contextMenus.removeAll();
  for (const action of actions) {
    browser.contextMenus.create({
      id: action.id,
      title: browser.i18n.getMessage(action.titleMessage),
      contexts: action.contexts,
    });
  }
}

/** Runs the action a click belongs to; clicks on unknown items are ignored. */
export function handleMenuClick(
  click: MenuClick,
  tab: MenuTab,
  actions: readonly MenuAction[] = menuActions,
): Promise<void> {
  const action = actions.find((a) => a.id === click.menuItemId);
  return action ? action.run(click, tab) : Promise.resolve();
}
