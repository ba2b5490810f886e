import { t } from '../i18n/t';
import { orList } from './or-list';
import { formatPath } from './positions';
import { appliesOn, RULES_CURRENT_TO } from './rich-dates';
import { richFeatureName } from './rich-features';
import type { RichFeature } from './rich-features';
import { RICH_NOTICES } from './rich-notices';
import type { NoticeStatus } from './rich-notices';
import { RICH_RULES } from './rich-rules';
import type { Requirement, RichRule } from './rich-rules';
import type { Issue, Segment } from './types';
import type { Vocabulary } from './vocabulary';
import { isObject, isReference, rawTypes, schemaName, valuesOf } from './walk';
import type { GraphNode, JsonObject, Walk } from './walk';

/** One main item of the markup that a rich-result rule or notice speaks of, and the verdict. */
export interface RichFinding {
  /** JSON path of the item, e.g. `$['@graph'][1]`. */
  path: string;
  /** The item's schema.org type that the rule or notice matched, e.g. `BlogPosting`. */
  type: string;
  /** The rule's feature (absent for a notice). */
  feature?: RichFeature;
  /** The rich result's name in the UI language, e.g. `Product snippet`. */
  name: string;
  /** By the rules: no required property missing (`eligible`) or some missing; else the notice's status. */
  status: 'eligible' | 'not-eligible' | NoticeStatus;
  /** Errors and warnings the rule found on the item and its nested values. */
  errors: number;
  warnings: number;
  /** The notice's message, for a notice. */
  message?: string;
  /** The first day the notice applies (ISO date), for a notice. */
  since?: string;
  /** The page the rule or notice comes from. */
  source: string;
}

type Pick = (types: readonly string[], rules: readonly RichRule[]) => RichRule | undefined;

/**
 * Checks Google rich-result eligibility of the markup's main items (top-level items, `@graph`
 * members and the `mainEntity` of a top-level item) by the rules that apply on `asOf` (an ISO
 * date, {@link RULES_CURRENT_TO} by default): required properties missing are errors, recommended
 * ones warnings; retired, deprecated or limited features give one info notice. A retired feature's
 * rule no longer applies. Subtypes match their parent's rule when the vocabulary is given (e.g.
 * `Restaurant` gets the local-business rule). Returns what it found per item.
 */
export function checkRichResults(
  w: Walk,
  vocab: Vocabulary | undefined,
  issues: Issue[],
  asOf: string = RULES_CURRENT_TO,
): RichFinding[] {
  const rules = RICH_RULES.filter((r) => appliesOn(r, asOf));
  const byId = new Map(rules.map((r) => [r.id, r]));
  const topLevel = rules.filter((r) => !r.nestedOnly);
  const notices = RICH_NOTICES.filter((n) => appliesOn(n, asOf));
  const isA = (type: string, ancestor: string) =>
    vocab ? vocab.isA(type, ancestor) : type === ancestor;
  const specificity = (type: string) => (vocab ? vocab.ancestors(type).size : 0);
  const mostSpecific: Pick = (types, candidates) => {
    let best: RichRule | undefined;
    let bestDepth = -1;
    for (const type of types) {
      for (const rule of candidates) {
        const match = rule.types.find((ruleType) => isA(type, ruleType));
        if (match !== undefined && specificity(match) > bestDepth) {
          best = rule;
          bestDepth = specificity(match);
        }
      }
    }
    return best;
  };
  const findings: RichFinding[] = [];
  for (const node of mainItems(w)) {
    const path = formatPath(node.at);
    const applied = new Set<RichRule>();
    for (const type of node.types) {
      const rule = mostSpecific([type], topLevel);
      if (!rule || applied.has(rule)) continue;
      applied.add(rule);
      const before = issues.length;
      applyRule(rule, node.value, node.at, true, { pick: mostSpecific, byId }, issues);
      const found = issues.slice(before);
      const errors = found.filter((i) => i.severity === 'error').length;
      findings.push({
        path,
        type,
        feature: rule.feature,
        name: richFeatureName(rule.feature),
        status: errors === 0 ? 'eligible' : 'not-eligible',
        errors,
        warnings: found.length - errors,
        source: rule.source,
      });
    }
    for (const notice of notices) {
      const type = node.types.find((tp) => notice.types.some((n) => isA(tp, n)));
      if (type === undefined || (notice.when && !notice.when(node.value, node.types))) continue;
      const message = notice.message;
      issues.push({
        severity: 'info',
        rule: `rich/${notice.id}/${notice.status}`,
        message,
        at: node.at,
        target: 'node',
        docs: notice.source,
      });
      findings.push({
        path,
        type,
        name: notice.name(),
        status: notice.status,
        errors: 0,
        warnings: 0,
        message,
        since: notice.since,
        source: notice.source,
      });
    }
  }
  return findings;
}

