// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JsonLdEditor, preloadJsonEditor } from '@/components/schema/JsonLdEditor';
import type { EditorLoader, JsonLdEditorProps } from '@/components/schema/JsonLdEditor';
import { inputFormNote } from '@/lib/features/schema/editor/messages';
import type { EditorDiagnostic, JsonEditorHandle } from '@/lib/features/schema/editor/types';
import { deferSelectionChange, paste } from '../../features/schema/editor/support/happy-dom-editor';

beforeAll(() => deferSelectionChange());
afterEach(cleanup);

const headlineError: EditorDiagnostic = {
  severity: 'error',
  rule: 'required',
  message: 'Missing headline',
  path: '$.headline',
  range: { from: 2, to: 8, start: { line: 1, column: 3 }, end: { line: 1, column: 9 } },
};

/** Mounts the editor the way the side panel does, state held by the parent; answers at once. */
function mountWith(props: Partial<JsonLdEditorProps> = {}) {
  let handle: JsonEditorHandle | null = null;
  const changes: string[] = [];
  function Host() {
    const [value, setValue] = useState(props.value ?? '{"@type":"Article"}');
    return (
      <JsonLdEditor
        label="Markup (en)"
        diagnostics={[]}
        {...props}
        value={value}
        onChange={(text) => {
          changes.push(text);
          setValue(text);
        }}
        onReady={(h) => (handle = h)}
      />
    );
  }
  return { ...render(<Host />), changes, handle: () => handle! };
}

/** Mounts the editor as `mountWith` does and waits for CodeMirror. */
async function mount(props: Partial<JsonLdEditorProps> = {}) {
  const mounted = mountWith(props);
  await waitFor(() => expect(mounted.handle()).not.toBeNull());
  await screen.findByRole('textbox', { name: props.label ?? 'Markup (en)' });
  return mounted;
}

