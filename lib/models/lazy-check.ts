/**
 * The JSON-LD check for the pages' editors: the checker and its vocabulary load on first use, in
 * their own chunks, so a page shows before them.
 * @module
 */
import type { Check } from './locale-editor';

/** Checks `text` with the full checker, loading it the first time. */
export const lazyCheck: Check = async (text, context) => {
  const { checkJsonLd, loadVocabulary } = await import('../jsonld');
  return checkJsonLd(text, { vocabulary: await loadVocabulary(), context }).diagnostics;
};