function mainItems(w: Walk): GraphNode[] {
  return w.nodes.filter(
    (n) =>
      n.root || (n.via === 'mainEntity' && w.nodes.some((r) => r.root && isParent(r.at, n.at))),
  );
}

function isParent(parent: readonly Segment[], child: readonly Segment[]): boolean {
  const rest = child.slice(parent.length);
  return (
    parent.every((s, i) => child[i] === s) &&
    rest[0] === 'mainEntity' &&
    rest.slice(1).every((s) => typeof s === 'number')
  );
}

interface RuleSet {
  pick: Pick;
  byId: ReadonlyMap<string, RichRule>;
}

function applyRule(
  rule: RichRule,
  value: JsonObject,
  at: Segment[],
  root: boolean,
  rules: RuleSet,
  issues: Issue[],
): void {
  const feature = richFeatureName(rule.feature);
  const required = root
    ? [...(rule.required ?? []), ...(rule.requiredAtRoot ?? [])]
    : (rule.required ?? []);
  for (const req of required) {
    if (satisfied(value, req)) continue;
    issues.push({
      severity: 'error',
      rule: `rich/${rule.id}/required`,
      message:
        typeof req === 'string'
          ? t('jsonld_rich_required', names(req), feature)
          : t('jsonld_rich_required_one_of', names(req), feature),
      at,
      target: 'node',
      docs: rule.source,
    });
  }
  for (const rec of rule.recommended ?? []) {
    if (satisfied(value, rec)) continue;
    issues.push({
      severity: 'warning',
      rule: `rich/${rule.id}/recommended`,
      message:
        typeof rec === 'string'
          ? t('jsonld_rich_recommended', names(rec), feature)
          : t('jsonld_rich_recommended_one_of', names(rec), feature),
      at,
      target: 'node',
      docs: rule.source,
    });
  }
  for (const [property, ids] of Object.entries(rule.nested ?? {})) {
    const candidates = ids
      .map((id) => rules.byId.get(id))
      .filter((r): r is RichRule => r !== undefined);
    if (candidates.length === 0) continue;
    for (const item of valuesOf(value[property], [...at, property])) {
      if (!isObject(item.value) || isReference(item.value) || '@value' in item.value) continue;
      const childTypes = rawTypes(item.value)
        .map(schemaName)
        .filter((type): type is string => type !== undefined);
      const nested = childTypes.length === 0 ? candidates[0] : rules.pick(childTypes, candidates);
      if (nested) applyRule(nested, item.value, item.at, false, rules, issues);
    }
  }
}

function satisfied(value: JsonObject, req: Requirement): boolean {
  return typeof req === 'string' ? present(value, req) : req.some((r) => present(value, r));
}

/** Whether the dotted `path` has a non-empty value, without building paths (this runs per node). */
function present(value: unknown, path: string): boolean {
  const dot = path.indexOf('.');
  const head = dot < 0 ? path : path.slice(0, dot);
  const rest = dot < 0 ? '' : path.slice(dot + 1);
  return (
    isObject(value) &&
    someValue(value[head], (item) =>
      rest ? present(item, rest) : item !== null && item !== undefined && item !== '',
    )
  );
}

function someValue(value: unknown, test: (item: unknown) => boolean): boolean {
  if (Array.isArray(value)) return value.some((v) => someValue(v, test));
  if (isObject(value)) {
    if (Array.isArray(value['@list'])) return someValue(value['@list'], test);
    if (Array.isArray(value['@set'])) return someValue(value['@set'], test);
  }
  return test(value);
}

function names(req: Requirement): string {
  if (typeof req === 'string') return `"${req}"`;
  return orList(req.map((r) => `"${r}"`));
}
