/**
 * The forecast's checker: `checkJsonLd` with the schema.org vocabulary, loaded once and only in
 * the background, when a forecast first needs it.
 * @module
 */
import { loadChecker } from '../../../jsonld';
import type { CheckValue } from './saved-site';

/** Loads the checker and answers a function that checks one value. */
export async function loadForecastCheck(): Promise<CheckValue> {
  const { checkJsonLd, loadVocabulary } = await loadChecker();
  const vocabulary = await loadVocabulary();
  return (value) => checkJsonLd(value, { vocabulary });
}
