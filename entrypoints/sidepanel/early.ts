/**
 * What the side panel starts the moment its script runs, imported first by the entrypoint so it
 * begins before the rest of the panel's code has been evaluated: the question which tab the panel
 * describes, and the Schema tab's editor code (CodeMirror). The panel does not wait for that code:
 * the markup shows in a plain text box that the editor takes over once loaded. The checker, its
 * vocabulary and the stored items wait until the panel is idle after the editor's code, so they do
 * not compete with it: the markup shows first, the findings after.
 * @module
 */
import { browser } from 'wxt/browser';
import { preloadJsonEditor } from '../../components/panel/schema/JsonLdEditor';

// Opened as a page (`sidepanel.html?tabId=N`), the panel describes tab N; else the active tab.
const tabId = Number(new URLSearchParams(window.location.search).get('tabId'));
/** The tab the panel describes, as the browser answers. */
export const panelTab =
  tabId > 0
    ? browser.tabs.get(tabId)
    : browser.tabs.query({ active: true, currentWindow: true }).then(([t]) => t);

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
