/**
 * Every user-facing string of the JSON-LD editor and its diagnostics list, in one place so they can
 * move to `_locales` (`browser.i18n`) without touching the views.
 * @module
 */
import type { DiagnosticSeverity, InputForm } from './types';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The editor's strings. */
export const editorText = {
  loading: 'Loading the editor…',
  loadFailed: 'The editor could not be loaded. Close and reopen the side panel to try again.',
  format: 'Format',
  formatShortcut: 'Shift+Alt+F',
  undo: 'Undo',
  redo: 'Redo',
  formatted: 'Formatted.',
  alreadyFormatted: 'Already formatted.',
  readOnlyNote: 'Read-only.',
  formatReadOnly: 'Not formatted: the editor is read-only.',
  keyboardHint:
    'Tab indents. To leave the editor with the keyboard, press Escape and then Tab. Format: Shift+Alt+F.',
  emptyDocument: 'Nothing to format: the editor is empty.',
  notJson: (line: number, column: number, problem: string) =>
    `Not formatted: the text is not valid JSON (line ${line}, column ${column}: ${problem}).`,
  notJsonNoPosition: (problem: string) => `Not formatted: the text is not valid JSON (${problem}).`,
  diagnosticSource: (rule: string, path: string) => (path ? `${rule} at ${path}` : rule),
} as const;

/** Plain words for the JSON syntax problems the format command can meet. */
export const jsonProblemText: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'malformed number',
  PropertyNameExpected: 'a property name in double quotes was expected',
  ValueExpected: 'a value was expected',
  ColonExpected: 'a colon was expected',
  CommaExpected: 'a comma was expected',
  CloseBraceExpected: 'a closing } was expected',
  CloseBracketExpected: 'a closing ] was expected',
  EndOfFileExpected: 'unexpected text after the end',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unfinished comment',
  UnexpectedEndOfString: 'unfinished string',
  UnexpectedEndOfNumber: 'unfinished number',
  InvalidUnicode: 'malformed \\u escape',
  InvalidEscapeCharacter: 'malformed escape',
  InvalidCharacter: 'control character in a string',
};

/** The diagnostics list's strings. */
export const diagnosticsText = {
  heading: 'Problems',
  empty: 'No problems found',
  groupHeading: {
    error: (n: number) => `Errors (${n})`,
    warning: (n: number) => `Warnings (${n})`,
    info: (n: number) => `Info (${n})`,
  } satisfies Record<DiagnosticSeverity, (n: number) => string>,
  summary: (errors: number, warnings: number, infos: number) =>
    [
      plural(errors, 'error', 'errors'),
      plural(warnings, 'warning', 'warnings'),
      plural(infos, 'note', 'notes'),
    ].join(', '),
  location: (line: number, column: number) => `line ${line}, column ${column}`,
  documentLevel: 'whole document',
  jumpHint: 'Go to this problem in the editor',
} as const;

/** The note the editor shows after the checker normalized pasted input, by input form. */
export const inputFormNote: Record<InputForm, string> = {
  object: 'Read as a JSON-LD object.',
  'json-text': 'Read as JSON text.',
  'script-tag': 'Normalized from a <script type="application/ld+json"> tag.',
};
