import { t } from '../i18n/t';
import { orList } from './or-list';
import { richFeatureName } from './rich-features';
import { RICH_NOTICES } from './rich-notices';
import { RICH_RULES } from './rich-rules';
import type { Requirement, RichRule } from './rich-rules';
import type { Issue, Segment } from './types';
import type { Vocabulary } from './vocabulary';
import { isObject, isReference, rawTypes, schemaName, valuesOf } from './walk';
import type { GraphNode, JsonObject, Walk } from './walk';

const byId = new Map(RICH_RULES.map((r) => [r.id, r]));
const topLevelRules = RICH_RULES.filter((r) => !r.nestedOnly);

/**
 * Checks Google rich-result eligibility of the markup's main items (top-level items, `@graph`
 * members and the `mainEntity` of a top-level item): required properties missing are errors,
 * recommended ones warnings, retired or limited features info. Subtypes match their parent's
 * rule when the vocabulary is given (e.g. `Restaurant` gets the local-business rule).
 */
export function checkRichResults(w: Walk, vocab: Vocabulary | undefined, issues: Issue[]): void {
  const isA = (type: string, ancestor: string) =>
    vocab ? vocab.isA(type, ancestor) : type === ancestor;
  const specificity = (type: string) => (vocab ? vocab.ancestors(type).size : 0);
  const mostSpecific = (types: readonly string[], rules: readonly RichRule[]) => {
    let best: RichRule | undefined;
    let bestDepth = -1;
    for (const type of types) {
      for (const rule of rules) {
        const match = rule.types.find((ruleType) => isA(type, ruleType));
        if (match !== undefined && specificity(match) > bestDepth) {
          best = rule;
          bestDepth = specificity(match);
        }
      }
    }
    return best;
  };
  for (const node of mainItems(w)) {
    const rules = new Set<RichRule>();
    for (const type of node.types) {
      const best = mostSpecific([type], topLevelRules);
      if (best) rules.add(best);
    }
    for (const rule of rules) applyRule(rule, node.value, node.at, true, mostSpecific, issues);
    for (const notice of RICH_NOTICES) {
      if (!node.types.some((type) => notice.types.some((n) => isA(type, n)))) continue;
      if (notice.withProperty !== undefined && !present(node.value, notice.withProperty)) continue;
      issues.push({
        severity: 'info',
        rule: `rich/${notice.id}/${notice.status}`,
        message: notice.message,
        at: node.at,
        target: 'node',
        docs: notice.docs,
      });
    }
  }
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

function applyRule(
  rule: RichRule,
  value: JsonObject,
  at: Segment[],
  root: boolean,
  pick: (types: readonly string[], rules: readonly RichRule[]) => RichRule | undefined,
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
      docs: rule.docs,
    });
  }
  for (const rec of rule.recommended ?? []) {
    if (satisfied(value, rec)) continue;
    issues.push({
      severity: 'warning',
      rule: `rich/${rule.id}/recommended`,
      message: t('jsonld_rich_recommended', names(rec), feature),
      at,
      target: 'node',
      docs: rule.docs,
    });
  }
  for (const [property, ids] of Object.entries(rule.nested ?? {})) {
    for (const item of valuesOf(value[property], [...at, property])) {
      if (!isObject(item.value) || isReference(item.value) || '@value' in item.value) continue;
      const childTypes = rawTypes(item.value)
        .map(schemaName)
        .filter((type): type is string => type !== undefined);
      const candidates = ids.map((id) => byId.get(id)!);
      const nested = childTypes.length === 0 ? candidates[0] : pick(childTypes, candidates);
      if (nested) applyRule(nested, item.value, item.at, false, pick, issues);
    }
  }
}

function satisfied(value: JsonObject, req: Requirement): boolean {
  return typeof req === 'string' ? present(value, req) : req.some((r) => present(value, r));
}

function present(value: unknown, path: string): boolean {
  const [head, ...rest] = path.split('.');
  if (!isObject(value) || head === undefined) return false;
  const items = valuesOf(value[head], []).map((v) => v.value);
  return items.some((item) =>
    rest.length > 0
      ? present(item, rest.join('.'))
      : item !== null && item !== undefined && item !== '',
  );
}

function names(req: Requirement): string {
  if (typeof req === 'string') return `"${req}"`;
  return orList(req.map((r) => `"${r}"`));
}
