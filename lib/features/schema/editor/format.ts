import { format as jsoncFormat, parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { Text } from '@codemirror/state';
import { editorText, jsonProblemText } from './messages';

/** One replacement the format command makes, in offsets of the original text. */
export interface FormatEdit {
  from: number;
  to: number;
  insert: string;
}

/** The edits that pretty-print `doc`, or why it cannot be formatted. */
export type FormatPlan = { ok: true; edits: FormatEdit[] } | { ok: false; reason: string };

function describeError(doc: Text, error: ParseError | undefined, fallback: string): string {
  if (!error) return editorText.notJsonNoPosition(fallback);
  const offset = Math.min(error.offset, doc.length);
  const line = doc.lineAt(offset);
  const code = printParseErrorCode(error.error);
  return editorText.notJson(line.number, offset - line.from + 1, jsonProblemText[code] ?? code);
}

/**
 * Plans a two-space pretty-print of `doc`. The text must pass `JSON.parse`; the edits come from
 * jsonc-parser's formatter, which only touches whitespace, so duplicate keys and number literals
 * (`4.50`) survive as written.
 */
export function planFormat(doc: Text): FormatPlan {
  const text = doc.toString();
  if (text.trim() === '') return { ok: false, reason: editorText.emptyDocument };
  try {
    JSON.parse(text);
  } catch (e) {
    const errors: ParseError[] = [];
    parse(text, errors, { disallowComments: true, allowTrailingComma: false });
    return { ok: false, reason: describeError(doc, errors[0], (e as Error).message) };
  }
  const edits = jsoncFormat(text, undefined, { tabSize: 2, insertSpaces: true, eol: '\n' });
  return {
    ok: true,
    edits: edits.map((e) => ({ from: e.offset, to: e.offset + e.length, insert: e.content })),
  };
}
