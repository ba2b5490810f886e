/**
 * Starts loading the Schema tab's editor (CodeMirror) the moment the side panel's script runs:
 * imported first by the entrypoint, so the fetch begins before the rest of the panel's code has
 * been evaluated. The checker and its vocabulary wait until the editor's code is in and the panel
 * is idle, so they do not compete with it: the markup shows first, the findings after.
 * @module
 */
import { preloadJsonEditor } from '../../components/panel/schema/JsonLdEditor';

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
