/**
 * The checker as the live check of item pages uses it: the JSON-LD checker's counts, its
 * rich-result verdict and the identifying values of the top-level entity. The checker loads only
 * when a check starts.
 * @module
 */
import type { CheckItemBlock, ItemBlockCheck } from './item-read';
import { loadChecker } from '../../../jsonld';

/** Loads the checker and its vocabulary, and answers the per-block check. */
export async function loadItemCheck(): Promise<CheckItemBlock> {
  const { checkJsonLd, identifyingValues, loadVocabulary, markupVerdict } = await loadChecker();
  const vocabulary = await loadVocabulary();
  return (value): ItemBlockCheck => {
    const result = checkJsonLd(value, { vocabulary });
    const verdict = markupVerdict(result);
    return {
      errors: result.diagnostics.filter((d) => d.severity === 'error').length,
      warnings: result.diagnostics.filter((d) => d.severity === 'warning').length,
      rich:
        verdict.kind !== 'rich'
          ? 'none'
          : verdict.notEligible.length > 0
            ? 'not-eligible'
            : 'eligible',
      identifying: result.value === undefined ? [] : identifyingValues(result.value, vocabulary),
    };
  };
}
