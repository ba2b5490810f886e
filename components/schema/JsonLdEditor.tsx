import { useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { editorText, inputFormNote } from '../../lib/features/schema/editor/messages';
import type {
  CreateJsonEditor,
  EditorDiagnostic,
  FormatResult,
  HistoryState,
  InputForm,
  JsonEditorHandle,
  NormalizedPaste,
} from '../../lib/features/schema/editor/types';
import './json-ld-editor.css';

/** Loads the module holding CodeMirror; a separate chunk, fetched when the first editor mounts. */
export type EditorLoader = () => Promise<{ createJsonEditor: CreateJsonEditor }>;

type EditorModule = Awaited<ReturnType<EditorLoader>>;
/** The editor's module once loaded. */
let loaded: EditorModule | undefined;
const loadEditorModule: EditorLoader = () =>
  import('../../lib/features/schema/editor/create-json-editor').then((module) => (loaded = module));

/**
 * Starts fetching the editor's chunk ahead of the first `JsonLdEditor`, e.g. as soon as the side
 * panel knows it will show one. Safe to call more than once.
 */
export function preloadJsonEditor(): Promise<unknown> {
  return loadEditorModule();
}

/** Props of {@link JsonLdEditor}. */
export interface JsonLdEditorProps {
  /** The text to show; when it differs from the editor's text it replaces it (undoably). */
  value: string;
  /** Called with the whole text after each edit made in the editor. */
  onChange: (text: string) => void;
  diagnostics: readonly EditorDiagnostic[];
  readOnly?: boolean;
  /** The editor's visible label and accessible name. */
  label: string;
  /** Which input form the checker normalized, e.g. `inputFormNote['script-tag']`. */
  formNote?: string;
  /**
   * The checker's input normalization for text pasted over the whole document; when it handles a
   * paste, the editor shows the recognised form in place of `formNote` until the value is replaced.
   */
  normalizePaste?: (text: string) => NormalizedPaste | null;
  /** Receives the editor handle once it is mounted, and `null` when it goes away. */
  onReady?: (handle: JsonEditorHandle | null) => void;
  /** Replaces the dynamic import of the CodeMirror module (tests, preloading). */
  loadEditor?: EditorLoader;
}

function formatStatus(result: FormatResult): string {
  if (!result.ok) return result.reason;
  return result.changed ? editorText.formatted : editorText.alreadyFormatted;
}

/** Lines the plain text box shows at most before it scrolls, like CodeMirror's 60vh. */
const PLAIN_MAX_ROWS = 24;

/**
 * Moves what the plain text box holds into the editor that replaces it: the cursor or selection,
 * the scroll position and the focus, so typing goes on where it was.
 */
function carryOver(plain: HTMLTextAreaElement | null, handle: JsonEditorHandle): void {
  if (!plain) return;
  const length = handle.view.state.doc.length;
  const anchor = Math.min(plain.selectionStart, length);
  const head = Math.min(plain.selectionEnd, length);
  const focused = plain.ownerDocument.activeElement === plain;
  handle.view.dispatch({ selection: { anchor, head } });
  handle.view.scrollDOM.scrollTop = plain.scrollTop;
  if (focused) handle.view.focus();
}

/**
 * The JSON-LD editor with its toolbar, form note and keyboard hint; it marks the diagnostics.
 * Until CodeMirror's code has loaded (or if it cannot load) the markup is in a plain text box,
 * editable, whose text, cursor and focus the editor takes over: the markup shows and can be edited
 * without waiting for the editor's code.
 */
export function JsonLdEditor(props: JsonLdEditorProps) {
  const { value, diagnostics, readOnly = false, label, formNote } = props;
  const labelId = useId();
  const hintId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const plainRef = useRef<HTMLTextAreaElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const [handle, setHandle] = useState<JsonEditorHandle | null>(null);
  const [failed, setFailed] = useState(false);
  const [history, setHistory] = useState<HistoryState>({ canUndo: false, canRedo: false });
  const [status, setStatus] = useState('');
  const [pastedForm, setPastedForm] = useState<InputForm | null>(null);

  // A layout effect, and no promise once the code is loaded: the editor is made in the render that
  // mounts it, before that frame's layout and paint, not in a later task and frame.
  useLayoutEffect(() => {
    let cancelled = false;
    let created: JsonEditorHandle | null = null;
    const make = ({ createJsonEditor }: EditorModule) => {
      const host = hostRef.current;
      if (cancelled || !host) return;
      const p = latest.current;
      created = createJsonEditor(host, {
        doc: plainRef.current?.value ?? p.value,
        readOnly: p.readOnly ?? false,
        ariaLabel: p.label,
        ariaDescribedBy: hintId,
        onChange: (text) => latest.current.onChange(text),
        onHistoryChange: setHistory,
        onFormat: (result) => setStatus(formatStatus(result)),
        normalizePaste: (text) => latest.current.normalizePaste?.(text) ?? null,
        onPasteNormalized: setPastedForm,
      });
      created.setDiagnostics(p.diagnostics);
      carryOver(plainRef.current, created);
      setHandle(created);
      p.onReady?.(created);
    };
    const loader = latest.current.loadEditor;
    if (!loader && loaded) make(loaded);
    else
      (loader ?? loadEditorModule)().then(make, () => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (!created) return;
      created.destroy();
      latest.current.onReady?.(null);
    };
  }, [hintId]);

  // Layout effects run in the same task as the render, so no keystroke can land between a render
  // and its sync; a deferred effect could write a stale value over newer typing.
  useLayoutEffect(() => {
    if (!handle || handle.view.state.doc.toString() === value) return;
    handle.setDoc(value);
    setPastedForm(null);
  }, [handle, value]);
  useLayoutEffect(() => handle?.setDiagnostics(diagnostics), [handle, diagnostics]);
  useLayoutEffect(() => handle?.setReadOnly(readOnly), [handle, readOnly]);
  useLayoutEffect(() => handle?.setAriaLabel(label), [handle, label]);

  const ready = handle !== null;
  const note = pastedForm ? inputFormNote[pastedForm] : formNote;
  return (
    <div class="jsonld-editor" data-testid="jsonld-editor">
      <div class="jsonld-editor__bar">
        <span id={labelId} class="jsonld-editor__label">
          {label}
        </span>
        <div class="actions">
          <button
            type="button"
            disabled={!ready || readOnly}
            aria-keyshortcuts={editorText.formatShortcut}
            onClick={() => handle?.format()}
          >
            {editorText.format}
          </button>
          <button
            type="button"
            disabled={!ready || readOnly || !history.canUndo}
            onClick={() => handle?.undo()}
          >
            {editorText.undo}
          </button>
          <button
            type="button"
            disabled={!ready || readOnly || !history.canRedo}
            onClick={() => handle?.redo()}
          >
            {editorText.redo}
          </button>
        </div>
      </div>
      <p class="muted" aria-live="polite" data-testid="form-note" hidden={!note}>
        {note}
      </p>
      {readOnly && <p class="muted">{editorText.readOnlyNote}</p>}
      {failed && (
        <p class="error" role="alert">
          {editorText.loadFailed}
        </p>
      )}
      <div
        ref={hostRef}
        class="jsonld-editor__host"
        aria-labelledby={labelId}
        aria-busy={!ready && !failed}
        role="group"
      >
        {!ready && (
          <textarea
            ref={plainRef}
            class="jsonld-editor__plain"
            value={value}
            readOnly={readOnly}
            spellcheck={false}
            autocomplete="off"
            wrap="off"
            rows={Math.min(PLAIN_MAX_ROWS, value.split('\n').length + 1)}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            onInput={(event) => props.onChange(event.currentTarget.value)}
          />
        )}
      </div>
      <p id={hintId} class="muted jsonld-editor__hint">
        {editorText.keyboardHint}
      </p>
      <p role="status" class="jsonld-editor__status" data-testid="format-status">
        {status}
      </p>
    </div>
  );
}
