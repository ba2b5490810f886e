/**
 * What a page or the background loads when it first checks markup: the checker, its verdict, the
 * values that identify a template's item and the vocabulary's loader, in a chunk of their own
 * (`loadChecker` in `lib/jsonld/loaders.ts`).
 * @module
 */
export { checkJsonLd } from './check';
export { describeVerdict, markupVerdict } from './verdict';
export { identifyingValues } from '../cms/template-rules';
export { loadVocabulary } from '../vocab/vocabulary';
