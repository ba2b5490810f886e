/**
 * The report as JSON for scripts: the run, a summary, and per site its outcome, counts, requests,
 * time and every audited cell with its findings (a finding of inherited markup once, on the cell
 * whose markup it is, with `inheritedBy`; the inheriting cells say so in `inherits`). One line per
 * site, so a large audit is written site by site and never held as one text. Pure.
 * @module
 */
import { countsOf, exitCodeOf, siteFails } from './levels';
import type { AuditReport, SiteOutcome } from './types';

/** Bumped when a field changes meaning or goes away. */
export const JSON_FORMAT_VERSION = 2;

function siteJson(s: SiteOutcome, report: AuditReport) {
  return {
    siteId: s.siteId,
    siteName: s.siteName,
    outcome: s.failure ? 'failed' : siteFails(s, report.failOn) ? 'findings' : 'passed',
    failure: s.failure,
    tokenEnv: s.tokenEnv,
    locales: s.locales,
    counts: countsOf(s),
    requests: s.requests,
    rateLimit: s.rateLimit,
    startedAt: new Date(s.startedAt).toISOString(),
    durationMs: Math.round(s.durationMs),
    cells: s.cells,
  };
}

/** The report as a JSON text, in pieces to write one after another. */
export function* jsonReport(report: AuditReport, version: string): Generator<string> {
  const total = { cells: 0, error: 0, warning: 0, info: 0, inherited: 0 };
  for (const s of report.sites) {
    const c = countsOf(s);
    for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += c[k];
  }
  const head = {
    format: JSON_FORMAT_VERSION,
    tool: { name: 'site-companion-audit', version },
    startedAt: new Date(report.startedAt).toISOString(),
    finishedAt: new Date(report.finishedAt).toISOString(),
    failOn: report.failOn,
    exitCode: exitCodeOf(report),
    summary: {
      sites: report.sites.length,
      failedSites: report.sites.filter((s) => s.failure).length,
      ...total,
    },
  };
  yield `${JSON.stringify(head).slice(0, -1)},"sites":[`;
  for (const [i, s] of report.sites.entries()) {
    yield `${i === 0 ? '' : ','}\n${JSON.stringify(siteJson(s, report))}`;
  }
  yield '\n]}\n';
}
