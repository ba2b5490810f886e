/**
 * The checker's diagnostics of a site's cells as the report's findings, made as each chunk is
 * checked: a site's diagnostics (ranges, fixes and all) would otherwise wait for its report, and
 * every site of a run ends its audit at about the same time. Findings the same in every respect are
 * one object per site (pages built alike show the same ones), and cells whose value was checked
 * once (an inherited cell) share one list. Nothing here mutates a finding: `reportInheritedOnce`
 * copies the one it marks.
 * @module
 */
import type { Diagnostic } from '../../jsonld';
import type { AuditFinding } from './types';

/** A diagnostic as a finding: its place in the markup as lines and columns. */
export function markupFinding(d: Diagnostic): AuditFinding {
  return {
    severity: d.severity,
    rule: d.rule,
    message: d.message,
    path: d.path,
    line: d.range?.start.line ?? null,
    column: d.range?.start.column ?? null,
    endLine: d.range?.end.line ?? null,
    endColumn: d.range?.end.column ?? null,
    ...(d.docs ? { docs: d.docs } : {}),
  };
}

/** Every field of a finding, as one key. */
const keyOf = (f: AuditFinding) =>
  JSON.stringify([
    f.severity,
    f.rule,
    f.message,
    f.path,
    f.line,
    f.column,
    f.endLine,
    f.endColumn,
    f.docs ?? null,
  ]);

/** Turns one site's lists of diagnostics into findings, sharing what is the same. */
export function markupFindings(): (diagnostics: readonly Diagnostic[]) => readonly AuditFinding[] {
  const lists = new WeakMap<readonly Diagnostic[], readonly AuditFinding[]>();
  const shared = new Map<string, AuditFinding>();
  const one = (d: Diagnostic) => {
    const finding = markupFinding(d);
    const key = keyOf(finding);
    const known = shared.get(key);
    if (known) return known;
    shared.set(key, finding);
    return finding;
  };
  return (diagnostics) => {
    let list = lists.get(diagnostics);
    if (!list) lists.set(diagnostics, (list = diagnostics.map(one)));
    return list;
  };
}
