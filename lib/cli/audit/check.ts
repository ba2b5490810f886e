/**
 * The command-line audit's checker: the same check as the extension's grid (`checkJsonLd` with the
 * schema.org vocabulary, no page context) and the same counts, keeping every diagnostic so the
 * report can name each finding's rule, path and place.
 * @module
 */
import { checkJsonLd, type Diagnostic, loadVocabulary } from '../../jsonld';
import { countFindings } from '../../features/site';
import type { CheckCounts } from '../../features/site';

/** The grid's counts plus the diagnostics they came from. */
export interface CheckedValue extends CheckCounts {
  diagnostics: Diagnostic[];
}

/** Loads the vocabulary once and answers the checker. */
export async function loadAuditCheck(): Promise<(value: unknown) => CheckedValue> {
  const vocabulary = await loadVocabulary();
  return (value) => {
    const diagnostics = checkJsonLd(value, { vocabulary }).diagnostics;
    return { ...countFindings(diagnostics), diagnostics };
  };
}
