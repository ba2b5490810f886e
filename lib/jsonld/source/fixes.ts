import type { Fix, Range } from '../types';

/** `text` with `fix` applied; `text` unchanged when the fix does not fit it. */
export function applyFix(text: string, fix: Fix): string {
  if (fix.from < 0 || fix.to < fix.from || fix.to > text.length) return text;
  return text.slice(0, fix.from) + fix.insert + text.slice(fix.to);
}

/**
 * A fix adding `member` (e.g. `"@context": "https://schema.org"`) as the first member of the
 * object whose text starts at `object.from`, laid out like the member after it: on its own line with the
 * same indent, or inline. Undefined when `object` does not start with a brace.
 */
export function firstMemberFix(
  text: string,
  object: Range,
  member: string,
  title: string,
): Fix | undefined {
  if (text[object.from] !== '{') return undefined;
  const at = object.from + 1;
  const rest = text.slice(at);
  const empty = /^\s*\}/.test(rest);
  const line = /^(\r?\n)([ \t]*)/.exec(rest);
  let insert: string;
  if (empty) insert = member;
  else if (line) insert = `${line[1]}${line[2]}${member},`;
  else insert = `${/^[ \t]*/.exec(rest)![0]}${member},`;
  return { title, from: at, to: at, insert };
}
