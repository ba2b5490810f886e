import { formatNumber, t } from '../text/text';
import type { CheckResult } from './check';
import { walk } from '../source/walk';

/**
 * What the markup amounts to, in one line's worth of facts: unreadable, eligible or not for the
 * rich results its items aim at, or (no rich result applies) which types it describes.
 */
export type MarkupVerdict =
  | { kind: 'unreadable'; errors: number }
  | { kind: 'rich'; eligible: string[]; notEligible: string[]; errors: number }
  | { kind: 'plain'; types: string[]; errors: number };

const unique = (list: string[]) => [...new Set(list)];

/** The verdict of a check: rich-result names come from the findings, types from the top-level items. */
export function markupVerdict(result: CheckResult): MarkupVerdict {
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  if (result.value === undefined) return { kind: 'unreadable', errors };
  const rich = result.richResults.filter((f) => f.feature !== undefined);
  if (rich.length > 0) {
    const names = (status: string) =>
      unique(rich.filter((f) => f.status === status).map((f) => f.name));
    const notEligible = names('not-eligible');
    return {
      kind: 'rich',
      eligible: names('eligible').filter((n) => !notEligible.includes(n)),
      notEligible,
      errors,
    };
  }
  const types = unique(
    walk(result.value)
      .nodes.filter((n) => n.root)
      .flatMap((n) => n.types),
  );
  return { kind: 'plain', types, errors };
}

/** Names joined the UI language's way: `A`, `A and B`, `A, B and C`. */
function joined(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return t('jsonld_verdict_and', names.slice(0, -1).join(', '), names.at(-1)!);
}

const errorCount = (n: number) =>
  n === 1
    ? t('jsonld_verdict_errors_one', formatNumber(n))
    : t('jsonld_verdict_errors_many', formatNumber(n));

/**
 * The verdict in words, e.g. "Eligible for Article rich results", "Not eligible for Article rich
 * results: 1 error", "Organization markup: valid".
 */
export function describeVerdict(v: MarkupVerdict): string {
  if (v.kind === 'unreadable')
    return t('jsonld_verdict_unreadable', errorCount(Math.max(1, v.errors)));
  if (v.kind === 'rich') {
    if (v.notEligible.length > 0) {
      return t(
        'jsonld_verdict_not_eligible',
        joined(v.notEligible),
        errorCount(Math.max(1, v.errors)),
      );
    }
    const eligible = t('jsonld_verdict_eligible', joined(v.eligible));
    return v.errors > 0
      ? t('jsonld_verdict_with_errors', eligible, errorCount(v.errors))
      : eligible;
  }
  const what =
    v.types.length > 0
      ? t('jsonld_verdict_markup', joined(v.types))
      : t('jsonld_verdict_markup_untyped');
  return v.errors > 0
    ? t('jsonld_verdict_with_errors', what, errorCount(v.errors))
    : t('jsonld_verdict_valid', what);
}
