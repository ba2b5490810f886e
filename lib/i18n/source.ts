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
  return {
    getMessage: (key, substitutions) =>
      (messages[key]?.message ?? '').replace(
        /\$(\d)/g,
        (_, n: string) => substitutions[Number(n) - 1] ?? '',
      ),
    getUILanguage: () => language,
  };
}
