/**
 * A message source over a parsed `messages.json`, with Chrome's `$1`…`$9` substitutions: what unit
 * tests and Node tools use where the browser's `i18n` does not exist.
 * @module
 */
import type { MessageSource } from './t';

/** The messages of one `_locales/<lang>/messages.json`. */
export type MessagesFile = Record<string, { message: string; description?: string }>;

/** A source that answers from `messages` in language `language`. */
export function messagesSource(messages: MessagesFile, language = 'en'): MessageSource {
  // Each message split once at its `$n` places: the checker formats thousands per document.
  const parts = new Map<string, (string | number)[]>();
  const partsOf = (key: string) => {
    let found = parts.get(key);
    if (!found) {
      found = (messages[key]?.message ?? '')
        .split(/(\$\d)/)
        .map((part) => (/^\$\d$/.test(part) ? Number(part[1]) - 1 : part));
      parts.set(key, found);
    }
    return found;
  };
  return {
    getMessage: (key, substitutions) =>
      partsOf(key)
        .map((part) => (typeof part === 'number' ? (substitutions[part] ?? '') : part))
        .join(''),
    getUILanguage: () => language,
  };
}
