/**
 * The report as a readable table: per site, one line per finding (level, locale, page, rule,
 * message and where in the markup), then a summary with each site's outcome. Site data is printed
 * through `safeText`, so it cannot break a line. Pure.
 * @module
 */
import { countsOf, exitCodeOf, siteFails } from './levels';
import { safeText } from './safe-text';
import type { AuditReport, SiteOutcome } from './types';

/** Rows of cells as lines, each column padded to its widest cell (the last is not padded). */
export function table(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const r of rows) r.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  return rows.map((r) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
}

const plural = (n: number, word: string) =>
  `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

/** A site's name and id (the id alone until the service named the site). */
export const siteLabel = (site: SiteOutcome): string =>
  safeText(site.siteName === site.siteId ? site.siteId : `${site.siteName} (${site.siteId})`);

/** What became of a site, in a few words (a failure's reason is on its own line on stderr). */
export function outcomeText(site: SiteOutcome, report: AuditReport): string {
  if (site.failure) return `not audited (${site.failure.kind})`;
  return siteFails(site, report.failOn)
    ? `findings at or above ${report.failOn}`
    : `passed (nothing at or above ${report.failOn})`;
}

/** The summary: one line per site, then the total and the exit status. */
export function summaryLines(report: AuditReport): string[] {
  const rows = [['site', 'cells', 'errors', 'warnings', 'info', 'time', 'outcome']];
  for (const s of report.sites) {
    const c = countsOf(s);
    rows.push([
      siteLabel(s),
      String(c.cells),
      String(c.error),
      String(c.warning),
      String(c.info),
      `${(s.durationMs / 1000).toFixed(1)} s`,
      outcomeText(s, report),
    ]);
  }
  const failed = report.sites.filter((s) => s.failure).length;
  const took = ((report.finishedAt - report.startedAt) / 1000).toFixed(1);
  return [
    ...table(rows),
    `${plural(report.sites.length, 'site')} in ${took} s, ${failed} not audited; exit status ${exitCodeOf(report)}`,
  ];
}

function siteSection(site: SiteOutcome): string[] {
  const c = countsOf(site);
  const requests = site.requests
    ? `, ${site.requests.listing + site.requests.schemaReads} requests (${site.requests.schemaReads} bulk reads)`
    : '';
  const head = `${siteLabel(site)}: ${plural(c.cells, 'cell')}${requests}`;
  if (site.failure) return [head, `  not audited: ${safeText(site.failure.message)}`];
  const rows: string[][] = [];
  for (const cell of site.cells) {
    for (const f of cell.findings) {
      const at = f.line === null ? f.path : `${f.path} line ${f.line}`;
      rows.push(
        [f.severity, cell.locale, cell.path ?? cell.pageTitle, f.rule, `${f.message} (${at})`].map(
          safeText,
        ),
      );
    }
  }
  if (rows.length === 0) return [head, '  no findings'];
  return [
    head,
    ...table([['level', 'locale', 'page', 'rule', 'message'], ...rows]).map((l) => `  ${l}`),
  ];
}

/** The report as text, in pieces to write one after another. */
export function* textReport(report: AuditReport): Generator<string> {
  for (const s of report.sites) yield `${siteSection(s).join('\n')}\n\n`;
  yield `${summaryLines(report).join('\n')}\n`;
}
