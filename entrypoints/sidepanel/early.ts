/**
 * What the side panel starts the moment its page is parsed, from its small first script, before the
 * rest of the panel's code has loaded: the question which tab it describes, the reading of that
 * tab's markup when it still shows the last view's address (`readLastView`), and the Schema tab's
 * editor code (CodeMirror). The checker and its vocabulary wait until the editor's code is in and
 * the panel is idle, so they do not compete with it: the markup shows first, the findings after.
 * @module
 */
import { browser } from 'wxt/browser';
import { createRuntimeClient } from '../../lib/messaging/runtime-client';
import { readLastView } from '../../lib/models/last-view';

// Opened as a page (`sidepanel.html?tabId=N`), the panel describes tab N; else the active tab.
const tabId = Number(new URLSearchParams(window.location.search).get('tabId'));
/** The tab the panel describes, as the browser answers. */
export const panelTab =
  tabId > 0
    ? browser.tabs.get(tabId)
    : browser.tabs.query({ active: true, currentWindow: true }).then(([t]) => t);

/** The last view's page and its markup being read, when the tab still shows its address. */
export const lastView = panelTab.then(
  (tab) => readLastView(createRuntimeClient(), localStorage, tab?.url),
  () => undefined,
);

// The module the Schema tab's editor imports (`preloadJsonEditor`), named here so that this
// script stays small: one load, shared.
const editorCode = import('../../lib/editor/create-json-editor').catch(() => undefined);
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
