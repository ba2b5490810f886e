/**
 * The report as JSON for scripts: the run, a summary, and per site its outcome, counts, requests,
 * time and every audited cell with its findings. Pure.
 * @module
 */
import { countsOf, exitCodeOf, siteFails } from './levels';
import type { AuditReport } from './types';

/** Bumped when a field changes meaning or goes away. */
export const JSON_FORMAT_VERSION = 1;

/** The report as a JSON text. */
export function toJson(report: AuditReport, version: string): string {
  const sites = report.sites.map((s) => ({
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
  }));
  const total = sites.reduce(
    (sum, s) => ({
      cells: sum.cells + s.counts.cells,
      error: sum.error + s.counts.error,
      warning: sum.warning + s.counts.warning,
      info: sum.info + s.counts.info,
    }),
    { cells: 0, error: 0, warning: 0, info: 0 },
  );
  const body = {
    format: JSON_FORMAT_VERSION,
    tool: { name: 'site-companion-audit', version },
    startedAt: new Date(report.startedAt).toISOString(),
    finishedAt: new Date(report.finishedAt).toISOString(),
    failOn: report.failOn,
    exitCode: exitCodeOf(report),
    summary: { sites: sites.length, failedSites: sites.filter((s) => s.failure).length, ...total },
    sites,
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}
