/**
 * The JSON-LD checker: pure functions shared by the schema editor, the site grid and the CLI.
 * No browser API, no network, no storage; the vocabulary is loaded lazily by {@link loadVocabulary}.
 */
export { checkJsonLd } from './check';
export type { CheckOptions, CheckResult } from './check';
export { applyFix, firstMemberFix } from './fixes';
export { JSONLD_LIMITS, STRIPPED_KEYS } from './limits';
export { normalizeInput } from './normalize';
export type { InputForm, NormalizedInput } from './normalize';
export type { RichFinding } from './rich-check';
export { appliesOn, formatRuleDate, RULES_CURRENT_TO, SOURCES } from './rich-dates';
export type { Dated } from './rich-dates';
export { richFeatureName } from './rich-features';
export type { RichFeature } from './rich-features';
export { RICH_NOTICES } from './rich-notices';
export type { NoticeStatus, RichNotice } from './rich-notices';
export { RICH_RULES } from './rich-rules';
export type { Requirement, RichRule } from './rich-rules';
export { serializeJsonLdForHtml } from './serialize';
export { identifyingValues } from './template-rules';
export type { IdentifyingValue } from './template-rules';
export { describeVerdict, markupVerdict } from './verdict';
export type { MarkupVerdict } from './verdict';
export type { Diagnostic, Fix, PageContext, Position, Range, Severity } from './types';
export { loadVocabulary, Vocabulary } from './vocabulary';
export type { TermStatus } from './vocabulary';
export type { VocabularyData } from './vocab/data';
