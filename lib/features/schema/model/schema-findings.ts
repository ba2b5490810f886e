/**
 * The checker's findings in plain words for the Schema tab: grouped by what to do about them,
 * each with the label of its one-click fix when the checker offers one.
 * @module
 */
import type { DiagnosticSeverity, EditorDiagnostic } from '../editor/types';
import { plural, t } from '../../../core/i18n/t';

/** Findings that ask for the same kind of action. */
export interface FindingGroup {
  severity: DiagnosticSeverity;
  /** What to do, e.g. "Fix 2 errors", "Consider 3 improvements". */
  heading: string;
  items: EditorDiagnostic[];
}

const HEADINGS: Record<DiagnosticSeverity, (n: number) => string> = {
  error: (n) => plural(n, 'ui_findings_fix_one', 'ui_findings_fix_many'),
  warning: (n) => plural(n, 'ui_findings_consider_one', 'ui_findings_consider_many'),
  info: (n) => plural(n, 'ui_findings_notes_one', 'ui_findings_notes_many'),
};

/** Errors first ("Fix …"), then warnings ("Consider …"), then notes; empty groups left out. */
export function groupFindings(diagnostics: readonly EditorDiagnostic[]): FindingGroup[] {
  return (['error', 'warning', 'info'] as const).flatMap((severity) => {
    const items = diagnostics.filter((d) => d.severity === severity);
    return items.length > 0 ? [{ severity, heading: HEADINGS[severity](items.length), items }] : [];
  });
}

const GUESSES = new Set(['vocab/unknown-property', 'vocab/unknown-type']);

/**
 * The label of a finding's one-click fix: "Did you mean color?" for an unknown term close to a
 * known one, else the checker's own words; undefined when there is no fix.
 */
export function fixLabel(d: EditorDiagnostic): string | undefined {
  if (!d.fix) return undefined;
  if (GUESSES.has(d.rule)) {
    try {
      const term: unknown = JSON.parse(d.fix.insert);
      if (typeof term === 'string') return t('ui_findings_did_you_mean', term);
    } catch {
      // Not a quoted term: fall back to the checker's title.
    }
  }
  return d.fix.title;
}
