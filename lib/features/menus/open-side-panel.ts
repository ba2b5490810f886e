/**
 * Opens the side panel (Chrome) or sidebar (Firefox). Browsers allow this only while handling a
 * user gesture, so callers must call it before their first `await`.
 * @module
 */
import { browser } from 'wxt/browser';
import { t } from '../../core/i18n/t';

interface FirefoxSidebar {
  sidebarAction: { open(): Promise<void> };
}

/** Where to open the panel: the window of the tab the editor acted on. */
export interface PanelTarget {
  windowId?: number;
  tabId?: number;
}

/** Opens the panel for `target`; resolves when the browser has opened it. */
export function openSidePanel(target: PanelTarget): Promise<void> {
  if (import.meta.env.BROWSER === 'firefox') {
    return (browser as unknown as FirefoxSidebar).sidebarAction.open();
  }
  if (target.windowId !== undefined) return browser.sidePanel.open({ windowId: target.windowId });
  if (target.tabId !== undefined) return browser.sidePanel.open({ tabId: target.tabId });
  return Promise.reject(new Error(t('ui_panel_no_window')));
}
