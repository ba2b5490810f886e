/**
 * Severities, `--fail-on`, a site's counts and the exit status of a run: 0 nothing at or above the
 * threshold, 1 findings at or above it, 2 when a site could not be audited (or the command was
 * misused). With `--forecast` only the forecasts decide between 0 and 1 (`forecast-outcome.ts`).
 * @module
 */
import type { Severity } from '../../jsonld';
import { forecastExitCode } from './forecast-outcome';
import type {
  AuditedCell,
  Counts,
  ExitCode,
  FailOn,
  RunSummary,
  SiteOutcome,
  SiteSummary,
} from './types';

/** Whether a finding of `severity` fails a run with `--fail-on failOn`. */
export function fails(severity: Severity, failOn: FailOn): boolean {
  return severity === 'error' || (failOn === 'warning' && severity === 'warning');
}

/** Counts the findings of `site`. */
export function countsOf(site: SiteOutcome): Counts {
  const counts = { cells: site.cells.length, error: 0, warning: 0, info: 0, inherited: 0 };
  const locales = new Set<string>();
  for (const cell of site.cells) {
    for (const f of cell.findings) {
      counts[f.severity]++;
      if (!f.inheritedBy?.length) continue;
      counts.inherited++;
      for (const l of f.inheritedBy) locales.add(l);
    }
  }
  return { ...counts, inheritedBy: [...locales] };
}

/** What the run keeps of `site`: all but its cells. */
export function summarize(site: SiteOutcome): SiteSummary {
  const { cells: _cells, ...rest } = site;
  return { ...rest, counts: countsOf(site) };
}

/** Whether `cell` has a finding at or above the threshold. */
export function cellFails(cell: AuditedCell, failOn: FailOn): boolean {
  return cell.findings.some((f) => fails(f.severity, failOn));
}

/** Whether `site` has a finding at or above the threshold. */
export function siteFails(site: SiteSummary, failOn: FailOn): boolean {
  return site.counts.error > 0 || (failOn === 'warning' && site.counts.warning > 0);
}

/** The run's exit status: a site that could not be audited outweighs findings. */
export function exitCodeOf(run: RunSummary): ExitCode {
  if (run.sites.some((s) => s.failure)) return 2;
  if (run.forecast) return forecastExitCode(run.sites);
  return run.sites.some((s) => siteFails(s, run.failOn)) ? 1 : 0;
}
