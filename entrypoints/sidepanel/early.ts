/**
 * What the side panel starts the moment its script runs, imported first by the entrypoint so it
 * begins before the rest of the panel's code has been evaluated: the answer which tab the panel
 * describes (asked by the page's head script, `entrypoints/sidepanel-tab.ts`), and the Schema
 * tab's editor code (CodeMirror). The panel does not wait for that code:
 * the markup shows in a plain text box that the editor takes over once loaded. The checker, its
 * vocabulary and the stored items wait until the panel is idle after the editor's code, so they do
 * not compete with it: the markup shows first, the findings after.
 * @module
 */
import { browser } from 'wxt/browser';
import { panelTabOf } from '../../lib/app/panel-tab';
import { preloadJsonEditor } from '../../components/schema/JsonLdEditor';

/** The tab the panel describes, as the browser answers (looked up by the page's head script). */
export const panelTab = panelTabOf(globalThis, browser.tabs, window.location.search);

const editorCode = preloadJsonEditor().catch(() => undefined);
let idleAfter: Promise<void> | undefined;

/**
 * Resolves once the editor's code has loaded (or failed to) and the panel has then had an idle
 * moment; after that, at once.
 */
export function afterEditorCode(): Promise<void> {
  idleAfter ??= editorCode.then(
    () => new Promise((done) => requestIdleCallback(() => done(), { timeout: 300 })),
  );
  return idleAfter;
}
