// @vitest-environment happy-dom
import { forEachDiagnostic } from '@codemirror/lint';
import type { Diagnostic } from '@codemirror/lint';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJsonEditor } from '@/lib/features/schema/editor/create-json-editor';
import type {
  EditorDiagnostic,
  JsonEditorHandle,
  JsonEditorOptions,
} from '@/lib/features/schema/editor/types';
import { deferSelectionChange, keydown, paste } from './support/happy-dom-editor';

const handles: JsonEditorHandle[] = [];

beforeAll(() => deferSelectionChange());

function open(options: Partial<JsonEditorOptions> = {}) {
  const parent = document.createElement('div');
  document.body.append(parent);
  const handle = createJsonEditor(parent, { doc: '', ariaLabel: 'JSON-LD', ...options });
  handles.push(handle);
  return { handle, parent, text: () => handle.view.state.doc.toString() };
}

function marks(handle: JsonEditorHandle) {
  const found: { from: number; to: number; d: Diagnostic }[] = [];
  forEachDiagnostic(handle.view.state, (d, from, to) => found.push({ from, to, d }));
  return found;
}

const diag = (over: Partial<EditorDiagnostic> = {}): EditorDiagnostic => ({
  severity: 'error',
  rule: 'required-property',
  message: 'Missing name',
  path: '$.name',
  ...over,
});

afterEach(() => {
  handles.splice(0).forEach((h) => h.destroy());
  document.body.replaceChildren();
});

