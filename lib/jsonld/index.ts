/**
 * The JSON-LD checker: pure functions shared by the schema editor, the site grid and the CLI.
 * No browser API, no network, no storage; the vocabulary is loaded lazily by {@link loadVocabulary}.
 * Everything outside `lib/jsonld/` imports it through this file (a lint rule); the extension's
 * build then takes each name from the module that defines it (`directCheckerImports` in
 * `scripts/page-build-plugins.ts`), so a page loads only what it uses; what it loads later comes
 * through the loaders (`loadChecker`, …), never an `import()` of this file. Its rooms are
 * `check/` (entry points, limits, verdict), `rich/` (Google's rich-result rules), `vocab/`
 * (schema.org, code and data), `source/` (reading, positions, walking, fixes), `cms/` (template
 * markup and bindings), `starters/` ("Add schema…") and `text/` (its words).
 * @module
 */
export { checkJsonLd } from './check/check';
export type { CheckOptions, CheckResult } from './check/check';
export { JSONLD_LIMITS, measure, STRIPPED_KEYS } from './check/limits';
export { describeVerdict, markupVerdict } from './check/verdict';
export type { MarkupVerdict } from './check/verdict';
export { hasBinding } from './cms/binding';
export { identifyingValues } from './cms/template-rules';
export type { IdentifyingValue } from './cms/template-rules';
export type { RichFinding } from './rich/check';
export { appliesOn, formatRuleDate, RULES_CURRENT_TO, SOURCES } from './rich/dates';
export type { Dated } from './rich/dates';
export { richFeatureName } from './rich/features';
export type { RichFeature } from './rich/features';
export { RICH_NOTICES } from './rich/notices';
export type { NoticeStatus, RichNotice } from './rich/notices';
export { RICH_RULES } from './rich/rules';
export type { Requirement, RichRule } from './rich/rules';
export { applyFix, firstMemberFix } from './source/fixes';
export { normalizeInput } from './source/normalize';
export type { InputForm, NormalizedInput } from './source/normalize';
export { formatPath, LineIndex } from './source/positions';
export { jsonLdScripts } from './source/page-blocks';
export type { JsonLdListener, JsonLdSpan } from './source/page-blocks';
export { scriptBlocks } from './source/script-blocks';
export type { ScriptBlock } from './source/script-blocks';
export { serializeJsonLdForHtml } from './source/serialize';
export { isObject, valuesOf, walk } from './source/walk';
export { loadAdobeValidator, loadChecker, loadNormalizer, loadStarters } from './loaders';
export type { NormalizerModule, StartersModule } from './loaders';
export type { GraphNode, JsonObject } from './source/walk';
export { setCheckerMessageSource } from './text/text';
export type { CheckerMessageSource } from './text/text';
export type { Diagnostic, Fix, PageContext, Position, Range, Segment, Severity } from './types';
export type { VocabularyData } from './vocab/data';
export { loadVocabulary, Vocabulary } from './vocab/vocabulary';
export type { TermStatus } from './vocab/vocabulary';
