/**
 * Types shared by the JSON-LD editor and its Preact wrapper. This module holds no runtime code, so
 * importing it never pulls CodeMirror into a bundle.
 * @module
 */
import type { EditorView } from '@codemirror/view';

/** How serious a diagnostic is; the checker's three levels. */
export type DiagnosticSeverity = 'error' | 'warning' | 'info';

/** A line and column in the editor text, as the checker reports them (both 1-based). */
export interface TextPosition {
  line: number;
  column: number;
}

/** Where a diagnostic applies: offsets into the editor text plus their line and column. */
export interface DiagnosticRange {
  from: number;
  to: number;
  start: TextPosition;
  end: TextPosition;
}

/** A suggested edit of the editor text: replace `from`..`to` with `insert`. */
export interface EditorFix {
  /** What the fix does, e.g. `Replace with "name"`. */
  title: string;
  from: number;
  to: number;
  insert: string;
}

/** One finding of the JSON-LD checker, structurally compatible with `lib/jsonld`'s diagnostics. */
export interface EditorDiagnostic {
  severity: DiagnosticSeverity;
  rule: string;
  message: string;
  path: string;
  range?: DiagnosticRange;
  /** A mechanical fix the checker is sure enough of to offer. */
  fix?: EditorFix;
}

/** The input forms the checker's normalization recognises. */
export type InputForm = 'object' | 'json-text' | 'script-tag';

/** Where to move the cursor: an offset, or a range to select. */
export type JumpTarget = number | { from: number; to: number };

/** The outcome of the format command; `reason` says in plain words why nothing changed. */
export type FormatResult = { ok: true; changed: boolean } | { ok: false; reason: string };

/** Whether there is something to undo or redo. */
export interface HistoryState {
  canUndo: boolean;
  canRedo: boolean;
}

/** Pasted text rewritten by the checker's input normalization, and the form it recognised. */
export interface NormalizedPaste {
  text: string;
  form: InputForm;
}

/** Options of {@link CreateJsonEditor}. */
export interface JsonEditorOptions {
  /** The initial text. */
  doc: string;
  /** Called with the whole text after every edit by the user (typing, paste, undo, format). */
  onChange?: (text: string) => void;
  /** Called when undo or redo become possible or impossible. */
  onHistoryChange?: (state: HistoryState) => void;
  /** Called after every format attempt (toolbar or keyboard) with its outcome. */
  onFormat?: (result: FormatResult) => void;
  /**
   * Normalizes text pasted over the whole document (or into a blank one), e.g. a `<script>` tag to
   * its JSON; `null` keeps the paste as it is. Pastes into part of the document are never touched.
   */
  normalizePaste?: (text: string) => NormalizedPaste | null;
  /** Called when `normalizePaste` handled a paste, with the form it recognised. */
  onPasteNormalized?: (form: InputForm) => void;
  readOnly?: boolean;
  /** The text box's accessible name. */
  ariaLabel: string;
  /** Id of an element describing the editor (e.g. its keyboard hint). */
  ariaDescribedBy?: string;
}

/** What {@link CreateJsonEditor} returns. */
export interface JsonEditorHandle {
  view: EditorView;
  /**
   * Replaces the text without calling `onChange`. By default the change is one undoable step (only
   * the differing middle part is replaced); `resetHistory` starts a fresh history instead, for when
   * a different document is opened.
   */
  setDoc(text: string, options?: { resetHistory?: boolean }): void;
  /** Shows these diagnostics as lint marks, replacing the previous ones. */
  setDiagnostics(list: readonly EditorDiagnostic[]): void;
  /** Pretty-prints with two spaces if the text is valid JSON; otherwise changes nothing. */
  format(): FormatResult;
  undo(): boolean;
  redo(): boolean;
  /** Selects a range (or places the cursor), scrolls it into view and focuses the editor. */
  jumpTo(target: JumpTarget): void;
  setReadOnly(readOnly: boolean): void;
  setAriaLabel(label: string): void;
  focus(): void;
  destroy(): void;
}

/** The editor factory, as the lazily loaded module exports it. */
export type CreateJsonEditor = (
  parent: HTMLElement,
  options: JsonEditorOptions,
) => JsonEditorHandle;
