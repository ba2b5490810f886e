/**
 * The report as a readable table: per site, with `--live` what its host says ("Can Google show
 * it"), then one line per finding (level, locale, page, rule, message with the first addresses it
 * lists and its fix, where in the markup, and the locales that inherit it), then a summary with
 * each site's outcome. Site data is printed through `safeText`, so it cannot break a line. Pure.
 * With `--forecast`, each site's publish forecast follows its findings (`forecast-text.ts`).
 * @module
 */
import { formatNumber, t } from '../../core/i18n/t';
import { forecastOutcomeText } from './forecast-outcome';
import { forecastLines } from './forecast-text';
import { exitCodeOf, siteFails } from './levels';
import { liveIndexLines } from './live-index';
import { pageName } from './page-url';
import type { ReportFormat } from './report-format';
import { safeText } from './safe-text';
import type { AuditFinding, Counts, RunSummary, SiteOutcome, SiteSummary } from './types';

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
export const siteLabel = (site: Pick<SiteOutcome, 'siteId' | 'siteName'>): string =>
  safeText(site.siteName === site.siteId ? site.siteId : `${site.siteName} (${site.siteId})`);

/** What became of a site, in a few words (a failure's reason is on its own line on stderr). */
export function outcomeText(site: SiteSummary, run: RunSummary): string {
  if (site.failure) return `not audited (${site.failure.kind})`;
  if (run.forecast && site.forecast) return forecastOutcomeText(site.forecast);
  return siteFails(site, run.failOn)
    ? `findings at or above ${run.failOn}`
    : `passed (nothing at or above ${run.failOn})`;
}

/**
 * A site's findings in a few words, e.g. `155 findings (46 inherited by 2 locales: fr, de)`: each
 * finding of inherited markup is counted once, with the locales that inherit it.
 */
export function findingsText(c: Counts): string {
  const total = plural(c.error + c.warning + c.info, 'finding');
  if (c.inherited === 0) return total;
  const by = `${plural(c.inheritedBy.length, 'locale')}: ${c.inheritedBy.join(', ')}`;
  return `${total} (${c.inherited.toLocaleString('en')} inherited by ${safeText(by)})`;
}

/** `; inherited by fr, de` for a finding other locales inherit, else nothing. */
export const inheritedNote = (f: AuditFinding): string =>
  f.inheritedBy?.length ? `; inherited by ${f.inheritedBy.join(', ')}` : '';

/** The addresses a finding lists shown in a line; the others are counted. */
const SHOWN_URLS = 3;

/**
 * A finding's message with the first addresses it lists ("and N more") and its fix, when it gives
 * them apart (the JSON and SARIF reports carry them as fields).
 */
export function findingText(f: AuditFinding): string {
  const urls = f.listed?.urls.slice(0, SHOWN_URLS) ?? [];
  const more = (f.listed?.total ?? 0) - urls.length;
  const listed =
    urls.length > 0
      ? ` — ${urls.join(', ')}${more > 0 ? ` ${t('index_more', formatNumber(more))}` : ''}`
      : '';
  return withFix(`${f.message}${listed}`, f.fix);
}

/** `text` and then `fix`, when a finding gives it apart, as "…. Fix: …" (one full stop). */
export const withFix = (text: string, fix: string | undefined): string =>
  fix ? `${text}${/[.!?]$/.test(text) ? '' : '.'} Fix: ${fix}` : text;

/** The summary: one line per site, then the total and the exit status. */
export function summaryLines(run: RunSummary): string[] {
  const rows = [['site', 'cells', 'errors', 'warnings', 'info', 'inherited', 'time', 'outcome']];
  for (const s of run.sites) {
    const c = s.counts;
    rows.push([
      siteLabel(s),
      String(c.cells),
      String(c.error),
      String(c.warning),
      String(c.info),
      String(c.inherited),
      `${(s.durationMs / 1000).toFixed(1)} s`,
      outcomeText(s, run),
    ]);
  }
  const failed = run.sites.filter((s) => s.failure).length;
  const took = ((run.finishedAt - run.startedAt) / 1000).toFixed(1);
  return [
    ...table(rows),
    `${plural(run.sites.length, 'site')} in ${took} s, ${failed} not audited; exit status ${exitCodeOf(run)}`,
  ];
}

function siteSection(site: SiteOutcome, c: Counts): string[] {
  const requests = site.requests
    ? `, ${site.requests.listing + site.requests.schemaReads + (site.requests.items ?? 0)} requests (${site.requests.schemaReads} bulk reads)`
    : '';
  const live = site.live
    ? `; live check of ${site.live.origin}: ${plural(site.live.pages, 'page version')} read`
    : '';
  const f = site.itemFields;
  const inferred = f?.pages
    ? ` (${plural(f.pages, 'published item page')} read to infer them)`
    : '';
  const fields = f
    ? `; item fields of ${plural(f.versions, 'item version')} in ${plural(f.collections, 'collection')} checked${inferred}`
    : '';
  const head = `${siteLabel(site)}: ${plural(c.cells, 'cell')}${requests}${live}${fields}`;
  if (site.failure) return [head, `  not audited: ${safeText(site.failure.message)}`];
  const index = site.live ? liveIndexLines(site.live.index, site.live.origin) : [];
  const rows: string[][] = [];
  for (const cell of site.cells) {
    for (const f of cell.findings) {
      rows.push(
        [
          f.severity,
          cell.locale,
          pageName(cell),
          f.rule,
          `${findingText(f)} (${f.line === null ? f.path : `${f.path} line ${f.line}`}${inheritedNote(f)})`,
        ].map(safeText),
      );
    }
  }
  const indented = index.map((l) => `  ${l}`);
  if (rows.length === 0) return [head, ...indented, '  no findings'];
  return [
    `${head}; ${findingsText(c)}`,
    ...indented,
    ...table([['level', 'locale', 'page', 'rule', 'message'], ...rows]).map((l) => `  ${l}`),
  ];
}

/** The report as text: each site's table as it is audited, then the summary. */
export function textFormat(): ReportFormat {
  return {
    head: () => [],
    site: (site, summary) => [
      `${[...siteSection(site, summary.counts), ...forecastLines(site.forecast)].join('\n')}\n\n`,
    ],
    tail: (run) => [`${summaryLines(run).join('\n')}\n`],
  };
}
