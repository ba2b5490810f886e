/**
 * The report as JSON for scripts: the run, per site its outcome, counts, requests, times (`auditMs`
 * until its audit through the service ended, before any live check; `durationMs` in all), what
 * `--live` read (`live`, its `index` saying what robots.txt, the sitemaps and the staging host
 * said), what `--items` checked (`itemFields`) and every audited cell with its findings (a finding
 * of inherited markup once, on the cell whose markup it is, with `inheritedBy`; the inheriting
 * cells say so in `inherits`; the host's cell, `host`, has findings with the addresses they list,
 * `listed`, and their `fix`), then the summary. Written
 * cell by cell as each site is audited, sites in the order they finish, so a large audit is never
 * held as one text. With `--forecast`, each site ends with its `forecast` (`forecastJson`). Pure.
 * @module
 */
import { forecastJson } from './forecast-outcome';
import { exitCodeOf, siteFails } from './levels';
import type { FormatOptions, ReportFormat } from './report-format';
import type { FailOn, RunSummary, SiteOutcome, SiteSummary } from './types';

/** Bumped when a field changes meaning or goes away. */
export const JSON_FORMAT_VERSION = 2;

/** The site's fields before its cells, as the opening of its object. */
function siteHead(s: SiteSummary, failOn: FailOn): string {
  const fields = {
    siteId: s.siteId,
    siteName: s.siteName,
    outcome: s.failure ? 'failed' : siteFails(s, failOn) ? 'findings' : 'passed',
    failure: s.failure,
    tokenEnv: s.tokenEnv,
    locales: s.locales,
    counts: s.counts,
    requests: s.requests,
    rateLimit: s.rateLimit,
    startedAt: new Date(s.startedAt).toISOString(),
    auditMs: Math.round(s.auditMs),
    durationMs: Math.round(s.durationMs),
    ...(s.live ? { live: s.live } : {}),
    ...(s.itemFields ? { itemFields: s.itemFields } : {}),
  };
  return JSON.stringify(fields).slice(0, -1);
}

function summaryOf(run: RunSummary) {
  const total = { cells: 0, error: 0, warning: 0, info: 0, inherited: 0 };
  for (const s of run.sites) {
    for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += s.counts[k];
  }
  return {
    sites: run.sites.length,
    failedSites: run.sites.filter((s) => s.failure).length,
    ...total,
  };
}

/** The report as one JSON document: `sites` as they finish, the summary at its end. */
export function jsonFormat({ version, failOn }: FormatOptions): ReportFormat {
  let first = true;
  return {
    head: (run) => [
      `${JSON.stringify({
        format: JSON_FORMAT_VERSION,
        tool: { name: 'site-companion-audit', version },
        startedAt: new Date(run.startedAt).toISOString(),
        failOn,
      }).slice(0, -1)},"sites":[`,
    ],
    *site(site: SiteOutcome, summary: SiteSummary) {
      yield `${first ? '' : ','}\n${siteHead(summary, failOn)}`;
      first = false;
      yield ',"cells":[';
      for (const [i, cell] of site.cells.entries()) {
        yield `${i === 0 ? '' : ','}${JSON.stringify(cell)}`;
      }
      const forecast = site.forecast && JSON.stringify(forecastJson(site.forecast));
      yield forecast ? `],"forecast":${forecast}}` : ']}';
    },
    tail: (run) => [
      `\n],${JSON.stringify({
        finishedAt: new Date(run.finishedAt).toISOString(),
        exitCode: exitCodeOf(run),
        summary: summaryOf(run),
      }).slice(1)}\n`,
    ],
  };
}
