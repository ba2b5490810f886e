/**
 * The checker's words. Its messages live with the extension's
 * (`public/_locales/<lang>/messages.json`), but the checker imports nothing outside its folder: it
 * asks the browser's `i18n` when there is one, else the source its caller hands it —
 * `setMessageSource` in `lib/core/i18n/t` forwards here, so the CLIs' English and the tests'
 * languages reach the checker too.
 * @module
 */

/** Where messages come from: the browser's `i18n`, or a stand-in outside the browser. */
export interface CheckerMessageSource {
  getMessage(key: string, substitutions: string[]): string;
  getUILanguage(): string;
}

interface ExtensionGlobals {
  chrome?: { i18n?: CheckerMessageSource };
  browser?: { i18n?: CheckerMessageSource };
}

let source: CheckerMessageSource | undefined;
const current = (): CheckerMessageSource | undefined => {
  const g = globalThis as ExtensionGlobals;
  return source ?? g.browser?.i18n ?? g.chrome?.i18n;
};

/** Replaces where the checker's messages come from (tests and Node tools). */
export function setCheckerMessageSource(next: CheckerMessageSource | undefined): void {
  source = next;
}

/**
 * The message `key` in the UI language, with `$1`…`$9` replaced by `substitutions`; the key itself
 * when the message is missing, so it is visible, not blank. Every key must be in the English
 * `messages.json` (a unit test reads this folder's calls).
 */
export function t(key: string, ...substitutions: (string | number)[]): string {
  const text = current()?.getMessage(
    key,
    substitutions.map((s) => String(s)),
  );
  return text || key;
}

/** The UI language (e.g. `de`), for number formats. */
export function uiLanguage(): string {
  return current()?.getUILanguage() || 'en';
}

/** A number in the UI language's format. */
export function formatNumber(n: number): string {
  return n.toLocaleString(uiLanguage());
}
