import { type Diagnostic, formatRuleDate, type RichFinding } from '../../jsonld';
import type { Unit } from './units';

/** One finding as the command prints it (`--json` prints these objects). */
export interface Row {
  file: string;
  /** The JSON-LD block of an HTML page it was found in; null for markup checked whole. */
  block: number | null;
  severity: Diagnostic['severity'];
  rule: string;
  message: string;
  path: string;
  line: number | null;
  column: number | null;
  /** The rule's documentation (for rich results, Google's page); null when it has none. */
  docs: string | null;
}

/** The diagnostics of one unit as rows, positions given in the file. */
export function rowsOf(unit: Unit, diagnostics: readonly Diagnostic[]): Row[] {
  return diagnostics.map((d) => {
    const at = d.range ? unit.place(d.range.from, d.range.start) : null;
    return {
      file: unit.file,
      block: unit.block,
      severity: d.severity,
      rule: d.rule,
      message: d.message,
      path: d.path,
      line: at?.line ?? null,
      column: at?.column ?? null,
      docs: d.docs ?? null,
    };
  });
}

/** `file`, or `page.html block 2 (line 14)` for a block of a page. */
export const unitName = (unit: Unit): string =>
  unit.block === null ? unit.file : `${unit.file} block ${unit.block} (line ${unit.line})`;

/** `3 errors`, `1 warning`. */
export const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * What was found, one line per top-level rich-result type and verdict:
 * `1 BlogPosting: eligible for Article rich results`.
 */
export function foundLines(findings: readonly RichFinding[]): string[] {
  const groups = new Map<string, RichFinding[]>();
  for (const f of findings) {
    const key = `${f.type}\u0000${f.name}\u0000${f.status}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.values()].map((group) => {
    const f = group[0]!;
    const errors = group.reduce((n, g) => n + g.errors, 0);
    const warnings = group.reduce((n, g) => n + g.warnings, 0);
    const date = f.since ? formatRuleDate(f.since) : '';
    const verdict = {
      eligible: `eligible for ${f.name} rich results${warnings ? ` (${count(warnings, 'warning')})` : ''}`,
      'not-eligible': `not eligible for ${f.name} rich results (${count(errors, 'error')})`,
      retired: `${f.name} rich results are no longer shown (retired on ${date})`,
      deprecated: `${f.name} rich results are being phased out (announced on ${date})`,
      limited: `${f.name} rich results are shown only for some sites (since ${date})`,
    }[f.status];
    return `${group.length} ${f.type}: ${verdict}`;
  });
}

/** The rows as text: `file:line:col severity rule message (path)`, then the rule's link. */
export function rowLines(rows: readonly Row[]): string[] {
  return rows.flatMap((r) => {
    const where = r.line === null ? r.file : `${r.file}:${r.line}:${r.column}`;
    const block = r.block === null ? '' : ` [block ${r.block}]`;
    const line = `${where}${block} ${r.severity} ${r.rule} ${r.message} (${r.path})`;
    return r.docs ? [line, `    ${r.docs}`] : [line];
  });
}
