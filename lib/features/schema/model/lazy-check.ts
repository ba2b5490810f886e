/**
 * The JSON-LD check for the pages' editors: the checker and its vocabulary load on first use, in
 * their own chunks, so a page shows before them.
 * @module
 */
import type { Check } from './locale-editor';
import { loadChecker } from '../../../jsonld';

/** Checks `text` with the full checker, loading it the first time. */
export const lazyCheck: Check = async (text, context, template) => {
  const { checkJsonLd, describeVerdict, loadVocabulary, markupVerdict } = await loadChecker();
  const result = checkJsonLd(text, {
    vocabulary: await loadVocabulary(),
    context,
    ...(template ? { template } : {}),
  });
  const verdict = markupVerdict(result);
  return {
    diagnostics: result.diagnostics,
    verdict: { text: describeVerdict(verdict), ok: verdict.errors === 0 },
  };
};
