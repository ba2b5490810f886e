/**
 * The JSON-LD editor: CodeMirror 6 with JSON highlighting, folding, bracket matching, history,
 * search and the checker's diagnostics as lint marks. No Preact and no extension APIs here; the side
 * panel loads this module with `import()` so that CodeMirror stays in its own chunk.
 * @module
 */
import {
  defaultKeymap,
  history,
  historyKeymap,
  indentWithTab,
  isolateHistory,
  redo,
  redoDepth,
  undo,
  undoDepth,
} from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, foldKeymap, indentOnInput } from '@codemirror/language';
import { lintGutter, lintKeymap, setDiagnostics } from '@codemirror/lint';
import { searchKeymap } from '@codemirror/search';
import { Annotation, Compartment, EditorSelection, EditorState } from '@codemirror/state';
import type { Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { toLintDiagnostics } from './diagnostics';
import { planFormat } from './format';
import { editorText } from './messages';
import { jsonEditorTheme } from './theme';
import type {
  CreateJsonEditor,
  EditorDiagnostic,
  FormatResult,
  HistoryState,
  JsonEditorHandle,
  JsonEditorOptions,
  JumpTarget,
} from './types';

/** Marks changes made through `setDoc`, which must not be reported back through `onChange`. */
const external = Annotation.define<boolean>();

function accessConfig(readOnly: boolean, ariaLabel: string, describedBy?: string): Extension {
  return [
    EditorState.readOnly.of(readOnly),
    EditorView.contentAttributes.of({
      // An explicit tab stop: the content is what keyboard users scroll the editor with.
      tabindex: '0',
      'aria-label': ariaLabel,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(readOnly ? { 'aria-readonly': 'true' } : {}),
    }),
  ];
}

function replacesWholeDoc(state: EditorState): boolean {
  const { ranges, main } = state.selection;
  if (ranges.length !== 1) return false;
  return (main.from === 0 && main.to === state.doc.length) || state.sliceDoc().trim() === '';
}

function pasteNormalization(
  normalize: JsonEditorOptions['normalizePaste'],
  report: JsonEditorOptions['onPasteNormalized'],
): Extension {
  if (!normalize) return [];
  return EditorView.clipboardInputFilter.of((text, state) => {
    if (!replacesWholeDoc(state)) return text;
    const result = normalize(text);
    if (!result) return text;
    report?.(result.form);
    return result.text;
  });
}

function commonEnds(a: string, b: string): { prefix: number; suffix: number } {
  const max = Math.min(a.length, b.length);
  let prefix = 0;
  while (prefix < max && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix < max - prefix &&
    a.charCodeAt(a.length - 1 - suffix) === b.charCodeAt(b.length - 1 - suffix)
  )
    suffix++;
  return { prefix, suffix };
}

/** Creates the editor inside `parent` and returns the handle the views drive it with. */
export const createJsonEditor: CreateJsonEditor = (parent, options) => {
  const access = new Compartment();
  let readOnly = options.readOnly ?? false;
  let ariaLabel = options.ariaLabel;
  let lastHistory: HistoryState = { canUndo: false, canRedo: false };

  function runFormat(): FormatResult {
    const result = formatNow();
    options.onFormat?.(result);
    return result;
  }

  function formatNow(): FormatResult {
    if (view.state.readOnly) return { ok: false, reason: editorText.formatReadOnly };
    const plan = planFormat(view.state.doc);
    if (!plan.ok) return plan;
    if (plan.edits.length === 0) return { ok: true, changed: false };
    view.dispatch({
      changes: plan.edits,
      annotations: isolateHistory.of('full'),
      userEvent: 'format',
      scrollIntoView: true,
    });
    return { ok: true, changed: true };
  }

  function reportHistory(state: EditorState): void {
    const next = { canUndo: undoDepth(state) > 0, canRedo: redoDepth(state) > 0 };
    if (next.canUndo === lastHistory.canUndo && next.canRedo === lastHistory.canRedo) return;
    lastHistory = next;
    options.onHistoryChange?.(next);
  }

  const extensions = (): Extension[] => [
    lineNumbers(),
    foldGutter(),
    lintGutter(),
    history(),
    indentOnInput(),
    bracketMatching(),
    json(),
    EditorView.lineWrapping,
    jsonEditorTheme,
    access.of(accessConfig(readOnly, ariaLabel, options.ariaDescribedBy)),
    pasteNormalization(options.normalizePaste, options.onPasteNormalized),
    keymap.of([
      { key: 'Shift-Alt-f', run: () => (runFormat(), true) },
      indentWithTab,
      ...defaultKeymap,
      ...historyKeymap,
      ...foldKeymap,
      ...searchKeymap,
      ...lintKeymap,
    ]),
    EditorView.updateListener.of((update) => {
      reportHistory(update.state);
      if (!update.docChanged) return;
      if (update.transactions.some((tr) => tr.annotation(external))) return;
      options.onChange?.(update.state.doc.toString());
    }),
  ];

  const newState = (doc: string) => EditorState.create({ doc, extensions: extensions() });
  const view = new EditorView({ state: newState(options.doc), parent });

  const handle: JsonEditorHandle = {
    view,
    setDoc(text, opts) {
      if (opts?.resetHistory) {
        view.setState(newState(text));
        reportHistory(view.state);
        return;
      }
      const current = view.state.doc.toString();
      if (current === text) return;
      const { prefix, suffix } = commonEnds(current, text);
      view.dispatch({
        changes: {
          from: prefix,
          to: current.length - suffix,
          insert: text.slice(prefix, text.length - suffix),
        },
        annotations: [external.of(true), isolateHistory.of('full')],
      });
    },
    setDiagnostics(list: readonly EditorDiagnostic[]) {
      view.dispatch(setDiagnostics(view.state, toLintDiagnostics(list, view.state.doc)));
    },
    format: runFormat,
    undo: () => undo(view),
    redo: () => redo(view),
    jumpTo(target: JumpTarget) {
      const len = view.state.doc.length;
      const fit = (n: number) => Math.min(Math.max(Math.trunc(n) || 0, 0), len);
      const [anchor, head] =
        typeof target === 'number'
          ? [fit(target), fit(target)]
          : [fit(target.from), fit(target.to)];
      view.dispatch({
        selection: EditorSelection.single(anchor, head),
        effects: EditorView.scrollIntoView(head, { y: 'center' }),
      });
      view.focus();
    },
    setReadOnly(next) {
      readOnly = next;
      view.dispatch({
        effects: access.reconfigure(accessConfig(readOnly, ariaLabel, options.ariaDescribedBy)),
      });
    },
    setAriaLabel(label) {
      ariaLabel = label;
      view.dispatch({
        effects: access.reconfigure(accessConfig(readOnly, ariaLabel, options.ariaDescribedBy)),
      });
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
  return handle;
};
