/**
 * English messages for Node tools (the `jsonld` command, benchmarks, the emulator-backed tests),
 * where no browser answers `i18n`. The extension never imports this module.
 * @module
 */
import english from '../../../public/_locales/en/messages.json';
import { messagesSource } from './source';
import { setMessageSource } from './t';

/** Makes `t` answer in English from `public/_locales/en/messages.json`. */
export function useEnglishMessages(): void {
  setMessageSource(messagesSource(english));
}
