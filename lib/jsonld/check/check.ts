import { checkDuplicateKeys } from '../source/duplicates';
import { checkLimits, measure, utf8Length } from './limits';
import { checkLocale } from './locale';
import { parseInput } from '../source/normalize';
import type { InputForm } from '../source/normalize';
import { firstMemberFix } from '../source/fixes';
import { formatPath, Locator } from '../source/positions';
import { checkRichResults } from '../rich/check';
import type { RichFinding } from '../rich/check';
import { SourceIndex } from '../source/source-index';
import { checkStructure } from './structure';
import { checkTemplate } from '../cms/template-rules';
import type { Diagnostic, Issue, PageContext } from '../types';
import { checkVocabulary } from '../vocab/check';
import type { Vocabulary } from '../vocab/vocabulary';
import { walk } from '../source/walk';

/** Options of {@link checkJsonLd}. */
export interface CheckOptions {
  /** The loaded vocabulary ({@link loadVocabulary}); without it the `vocab/` checks are skipped. */
  vocabulary?: Vocabulary;
  /** The page the markup belongs to; without it the `locale/` checks are skipped. */
  context?: PageContext;
  /**
   * The day (ISO date) whose rich-result rules apply; `RULES_CURRENT_TO` by default. Rules
   * and notices carry the dates they apply from and until.
   */
  asOf?: string;
  /** The markup is a collection template's: every published item page shows it. `template/` rules run. */
  template?: { collection: string; itemCount?: number };
}

/** What {@link checkJsonLd} found. */
export interface CheckResult {
  form: InputForm;
  /** The parsed value; absent when the input is not valid JSON. */
  value?: unknown;
  /** The text the diagnostics' ranges refer to (see {@link normalizeInput}). */
  text: string;
  /** Findings in document order, then by family. */
  diagnostics: Diagnostic[];
  /** The main items that rich-result rules or notices speak of, with their verdicts. */
  richResults: RichFinding[];
}

/**
 * Checks JSON-LD markup in any of the service's three input forms: syntax, the service's limits,
 * JSON-LD structure, the schema.org vocabulary (when given), Google rich-result eligibility and
 * locale consistency (when a page context is given). Synchronous and pure; never throws.
 */
export function checkJsonLd(input: unknown, options: CheckOptions = {}): CheckResult {
  const parsed = parseInput(input);
  const { form, text } = parsed;
  if (parsed.error) return { form, text, diagnostics: [parsed.error], richResults: [] };

  const issues: Issue[] = [];
  const value = parsed.value;
  const bytes = utf8Length(form === 'object' ? JSON.stringify(value) : text);
  const measured: Issue[] = [];
  const m = measure(value, measured);
  const json = parsed.json ?? '';
  const source = new SourceIndex(json, m.nodes);
  // Only a repeated key makes the text hold more keys than the parsed value.
  if (source.properties !== m.keys) checkDuplicateKeys(json, issues);
  issues.push(...measured);
  checkLimits(bytes, m, issues);
  const w = walk(value);
  checkStructure(value, w, issues);
  if (options.vocabulary) checkVocabulary(w, options.vocabulary, issues);
  const richResults = checkRichResults(w, options.vocabulary, issues, options.asOf);
  if (options.context) checkLocale(w, options.context, options.vocabulary, issues);
  if (options.template) checkTemplate(w, options.template, options.vocabulary, issues);

  const locator = new Locator(source, parsed.lines, parsed.base);
  const diagnostics = issues.map((issue) => toDiagnostic(issue, locator, text));
  diagnostics.sort((a, b) => (a.range?.from ?? -1) - (b.range?.from ?? -1));
  return { form, value, text, diagnostics, richResults };
}

function toDiagnostic(issue: Issue, locator: Locator, text: string): Diagnostic {
  const d: Diagnostic = {
    severity: issue.severity,
    rule: issue.rule,
    message: issue.message,
    path: formatPath(issue.at),
  };
  const range = locator.locate(issue.at, issue.target);
  if (range) d.range = range;
  if (issue.docs) d.docs = issue.docs;
  if (issue.replacement && range) {
    d.fix = {
      title: issue.replacement.title,
      from: range.from,
      to: range.to,
      insert: issue.replacement.text,
    };
  }
  const object = issue.firstMember && locator.locate(issue.at, 'value');
  if (issue.firstMember && object) {
    const fix = firstMemberFix(text, object, issue.firstMember.text, issue.firstMember.title);
    if (fix) d.fix = fix;
  }
  return d;
}
