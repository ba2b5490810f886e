import { t } from '../text/text';
import { orList } from '../text/or-list';
import { richFeatureName } from './features';
import type { Requirement, RichRule } from './rules';
import type { Issue, Segment } from '../types';
import { lastOf, numberOf } from './order';
import { satisfied } from './present';
import { isObject, isReference, schemaTypes, valuesOf } from '../source/walk';
import type { JsonObject } from '../source/walk';

/** Picks the rule whose types fit `types` most specifically. */
export type Pick = (types: readonly string[], rules: readonly RichRule[]) => RichRule | undefined;

/**
 * Where an item sits: a main item, a value of a property, the last value of a list, or a value of a
 * list whose last item can't be told (its positions are not all whole numbers).
 */
export type Place = 'root' | 'nested' | 'last' | 'unordered';

/** The rules in force, how to pick among them, and what one check has already worked out. */
export interface RuleSet {
  pick: Pick;
  byId: ReadonlyMap<string, RichRule>;
  /** Per rule, for one check: thousands of items share a handful of rules and messages. */
  seen: Map<RichRule, RuleMemo>;
}

/** What a rule's findings share across the items of one check. */
interface RuleMemo {
  feature: string;
  /** The findings' rule ids: `rich/<id>/required` and `rich/<id>/recommended`. */
  requiredRule: string;
  recommendedRule: string;
  /** Messages by requirement, for missing required and recommended properties. */
  required: Map<Requirement, string>;
  recommended: Map<Requirement, string>;
  /** The nested properties and the rules that may apply to their values. */
  nested: [string, RichRule[]][];
}

function memoOf(rule: RichRule, rules: RuleSet): RuleMemo {
  let memo = rules.seen.get(rule);
  if (!memo) {
    const nested: [string, RichRule[]][] = [];
    for (const [property, ids] of Object.entries(rule.nested ?? {})) {
      const candidates = ids
        .map((id) => rules.byId.get(id))
        .filter((r): r is RichRule => r !== undefined);
      if (candidates.length > 0) nested.push([property, candidates]);
    }
    const feature = richFeatureName(rule.feature);
    memo = {
      feature,
      requiredRule: `rich/${rule.id}/required`,
      recommendedRule: `rich/${rule.id}/recommended`,
      required: new Map(),
      recommended: new Map(),
      nested,
    };
    rules.seen.set(rule, memo);
  }
  return memo;
}

/** The rule's feature name in the UI language, as this check's findings give it. */
export const featureName = (rule: RichRule, rules: RuleSet): string => memoOf(rule, rules).feature;

function requiredMessage(req: Requirement, memo: RuleMemo): string {
  let message = memo.required.get(req);
  if (message === undefined) {
    message =
      typeof req === 'string'
        ? t('jsonld_rich_required', names(req), memo.feature)
        : t('jsonld_rich_required_one_of', names(req), memo.feature);
    memo.required.set(req, message);
  }
  return message;
}

function recommendedMessage(req: Requirement, memo: RuleMemo): string {
  let message = memo.recommended.get(req);
  if (message === undefined) {
    message =
      typeof req === 'string'
        ? t('jsonld_rich_recommended', names(req), memo.feature)
        : t('jsonld_rich_recommended_one_of', names(req), memo.feature);
    memo.recommended.set(req, message);
  }
  return message;
}

/**
 * Applies `rule` to an item and, through `nested`, to its values: required properties missing are
 * errors, recommended ones warnings.
 */
