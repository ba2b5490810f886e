/**
 * Every user-facing string of the JSON-LD editor and its diagnostics list, in one place so they can
 * move to `_locales` (`browser.i18n`) without touching the views.
 * @module
 */
import { t } from '../../../core/i18n/t';
import type { InputForm } from './types';

/** The editor's strings. */
export const editorText = {
  loadFailed: t('editor_load_failed'),
  format: t('editor_format'),
  formatShortcut: 'Shift+Alt+F',
  undo: t('editor_undo'),
  redo: t('editor_redo'),
  formatted: t('editor_formatted'),
  alreadyFormatted: t('editor_already_formatted'),
  readOnlyNote: t('editor_read_only'),
  formatReadOnly: t('editor_format_read_only'),
  keyboardHint: t('editor_keyboard_hint'),
  emptyDocument: t('editor_empty_document'),
  notJson: (line: number, column: number, problem: string) =>
    t('editor_not_json', line, column, problem),
  notJsonNoPosition: (problem: string) => t('editor_not_json_no_position', problem),
  diagnosticSource: (rule: string, path: string) => (path ? t('editor_rule_at', rule, path) : rule),
} as const;

/** Plain words for the JSON syntax problems the format command can meet. */
export const jsonProblemText: Record<string, string> = {
  InvalidSymbol: t('editor_json_invalid_symbol'),
  InvalidNumberFormat: t('editor_json_invalid_number'),
  PropertyNameExpected: t('editor_json_property_name_expected'),
  ValueExpected: t('editor_json_value_expected'),
  ColonExpected: t('editor_json_colon_expected'),
  CommaExpected: t('editor_json_comma_expected'),
  CloseBraceExpected: t('editor_json_close_brace_expected'),
  CloseBracketExpected: t('editor_json_close_bracket_expected'),
  EndOfFileExpected: t('editor_json_end_expected'),
  InvalidCommentToken: t('editor_json_comment'),
  UnexpectedEndOfComment: t('editor_json_unfinished_comment'),
  UnexpectedEndOfString: t('editor_json_unfinished_string'),
  UnexpectedEndOfNumber: t('editor_json_unfinished_number'),
  InvalidUnicode: t('editor_json_invalid_unicode'),
  InvalidEscapeCharacter: t('editor_json_invalid_escape'),
  InvalidCharacter: t('editor_json_control_character'),
};

/** The diagnostics list's strings. */
export const diagnosticsText = {
  heading: t('editor_problems'),
  empty: t('editor_no_problems'),
  location: (line: number, column: number) => t('editor_location', line, column),
  documentLevel: t('editor_document_level'),
  jumpHint: t('editor_jump_hint'),
} as const;

/** The note the editor shows after the checker normalized pasted input, by input form. */
export const inputFormNote: Record<InputForm, string> = {
  object: t('editor_input_object'),
  'json-text': t('editor_input_json_text'),
  'script-tag': t('editor_input_script_tag'),
};
