/**
 * Rich results on each side of a publish: what the checker says of a page version's markup, one
 * verdict per rich result, and the changes between two sides. Pure.
 * @module
 */
import type { CheckResult } from '../../../jsonld';
import type { FeatureChange, FeatureStatus, FeatureVerdict } from './forecast-types';

/**
 * One verdict per rich result the markup aims at: not eligible when any of its items misses a
 * required property (with the first such error), else eligible. Notices (retired features) and
 * plain markup give none.
 */
export function featureVerdicts(result: Pick<CheckResult, 'diagnostics' | 'richResults'>) {
  const byName = new Map<string, FeatureVerdict>();
  for (const finding of result.richResults) {
    if (finding.feature === undefined) continue;
    if (finding.status !== 'eligible' && finding.status !== 'not-eligible') continue;
    const known = byName.get(finding.name);
    if (known?.status === 'not-eligible') continue;
    if (finding.status === 'eligible') {
      byName.set(finding.name, known ?? { name: finding.name, status: 'eligible' });
      continue;
    }
    const reason = result.diagnostics.find(
      (d) =>
        d.severity === 'error' && d.rule.startsWith('rich/') && d.path.startsWith(finding.path),
    )?.message;
    byName.set(finding.name, {
      name: finding.name,
      status: 'not-eligible',
      ...(reason ? { reason: reason.slice(0, 300) } : {}),
    });
  }
  return [...byName.values()];
}

/** The verdicts of several blocks together: a rich result is eligible only where no block fails it. */
export function mergeVerdicts(lists: readonly (readonly FeatureVerdict[])[]): FeatureVerdict[] {
  const byName = new Map<string, FeatureVerdict>();
  for (const verdict of lists.flat()) {
    const known = byName.get(verdict.name);
    if (!known || (known.status === 'eligible' && verdict.status === 'not-eligible'))
      byName.set(verdict.name, verdict);
  }
  return [...byName.values()];
}

const statusIn = (list: readonly FeatureVerdict[], name: string): FeatureStatus =>
  list.find((v) => v.name === name)?.status ?? 'absent';

/** Every rich result whose standing differs between `before` and `after`, in a stable order. */
export function featureChanges(
  before: readonly FeatureVerdict[],
  after: readonly FeatureVerdict[],
): FeatureChange[] {
  const names = [...new Set([...before, ...after].map((v) => v.name))].sort();
  return names.flatMap((name): FeatureChange[] => {
    const was = statusIn(before, name);
    const will = statusIn(after, name);
    const reason = after.find((v) => v.name === name)?.reason;
    const wasReason = before.find((v) => v.name === name)?.reason;
    if (was === will && (will !== 'not-eligible' || reason === wasReason)) return [];
    return [{ name, before: was, after: will, ...(reason ? { reason } : {}) }];
  });
}

/** Whether a change loses a rich result Google could show before. */
export const isLoss = (change: FeatureChange): boolean =>
  change.before === 'eligible' && change.after !== 'eligible';

/** Whether a change gains a rich result Google could not show before. */
export const isGain = (change: FeatureChange): boolean =>
  change.after === 'eligible' && change.before !== 'eligible';
