/**
 * Every string an editor reads goes through `t`, which asks the browser for the message in the
 * browser's language (`public/_locales/<lang>/messages.json`; English when a language is missing).
 * Keys are typed from the English file, so a missing key is a type error.
 * @module
 */
import type english from '../../../public/_locales/en/messages.json';
import { setCheckerMessageSource } from '../../jsonld';

/** The name of a message. */
export type MessageKey = keyof typeof english;

/** Where messages come from: the browser's `i18n`, or a stand-in outside the browser. */
export interface MessageSource {
  getMessage(key: string, substitutions: string[]): string;
  getUILanguage(): string;
}

interface ExtensionGlobals {
  chrome?: { i18n?: MessageSource };
  browser?: { i18n?: MessageSource };
}

// `wxt/browser` is not imported: its polyfill refuses to load outside an extension, and this
// module also runs in Node (the emulator-backed tests and the benchmarks).
let source: MessageSource | undefined;
const current = (): MessageSource | undefined => {
  const g = globalThis as ExtensionGlobals;
  return source ?? g.browser?.i18n ?? g.chrome?.i18n;
};

/**
 * Replaces where messages come from (tests and Node tools; the extension uses the browser's), for
 * the JSON-LD checker's words too.
 */
export function setMessageSource(next: MessageSource | undefined): void {
  source = next;
  setCheckerMessageSource(next);
}

/**
 * The message `key` in the browser's language, with `$1`…`$9` replaced by `substitutions`.
 * Falls back to the key itself, so a message missing at run time is visible, not blank.
 */
export function t(key: MessageKey, ...substitutions: (string | number)[]): string {
  const text = current()?.getMessage(
    key,
    substitutions.map((s) => String(s)),
  );
  return text || key;
}

/** The browser's UI language (e.g. `de`), for number and date formats. */
export function uiLanguage(): string {
  return current()?.getUILanguage() || 'en';
}

const languageNames = new Map<string, Intl.DisplayNames>();

/**
 * A locale's name in the UI language (`fr` → "Französisch" in a German UI), so a translated
 * sentence never names a locale in the service's language; `fallback` (the service's display
 * name) when the tag is missing or unknown.
 */
export function localeDisplayName(tag: string | null | undefined, fallback: string): string {
  if (!tag) return fallback;
  const ui = uiLanguage();
  try {
    let names = languageNames.get(ui);
    if (!names) {
      names = new Intl.DisplayNames([ui], { type: 'language', fallback: 'none' });
      languageNames.set(ui, names);
    }
    return names.of(tag) ?? fallback;
  } catch {
    // Not a well-formed language tag.
    return fallback;
  }
}

/** A number in the UI language's format. */
export function formatNumber(n: number): string {
  return n.toLocaleString(uiLanguage());
}

/** A count with its noun in the right number: `plural(n, 'assetsOne', 'assetsMany')`. */
export function plural(count: number, one: MessageKey, many: MessageKey): string {
  return t(count === 1 ? one : many, formatNumber(count));
}
