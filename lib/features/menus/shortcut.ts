/**
 * The keyboard shortcut that opens the side panel. Firefox opens its sidebar itself through the
 * reserved `_execute_sidebar_action` command; Chrome has no such command, so a named one is
 * handled here.
 * @module
 */
import { openSidePanel } from './open-side-panel';

/** The Chrome command that opens the side panel. */
export const OPEN_SIDE_PANEL_COMMAND = 'open-side-panel';

/** The suggested shortcut; editors can change it in the browser's extension shortcut settings. */
export const OPEN_SIDE_PANEL_KEY = 'Alt+Shift+S';

/** A manifest `commands` entry. */
export interface ManifestCommand {
  suggested_key: { default: string };
  description: string;
}

/** The manifest's `commands` for `browser` (`firefox` or a Chromium one). */
export function panelCommands(browser: string): Record<string, ManifestCommand> {
  const command = {
    suggested_key: { default: OPEN_SIDE_PANEL_KEY },
    description: '__MSG_commandOpenSidePanel__',
  };
  return browser === 'firefox'
    ? { _execute_sidebar_action: command }
    : { [OPEN_SIDE_PANEL_COMMAND]: command };
}

/**
 * Opens the side panel in the window of `tab` when `command` is ours; other commands are ignored.
 * Chrome counts a command as a user gesture only until the listener's first `await`, so the panel
 * is asked for synchronously.
 */
export function handlePanelCommand(
  command: string,
  tab?: { id?: number; windowId?: number },
): Promise<void> {
  if (command !== OPEN_SIDE_PANEL_COMMAND) return Promise.resolve();
  return openSidePanel({ windowId: tab?.windowId, tabId: tab?.id });
}