describe('JsonLdEditor', () => {
  it('loads CodeMirror lazily and shows the value in a named text box', async () => {
    const { handle } = await mount();
    expect(screen.queryByText('Loading the editor…')).toBeNull();
    expect(handle().view.state.doc.toString()).toBe('{"@type":"Article"}');
    const box = screen.getByRole('textbox', { name: 'Markup (en)' });
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('press Escape and then Tab');
  });

  it('holds the markup in an editable plain text box until CodeMirror loads, and if it cannot', async () => {
    let fail: (e: Error) => void = () => {};
    const loadEditor = () => new Promise<never>((_, reject) => (fail = reject));
    const changes: string[] = [];
    render(
      <JsonLdEditor
        value='{"@type":"Article"}'
        onChange={(text) => changes.push(text)}
        diagnostics={[]}
        label="X"
        loadEditor={loadEditor}
      />,
    );
    const plain = screen.getByRole('textbox', { name: 'X' }) as HTMLTextAreaElement;
    expect(plain.value).toBe('{"@type":"Article"}');
    expect(plain.readOnly).toBe(false);
    fireEvent.input(plain, { target: { value: '{"@type":"News"}' } });
    expect(changes).toEqual(['{"@type":"News"}']);
    fail(new Error('chunk failed'));
    expect((await screen.findByRole('alert')).textContent).toContain('shown as plain text');
    expect(screen.getByRole('textbox', { name: 'X' })).toBe(plain);
  });

  it('CodeMirror takes over the plain text box: its text, selection and focus', async () => {
    let resolve: (module: Awaited<ReturnType<EditorLoader>>) => void = () => {};
    const loadEditor = () => new Promise<Awaited<ReturnType<EditorLoader>>>((r) => (resolve = r));
    const { handle, changes } = await mountWith({ loadEditor });
    const plain = screen.getByRole('textbox', { name: 'Markup (en)' }) as HTMLTextAreaElement;
    fireEvent.input(plain, { target: { value: '{"@type":"NewsArticle"}' } });
    plain.focus();
    plain.setSelectionRange(9, 13);
    resolve(await import('@/lib/features/schema/editor/create-json-editor'));
    await waitFor(() => expect(handle()).not.toBeNull());
    const view = handle().view;
    expect(changes).toEqual(['{"@type":"NewsArticle"}']);
    expect(view.state.doc.toString()).toBe('{"@type":"NewsArticle"}');
    expect(view.state.selection.main).toMatchObject({ from: 9, to: 13 });
    expect(view.hasFocus).toBe(true);
    expect(document.querySelector('.jsonld-editor__plain')).toBeNull();
  });

  it('shows a read-only plain text box for read-only markup', () => {
    render(
      <JsonLdEditor
        value="{}"
        onChange={() => {}}
        diagnostics={[]}
        label="X"
        readOnly
        loadEditor={() => new Promise<never>(() => {})}
      />,
    );
    expect((screen.getByRole('textbox', { name: 'X' }) as HTMLTextAreaElement).readOnly).toBe(true);
  });

  it('has named toolbar buttons; Format formats, Undo and Redo follow the history', async () => {
    const { handle, changes } = await mount();
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    const redo = screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    expect(redo.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Format' }));
    expect(handle().view.state.doc.toString()).toBe('{\n  "@type": "Article"\n}');
    expect(changes.at(-1)).toBe('{\n  "@type": "Article"\n}');
    expect(screen.getByRole('status').textContent).toBe('Formatted.');
    await waitFor(() => expect(undo.disabled).toBe(false));
    fireEvent.click(undo);
    expect(handle().view.state.doc.toString()).toBe('{"@type":"Article"}');
    await waitFor(() => expect(redo.disabled).toBe(false));
    fireEvent.click(redo);
    expect(handle().view.state.doc.toString()).toBe('{\n  "@type": "Article"\n}');
  });

  it('says why it did not format invalid JSON', async () => {
    await mount({ value: '{"a": }' });
    fireEvent.click(screen.getByRole('button', { name: 'Format' }));
    expect(screen.getByRole('status').textContent).toMatch(
      /not valid JSON \(line 1, column 7: a value was expected\)/,
    );
  });

  it('marks the diagnostics and jumps to one through its handle', async () => {
    const { handle, container } = await mount({ diagnostics: [headlineError] });
    await waitFor(() => expect(container.querySelector('.cm-lintRange-error')).toBeTruthy());
    handle().jumpTo(headlineError.range!);
    const sel = handle().view.state.selection.main;
    expect([sel.from, sel.to]).toEqual([2, 8]);
    expect(handle().view.hasFocus).toBe(true);
  });

  it('shows the form note and honours read-only', async () => {
    await mount({ formNote: inputFormNote['script-tag'], readOnly: true });
    expect(screen.getByTestId('form-note').textContent).toBe(
      'Normalized from a <script type="application/ld+json"> tag.',
    );
    expect((screen.getByRole('button', { name: 'Format' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('textbox').getAttribute('aria-readonly')).toBe('true');
  });

  it('says which form a pasted input was normalized from', async () => {
    const normalizePaste = (text: string) =>
      text.startsWith('<script')
        ? { text: '{"@type":"Event"}', form: 'script-tag' as const }
        : null;
    const { handle, changes } = await mount({ value: '', normalizePaste });
    expect(screen.getByTestId('form-note').hidden).toBe(true);
    paste(
      handle().view.contentDOM,
      '<script type="application/ld+json">{"@type":"Event"}</script>',
    );
    expect(changes.at(-1)).toBe('{"@type":"Event"}');
    const note = await screen.findByText(/Normalized from a <script/);
    expect(note.hidden).toBe(false);
  });

  it('follows a new value from the parent without echoing it back', async () => {
    const onChange = vi.fn();
    let handle: JsonEditorHandle | null = null;
    const props = {
      onChange,
      diagnostics: [],
      label: 'L',
      onReady: (h: JsonEditorHandle | null) => (handle = h),
    };
    const { rerender } = render(<JsonLdEditor {...props} value="{}" />);
    await screen.findByRole('textbox');
    rerender(<JsonLdEditor {...props} value='{"a":1}' />);
    await waitFor(() => expect(handle!.view.state.doc.toString()).toBe('{"a":1}'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('preloads the same module the editor mounts from', async () => {
    const mod = (await preloadJsonEditor()) as { createJsonEditor: unknown };
    const { createJsonEditor } = await import('@/lib/features/schema/editor/create-json-editor');
    expect(mod.createJsonEditor).toBe(createJsonEditor);
  });

  it('with its code loaded, makes the editor in the render that mounts it', async () => {
    await preloadJsonEditor();
    const onReady = vi.fn();
    render(
      <JsonLdEditor
        label="Markup (en)"
        value='{"@type":"AboutPage"}'
        diagnostics={[]}
        onChange={() => {}}
        onReady={onReady}
      />,
    );
    // No await: the side panel's first frame holds the markup, not a later one.
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.cm-content')?.textContent).toContain('AboutPage');
  });

  it('destroys the editor on unmount', async () => {
    const { handle, unmount } = await mount();
    const dom = handle().view.dom;
    unmount();
    // Preact runs effect cleanups of unmounted components after the next paint.
    await waitFor(() => expect(handle()).toBeNull());
    expect(dom.parentNode).toBeNull();
  });
});
