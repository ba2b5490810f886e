/**
 * Site data made safe to print: a value from a site or the service may hold a line break that
 * starts a CI workflow command (`::error::` on GitHub Actions) or a terminal escape sequence, so
 * every control character in it is written as an escape (`\n`, `\u001b`) instead. Pure.
 * @module
 */

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `text` with each control character written as a visible escape. */
export function safeText(text: string): string {
  return text.replace(
    CONTROL,
    (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

// In JSON text these can only stand inside strings, where `\uXXXX` means the same character.
const JSON_RAW = /[\u007f-\u009f\u2028\u2029]/g;

/** JSON text with the controls `JSON.stringify` leaves raw (DEL, C1, U+2028/9) escaped. */
export function safeJson(text: string): string {
  return text.replace(JSON_RAW, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
