import { parseTree, ParseErrorCode } from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';
import { t } from '../text/text';
import { LineIndex } from './positions';
import type { Diagnostic } from '../types';

/** The three input forms the service accepts for `jsonLdSchema`. */
export type InputForm = 'object' | 'json-text' | 'script-tag';

/** An input brought to one shape: its form, its parsed value and the text positions refer to. */
export interface NormalizedInput {
  form: InputForm;
  /** The parsed JSON value; absent when the input is not valid JSON. */
  value?: unknown;
  /** The text ranges refer to: the input string itself, or an object pretty-printed (2 spaces). */
  text: string;
  /** Set when the input cannot be read as JSON-LD at all (then `value` is absent). */
  error?: Diagnostic;
}

/** The normalized input plus what the checker needs to place findings in the text. */
export interface ParsedInput extends NormalizedInput {
  /** The JSON part of `text`, when it parsed (its `SourceIndex` places findings). */
  json?: string;
  /** Offset of the JSON part within `text` (after an opening `<script>` tag). */
  base: number;
  lines: LineIndex;
}

const LEADING = /^\s*(?:<!--[\s\S]*?-->\s*)*/;
const OPEN_TAG = /^<script\b([^>]*)>/i;
const CLOSE_TAG = /<\/script\s*>/i;
const LD_TYPE = /\btype\s*=\s*(["']?)application\/ld\+json\1(?=[\s/>]|$)/i;

/**
 * Reads any of the three forms the service accepts — a JSON object, JSON text, or JSON text
 * wrapped in `<script type="application/ld+json">…</script>` — and says which it was. Never throws;
 * unreadable input comes back with an `error` diagnostic (positioned when it has a position).
 */
export function normalizeInput(input: unknown): NormalizedInput {
  const { form, value, text, error } = parseInput(input);
  return error ? { form, text, error } : { form, value, text };
}

/** {@link normalizeInput} plus the parse tree and line index, for the checker. */
export function parseInput(input: unknown): ParsedInput {
  if (typeof input === 'string') return parseString(input);
  let text: string | undefined;
  try {
    text = JSON.stringify(input, null, 2);
  } catch {
    text = undefined;
  }
  if (text === undefined || input === null || typeof input !== 'object') {
    const shown = text ?? '';
    return fail('object', shown, 0, 'syntax/not-json', notJsonMessage(input, text));
  }
  return parseJson('object', text, 0, text.length);
}

function notJsonMessage(input: unknown, text: string | undefined): string {
  if (input === null || input === undefined) return t('jsonld_no_markup');
  if (typeof input !== 'object') return t('jsonld_expected_object_got', typeof input);
  return text === undefined ? t('jsonld_object_not_json') : t('jsonld_expected_object');
}

function parseString(text: string): ParsedInput {
  const lead = LEADING.exec(text)![0].length;
  if (lead === text.length) return fail('json-text', text, 0, 'syntax/empty', t('jsonld_empty'));
  if (text[lead] !== '<') return parseJson('json-text', text, 0, text.length);
  const open = OPEN_TAG.exec(text.slice(lead));
  if (!open) {
    return fail('script-tag', text, lead, 'syntax/not-json', t('jsonld_html_not_jsonld'));
  }
  const start = lead + open[0].length;
  if (!LD_TYPE.test(open[1] ?? '')) {
    return fail(
      'script-tag',
      text,
      lead,
      'syntax/script-type',
      t('jsonld_script_type'),
      open[0].length,
    );
  }
  const close = CLOSE_TAG.exec(text.slice(start));
  if (!close) {
    return fail(
      'script-tag',
      text,
      lead,
      'syntax/script-unclosed',
      t('jsonld_script_unclosed'),
      open[0].length,
    );
  }
  const end = start + close.index;
  const after = end + close[0].length;
  if (LEADING.exec(text.slice(after))![0].length !== text.length - after) {
    return fail(
      'script-tag',
      text,
      after,
      'syntax/script-extra',
      t('jsonld_script_extra'),
      text.length - after,
    );
  }
  return parseJson('script-tag', text, start, end);
}

function parseJson(form: InputForm, text: string, from: number, to: number): ParsedInput {
  const json = text.slice(from, to);
  const lines = new LineIndex(text);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    return invalidJson(form, text, json, from, lines, e as Error);
  }
  // Valid JSON, the usual case, needs no parse tree: a SourceIndex of `json` gives the positions.
  return { form, value, text, json, base: from, lines };
}

/** The error of text that `JSON.parse` refused: jsonc-parser's, which says where and why. */
function invalidJson(
  form: InputForm,
  text: string,
  json: string,
  from: number,
  lines: LineIndex,
  error: Error,
): ParsedInput {
  const errors: ParseError[] = [];
  try {
    parseTree(json, errors, { disallowComments: true, allowTrailingComma: false });
  } catch {
    // Nesting too deep for jsonc-parser: the errors found so far, or JSON.parse's, stand.
  }
  const first = errors[0];
  if (first) {
    const at = from + first.offset;
    const message = parseErrorMessage(first.error, json, first.offset);
    return fail(form, text, at, 'syntax/invalid-json', message, Math.max(1, first.length), lines);
  }
  return fail(
    form,
    text,
    from,
    'syntax/invalid-json',
    t('jsonld_invalid_json', error.message),
    1,
    lines,
  );
}

function fail(
  form: InputForm,
  text: string,
  at: number,
  rule: string,
  message: string,
  length = 1,
  lines = new LineIndex(text),
): ParsedInput {
  const to = Math.min(text.length, at + length);
  const error: Diagnostic = { severity: 'error', rule, message, path: '$' };
  if (text.length > 0) error.range = lines.range(Math.min(at, text.length), Math.max(to, at));
  return { form, text, error, base: 0, lines };
}

function parseErrorMessage(code: ParseErrorCode, json: string, offset: number): string {
  const before = json.slice(0, offset).trimEnd();
  const char = json[offset];
  if (before.endsWith(',') && (char === '}' || char === ']')) {
    return t('jsonld_json_trailing_comma');
  }
  if (char === "'") return t('jsonld_json_single_quotes');
  switch (code) {
    case ParseErrorCode.InvalidCommentToken:
      return t('jsonld_json_comment');
    case ParseErrorCode.PropertyNameExpected:
      return t('jsonld_json_property_name');
    case ParseErrorCode.ValueExpected:
      return offset >= json.length ? t('jsonld_json_ends_early') : t('jsonld_json_value_expected');
    case ParseErrorCode.ColonExpected:
      return t('jsonld_json_colon');
    case ParseErrorCode.CommaExpected:
      return t('jsonld_json_comma');
    case ParseErrorCode.CloseBraceExpected:
      return t('jsonld_json_close_brace');
    case ParseErrorCode.CloseBracketExpected:
      return t('jsonld_json_close_bracket');
    case ParseErrorCode.EndOfFileExpected:
      return t('jsonld_json_text_after');
    case ParseErrorCode.UnexpectedEndOfString:
      return t('jsonld_json_unclosed_string');
    case ParseErrorCode.InvalidEscapeCharacter:
      return t('jsonld_json_escape');
    case ParseErrorCode.InvalidUnicode:
      return t('jsonld_json_unicode');
    case ParseErrorCode.InvalidCharacter:
      return t('jsonld_json_control_char');
    case ParseErrorCode.InvalidNumberFormat:
      return t('jsonld_json_number');
    default:
      return t('jsonld_json_bad_char');
  }
}