export function applyRule(
  rule: RichRule,
  value: JsonObject,
  at: Segment[],
  place: Place,
  rules: RuleSet,
  issues: Issue[],
): void {
  const memo = memoOf(rule, rules);
  const feature = memo.feature;
  const skip = place === 'last' || place === 'unordered' ? rule.notForLast : undefined;
  let asked = requireAll(rule, rule.required, value, at, memo, issues, undefined, skip);
  // In a list without a clear order any item may be the last one: asked, but not required.
  if (place === 'unordered')
    for (const req of rule.notForLast ?? []) recommend(rule, req, value, at, memo, issues);
  if (place === 'root')
    asked = requireAll(rule, rule.requiredAtRoot, value, at, memo, issues, asked);
  // Several keys may ask for the same property: it is asked once.
  const conditional = new Set<Requirement>();
  for (const [key, reqs] of Object.entries(rule.requiredIf ?? {}))
    if (satisfied(value, key)) for (const req of reqs) conditional.add(req);
  if (conditional.size > 0)
    asked = requireAll(rule, [...conditional], value, at, memo, issues, asked);
  if (rule.ratingScale) checkScale(rule, value, at, feature, issues);
  // What a requirement already asked for (alone or as one of alternatives) is not recommended too.
  for (const rec of rule.recommended ?? []) {
    if (typeof rec === 'string' && asked?.has(rec)) continue;
    recommend(rule, rec, value, at, memo, issues);
  }
  for (const [property, candidates] of memo.nested) {
    if (value[property] === undefined) continue;
    const items = valuesOf(value[property], [...at, property]);
    const last = lastOf(items);
    const ordered = last !== undefined;
    for (let index = 0; index < items.length; index++) {
      const item = items[index]!;
      if (PLAIN.has(typeof item.value)) {
        issues.push({
          severity: 'error',
          rule: `rich/${rule.id}/item-expected`,
          message: t('jsonld_rich_item_expected', names(property), feature),
          at: item.at,
          docs: rule.source,
        });
        continue;
      }
      if (!isObject(item.value) || isReference(item.value) || '@value' in item.value) continue;
      const childTypes = schemaTypes(item.value);
      const nested = childTypes.length === 0 ? candidates[0] : rules.pick(childTypes, candidates);
      const place = !ordered ? 'unordered' : index === last ? 'last' : 'nested';
      if (nested && applies(nested, item.value))
        applyRule(nested, item.value, item.at, place, rules, issues);
    }
  }
}

/** Whether the rule's condition (`when`) holds for the item. */
export const applies = (rule: RichRule, value: JsonObject): boolean =>
  rule.when === undefined ||
  rule.when.some((req) => satisfied(value, req)) ||
  (rule.whenNone !== undefined && !rule.whenNone.some((req) => satisfied(value, req)));

/** Reports a recommended property the item lacks. */
function recommend(
  rule: RichRule,
  rec: Requirement,
  value: JsonObject,
  at: Segment[],
  memo: RuleMemo,
  issues: Issue[],
): void {
  if (satisfied(value, rec)) return;
  issues.push({
    severity: 'warning',
    rule: memo.recommendedRule,
    message: recommendedMessage(rec, memo),
    at,
    target: 'node',
    docs: rule.source,
  });
}

/** Reports the missing `required` properties but those in `skip`; returns what was asked for. */
function requireAll(
  rule: RichRule,
  required: readonly Requirement[] | undefined,
  value: JsonObject,
  at: Segment[],
  memo: RuleMemo,
  issues: Issue[],
  asked: Set<string> | undefined,
  skip?: readonly string[],
): Set<string> | undefined {
  for (const req of required ?? []) {
    if (satisfied(value, req) || (typeof req === 'string' && skip?.includes(req))) continue;
    if (typeof req === 'string' && rule.unless?.[req]?.some((r) => satisfied(value, r))) continue;
    for (const r of typeof req === 'string' ? [req] : req) (asked ??= new Set()).add(r);
    issues.push({
      severity: 'error',
      rule: memo.requiredRule,
      message: requiredMessage(req, memo),
      at,
      target: 'node',
      docs: rule.source,
    });
  }
  return asked;
}

/** A text, number or boolean where Google expects an item (an object with its own properties). */
const PLAIN = new Set(['string', 'number', 'boolean']);

/** `ratingValue` within `worstRating`..`bestRating` (1 and 5 when not given, as Google assumes). */
function checkScale(
  rule: RichRule,
  value: JsonObject,
  at: Segment[],
  feature: string,
  issues: Issue[],
): void {
  const rating = numberOf(value.ratingValue);
  const worst = numberOf(value.worstRating) ?? 1;
  const best = numberOf(value.bestRating) ?? 5;
  if (rating === undefined || worst >= best || (rating >= worst && rating <= best)) return;
  issues.push({
    severity: 'error',
    rule: `rich/${rule.id}/out-of-range`,
    message: t('jsonld_rich_rating_range', String(rating), String(worst), String(best), feature),
    at: [...at, 'ratingValue'],
    docs: rule.source,
  });
}

function names(req: Requirement): string {
  if (typeof req === 'string') return `"${req}"`;
  return orList(req.map((r) => `"${r}"`));
}
