/**
 * Invoking the extension's toolbar action on a tab, as the editor's click on its button does: the
 * browser grants `activeTab` on that tab and opens the popup. Automation cannot click browser UI,
 * so each browser is asked through its own entry point for the same action:
 * - Chromium: DevTools `Extensions.triggerAction` on the tab's target (browser-level session,
 *   `--enable-unsafe-extension-debugging`);
 * - Firefox: the browser action's `triggerAction(window)`, the function Firefox runs for the
 *   action's keyboard shortcut, evaluated in the browser window (`--remote-allow-system-access`).
 */
import type { CDPSession } from 'playwright-core';
import type { Page as PpPage } from 'puppeteer-core';
import { FIREFOX_ADDON_ID } from '../../../lib/core/manifest/ids';
import type { PageDriver } from './driver';
import { EXTENSION_GLOBAL, inBrowserWindow } from './firefox';

/** A page the browser opened by itself (the toolbar popup), read from another extension page. */
export interface OpenedView {
  /** Waits until `selector` exists and, when given, its text contains `text`; answers its text. */
  waitFor(selector: string, text?: string, timeoutMs?: number): Promise<string>;
  /** Closes the view and the page that read it. */
  close(): Promise<void>;
}

/** Runs the action on the tab at strip index `tabIndex` in Chromium. */
export async function triggerChromiumAction(
  session: CDPSession,
  extensionId: string,
  tabIndex: number,
): Promise<void> {
  const { targetInfos } = (await session.send('Target.getTargets', {
    filter: [{ type: 'tab' }],
  } as never)) as { targetInfos: TabTarget[] };
  const tab = targetInfos.find((t) => t.embedderData?.tabStripIndex === tabIndex);
  if (!tab) throw new Error(`No tab target at index ${tabIndex}`);
  await session.send(
    'Extensions.triggerAction' as never,
    {
      id: extensionId,
      targetId: tab.targetId,
    } as never,
  );
}

interface TabTarget {
  targetId: string;
  embedderData?: { tabStripIndex?: number };
}

/** Runs the action on the selected tab of Firefox's window, after checking it shows `url`. */
export async function triggerFirefoxAction(page: PpPage, url: string): Promise<void> {
  const selected = await inBrowserWindow(page, 'gBrowser.selectedBrowser.currentURI.spec');
  if (selected !== url) throw new Error(`The selected tab shows ${String(selected)}, not ${url}`);
  await inBrowserWindow(
    page,
    `(async () => {
      const extension = WebExtensionPolicy.getByID(${JSON.stringify(FIREFOX_ADDON_ID)}).extension;
      await ${EXTENSION_GLOBAL}.browserActionFor(extension).triggerAction(window);
    })()`,
  );
}

/**
 * The popup, read through `probe` (an extension page opened before the action, so that opening
 * it does not move the focus away from the popup): `extension.getViews` reaches the popup's
 * document in both browsers.
 */
export function popupView(probe: PageDriver): OpenedView {
  const read = (selector: string, text: string | undefined) =>
    probe
      .evaluate(
        ([s, t]) => {
          const api = typeof browser === 'undefined' ? chrome : browser;
          const [view] = api.extension.getViews({ type: 'popup' }) as unknown as Window[];
          const found = view?.document.querySelector(s);
          const content = found?.textContent ?? '';
          return found && (!t || content.includes(t)) ? content : undefined;
        },
        [selector, text] as const,
      )
      .catch(() => undefined);
  return {
    async waitFor(selector, text, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const content = await read(selector, text);
        if (content !== undefined) return content;
        await new Promise((r) => setTimeout(r, 100));
      }
      const shown = await read('body', undefined);
      throw new Error(`The popup showed no ${selector}${text ? ` with "${text}"` : ''}: ${shown}`);
    },
    async close() {
      await probe
        .evaluate(() => {
          const api = typeof browser === 'undefined' ? chrome : browser;
          const views = api.extension.getViews({ type: 'popup' }) as unknown as Window[];
          for (const view of views) view.close();
        }, undefined)
        .catch(() => undefined);
      await probe.close();
    },
  };
}
