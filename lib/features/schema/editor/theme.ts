import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';

// Colours come from the page's variables (components/common/styles.css) and `light-dark()`, which follows
// the page's `color-scheme: light dark`, so one theme serves both schemes with no media listener.
const editorTheme = EditorView.theme({
  '&': {
    color: 'var(--fg, #1f2937)',
    backgroundColor: 'var(--bg, #ffffff)',
    border: '1px solid var(--border, #d9dee5)',
    borderRadius: '6px',
    fontSize: '13px',
  },
  '&.cm-focused': { outline: '2px solid var(--focus, #1d4ed8)', outlineOffset: '2px' },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    lineHeight: '1.5',
  },
  '.cm-content': { caretColor: 'var(--fg, #1f2937)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--fg, #1f2937)' },
  '.cm-gutters': {
    backgroundColor: 'var(--surface, #f5f7fa)',
    color: 'var(--muted, #5b6472)',
    borderRight: '1px solid var(--border, #d9dee5)',
  },
  '.cm-activeLineGutter': { backgroundColor: 'transparent' },
  '.cm-foldPlaceholder': {
    backgroundColor: 'var(--surface, #f5f7fa)',
    border: '1px solid var(--border, #d9dee5)',
    color: 'var(--muted, #5b6472)',
  },
  '&.cm-focused .cm-matchingBracket': {
    backgroundColor: 'light-dark(#dbeafe, #1e3a8a)',
    outline: '1px solid var(--accent, #2563eb)',
  },
  '&.cm-focused .cm-nonmatchingBracket': { backgroundColor: 'light-dark(#fee2e2, #7f1d1d)' },
  '.cm-tooltip, .cm-panels': {
    backgroundColor: 'var(--surface, #f5f7fa)',
    color: 'var(--fg, #1f2937)',
    border: '1px solid var(--border, #d9dee5)',
  },
  '.cm-panels.cm-panels-bottom': { borderTop: '1px solid var(--border, #d9dee5)' },
  '.cm-searchMatch': { backgroundColor: 'light-dark(#fef08a, #713f12)' },
  '.cm-searchMatch.cm-searchMatch-selected': { backgroundColor: 'light-dark(#fde047, #a16207)' },
  '.cm-diagnosticSource': { color: 'var(--muted, #5b6472)', opacity: '1' },
  '.cm-button, .cm-textfield': {
    color: 'var(--fg, #1f2937)',
    backgroundColor: 'var(--bg, #ffffff)',
    backgroundImage: 'none',
    border: '1px solid var(--border, #d9dee5)',
  },
  '.cm-button:focus-visible, .cm-textfield:focus-visible': {
    outline: '2px solid var(--focus, #1d4ed8)',
  },
  '.cm-panel.cm-panel-lint ul [aria-selected]': {
    backgroundColor: 'light-dark(#dbeafe, #1e3a8a)',
  },
});

const highlightStyle = HighlightStyle.define([
  { tag: t.propertyName, color: 'light-dark(#1d4ed8, #93c5fd)' },
  { tag: t.string, color: 'light-dark(#047857, #6ee7b7)' },
  { tag: t.number, color: 'light-dark(#b45309, #fcd34d)' },
  { tag: [t.bool, t.null], color: 'light-dark(#7c3aed, #c4b5fd)' },
  { tag: t.invalid, color: 'light-dark(#b91c1c, #f87171)' },
]);

/** The editor's look in light and dark schemes, plus JSON syntax colours. */
export const jsonEditorTheme: Extension = [editorTheme, syntaxHighlighting(highlightStyle)];
