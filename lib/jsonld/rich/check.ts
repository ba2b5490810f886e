import { formatPath } from '../source/positions';
import { applies, applyRule, featureName } from './apply';
import type { Pick, RuleSet } from './apply';
import { appliesOn, RULES_CURRENT_TO } from './dates';
import type { RichFeature } from './features';
import { RICH_NOTICES } from './notices';
import type { NoticeStatus, RichNotice } from './notices';
import { RICH_RULES } from './rules';
import type { RichRule } from './rules';
import type { Issue, Segment } from '../types';
import type { Vocabulary } from '../vocab/vocabulary';
import type { GraphNode, Walk } from '../source/walk';

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
  const inForce = RICH_RULES.filter((r) => appliesOn(r, asOf));
  const byId = new Map(inForce.map((r) => [r.id, r]));
  const topLevel = inForce.filter((r) => !r.nestedOnly && !r.alongside);
  const alongside = inForce.filter((r) => r.alongside);
  const notices = RICH_NOTICES.filter((n) => appliesOn(n, asOf));
  const isA = (type: string, ancestor: string) =>
    vocab ? vocab.isA(type, ancestor) : type === ancestor;
  const specificity = (type: string) => (vocab ? vocab.ancestors(type).size : 0);
  const mostSpecific: Pick = (types, candidates) => {
    let best: RichRule | undefined;
    let bestDepth = -1;
    for (const type of types) {
      for (const rule of candidates) {
        if (rule.except?.some((e) => isA(type, e))) continue;
        const match = rule.types.find((ruleType) => isA(type, ruleType));
        if (match !== undefined && specificity(match) > bestDepth) {
          best = rule;
          bestDepth = specificity(match);
        }
      }
    }
    return best;
  };
  const rules: RuleSet = { pick: mostSpecific, byId, seen: new Map() };
  // Main items share a few types: the rule and the notices of a type are worked out once.
  const ruleOfType = new Map<string, RichRule | undefined>();
  const alongsideOfType = new Map<string, RichRule[]>();
  const fits = (type: string, rule: RichRule) =>
    rule.types.some((rt) => isA(type, rt)) && !rule.except?.some((e) => isA(type, e));
  const noticeTypes = new Map<RichNotice, Map<string, boolean>>();
  const noticeMatches = (notice: RichNotice, tp: string) => {
    let byType = noticeTypes.get(notice);
    if (!byType) noticeTypes.set(notice, (byType = new Map()));
    let found = byType.get(tp);
    if (found === undefined) {
      found = notice.types.some(
        (n) =>
          isA(tp, n) &&
          !topLevel.some((r) =>
            r.types.some((rt) => isA(tp, rt) && specificity(rt) > specificity(n)),
          ),
      );
      byType.set(tp, found);
    }
    return found;
  };
  const findings: RichFinding[] = [];
  for (const node of mainItems(w)) {
    let path: string | undefined;
    let applied: RichRule[] | undefined;
    const candidates: [string, RichRule][] = [];
    for (const type of node.types) {
      if (!ruleOfType.has(type)) ruleOfType.set(type, mostSpecific([type], topLevel));
      const rule = ruleOfType.get(type);
      if (rule) candidates.push([type, rule]);
    }
    for (const type of node.types) {
      let extra = alongsideOfType.get(type);
      if (!extra) alongsideOfType.set(type, (extra = alongside.filter((r) => fits(type, r))));
      for (const rule of extra) candidates.push([type, rule]);
    }
    for (const [type, rule] of candidates) {
      if (applied?.includes(rule) || !applies(rule, node.value)) continue;
      (applied ??= []).push(rule);
      const before = issues.length;
      applyRule(rule, node.value, node.at, 'root', rules, issues);
      let errors = 0;
      for (let i = before; i < issues.length; i++) if (issues[i]!.severity === 'error') errors++;
      findings.push({
        path: (path ??= formatPath(node.at)),
        type,
        feature: rule.feature,
        name: featureName(rule, rules),
        status: errors === 0 ? 'eligible' : 'not-eligible',
        errors,
        warnings: issues.length - before - errors,
        source: rule.source,
      });
    }
    for (const notice of notices) {
      // A more specific live rule wins: every Recipe is a HowTo, yet recipes are not retired.
      let type: string | undefined;
      for (const tp of node.types) if (type === undefined && noticeMatches(notice, tp)) type = tp;
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
        path: (path ??= formatPath(node.at)),
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