describe('createJsonEditor', () => {
  it('renders a labelled text box with the initial text', () => {
    const { parent, text } = open({ doc: '{"a":1}', ariaLabel: 'Markup for de' });
    const box = parent.querySelector('[role="textbox"]');
    expect(box?.getAttribute('aria-label')).toBe('Markup for de');
    expect(text()).toBe('{"a":1}');
  });

  it('formats valid JSON with two spaces as one undoable step and reports it', () => {
    const onFormat = vi.fn();
    const onChange = vi.fn();
    const { handle, text } = open({ doc: '{"a":[1,4.50],"b":{"c":null}}', onFormat, onChange });
    expect(handle.format()).toEqual({ ok: true, changed: true });
    expect(text()).toBe('{\n  "a": [\n    1,\n    4.50\n  ],\n  "b": {\n    "c": null\n  }\n}');
    expect(onFormat).toHaveBeenCalledWith({ ok: true, changed: true });
    expect(onChange).toHaveBeenLastCalledWith(text());
    expect(handle.format()).toEqual({ ok: true, changed: false });
    expect(handle.undo()).toBe(true);
    expect(text()).toBe('{"a":[1,4.50],"b":{"c":null}}');
  });

  it('keeps duplicate keys when formatting', () => {
    const { handle, text } = open({ doc: '{"a":1,"a":2}' });
    handle.format();
    expect(text()).toBe('{\n  "a": 1,\n  "a": 2\n}');
  });

  it('leaves invalid JSON alone and says where it is broken', () => {
    const doc = '{\n  "a": 1,\n}';
    const { handle, text } = open({ doc });
    const result = handle.format();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/not valid JSON \(line 3, column 1: /);
    expect(text()).toBe(doc);
    expect(open({ doc: '  ' }).handle.format()).toEqual({
      ok: false,
      reason: expect.stringContaining('empty'),
    });
  });

  it('shows provided diagnostics with mapped severity, clamped to the document', () => {
    const { handle } = open({ doc: '{"a":1}\n{"b":2}' });
    const range = (from: number, to: number) => ({
      from,
      to,
      start: { line: 1, column: 1 },
      end: { line: 1, column: 1 },
    });
    handle.setDiagnostics([
      diag({ range: range(1, 4) }),
      diag({ severity: 'warning', range: range(10, 500) }),
      diag({ severity: 'info', range: range(-5, 2) }),
      diag({ severity: 'info', range: range(9, 3) }),
      diag({ rule: 'no-range', range: undefined }),
    ]);
    const found = marks(handle).map((m) => [m.from, m.to, m.d.severity]);
    expect(found).toEqual(
      expect.arrayContaining([
        [1, 4, 'error'],
        [10, 15, 'warning'],
        [0, 2, 'info'],
        [3, 9, 'info'],
        [0, 7, 'error'],
      ]),
    );
    expect(found).toHaveLength(5);
    const first = marks(handle).find((m) => m.from === 1);
    expect(first?.d.message).toBe('Missing name');
    expect(first?.d.source).toBe('required-property at $.name');
    handle.setDiagnostics([]);
    expect(marks(handle)).toHaveLength(0);
  });

  it('jumps to an offset or selects a range, clamped', () => {
    const { handle } = open({ doc: '{"name":"x"}' });
    handle.jumpTo({ from: 2, to: 6 });
    const sel = handle.view.state.selection.main;
    expect([sel.from, sel.to]).toEqual([2, 6]);
    handle.jumpTo(99);
    expect(handle.view.state.selection.main.head).toBe(12);
    expect(handle.view.state.selection.main.empty).toBe(true);
  });

  it('reports user edits through onChange but not setDoc', () => {
    const onChange = vi.fn();
    const { handle, text } = open({ doc: '{}', onChange });
    handle.view.dispatch({ changes: { from: 1, insert: '"a":1' }, userEvent: 'input.type' });
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith('{"a":1}');
    handle.setDoc('{"a":2}');
    handle.setDoc('{"a":2}');
    expect(text()).toBe('{"a":2}');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('makes setDoc one undo step, or starts a fresh history on request', () => {
    const onHistoryChange = vi.fn();
    const { handle, text } = open({ doc: '{"a":1}', onHistoryChange });
    handle.setDoc('{"a":1,"b":2}');
    expect(onHistoryChange).toHaveBeenLastCalledWith({ canUndo: true, canRedo: false });
    expect(handle.undo()).toBe(true);
    expect(text()).toBe('{"a":1}');
    expect(onHistoryChange).toHaveBeenLastCalledWith({ canUndo: false, canRedo: true });
    expect(handle.redo()).toBe(true);
    expect(text()).toBe('{"a":1,"b":2}');
    handle.setDoc('[]', { resetHistory: true });
    expect(text()).toBe('[]');
    expect(handle.undo()).toBe(false);
    expect(onHistoryChange).toHaveBeenLastCalledWith({ canUndo: false, canRedo: false });
  });

  it('blocks edits and formatting when read-only, and can be switched back', () => {
    const { handle, parent, text } = open({ doc: '{"a":1}', readOnly: true });
    const box = parent.querySelector('[role="textbox"]');
    expect(box?.getAttribute('aria-readonly')).toBe('true');
    expect(handle.view.state.readOnly).toBe(true);
    expect(handle.format()).toEqual({ ok: false, reason: expect.stringContaining('read-only') });
    expect(text()).toBe('{"a":1}');
    handle.setReadOnly(false);
    expect(box?.hasAttribute('aria-readonly')).toBe(false);
    expect(handle.format()).toEqual({ ok: true, changed: true });
    handle.setAriaLabel('Other');
    expect(box?.getAttribute('aria-label')).toBe('Other');
  });

  it('binds Tab to indentation and leaves Escape-then-Tab to move focus out', () => {
    const { handle, text } = open({ doc: '{}' });
    const box = handle.view.contentDOM;
    handle.focus();
    expect(keydown(box, 'Tab', 9).defaultPrevented).toBe(true);
    expect(text()).toBe('  {}');
    keydown(box, 'Escape', 27);
    expect(keydown(box, 'Tab', 9).defaultPrevented).toBe(false);
    expect(text()).toBe('  {}');
  });
});

describe('paste normalization', () => {
  const tag = '<script type="application/ld+json">{"@type":"Thing"}</script>';
  const normalizePaste = (text: string) => {
    const m = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(text.trim());
    return m ? { text: m[1] ?? '', form: 'script-tag' as const } : null;
  };

  it('normalizes a paste over the whole document as one undoable step', () => {
    const onPasteNormalized = vi.fn();
    const onChange = vi.fn();
    const { handle, text } = open({
      doc: '{"old":1}',
      normalizePaste,
      onPasteNormalized,
      onChange,
    });
    handle.view.dispatch({ selection: { anchor: 0, head: 9 } });
    paste(handle.view.contentDOM, tag);
    expect(text()).toBe('{"@type":"Thing"}');
    expect(onPasteNormalized).toHaveBeenCalledExactlyOnceWith('script-tag');
    expect(onChange).toHaveBeenLastCalledWith('{"@type":"Thing"}');
    handle.undo();
    expect(text()).toBe('{"old":1}');
  });

  it('leaves pastes into part of the document alone', () => {
    const onPasteNormalized = vi.fn();
    const { handle, text } = open({ doc: '[]', normalizePaste, onPasteNormalized });
    handle.view.dispatch({ selection: { anchor: 1 } });
    paste(handle.view.contentDOM, tag);
    expect(text()).toBe(`[${tag}]`);
    expect(onPasteNormalized).not.toHaveBeenCalled();
  });
});
