/**
 * The XML both JUnit writers print with: the audit's suites (`junit.ts`) and the publish
 * forecast's (`forecast-junit.ts`). It lives apart from either so that neither imports the other
 * for it (the audit's writer already imports the forecast's to place its suites). Pure.
 * @module
 */
import { safeText } from './safe-text';

// XML 1.0 allows tab, line feed, carriage return and most of Unicode; anything else (other control
// characters, lone surrogates, U+FFFE/U+FFFF) cannot appear even escaped, so it becomes U+FFFD.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text or attribute value escaped for XML. */
export function xmlEscape(text: string): string {
  return text
    .replace(NOT_XML, '\uFFFD')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** XML attributes, each value printed through `safeText` and escaped. */
export const attrs = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([k, v]) => ` ${k}="${xmlEscape(safeText(String(v)))}"`)
    .join('');
