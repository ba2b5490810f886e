/**
 * The report as SARIF 2.1.0 for code-scanning UIs: one run, one result per finding with its rule
 * id, level and message (a finding of inherited markup once, naming the locales that inherit it);
 * its location is the page's published address in that locale (the region is the place in the
 * markup pretty-printed with 2 spaces) and logical locations naming the page, locale and JSON
 * path; a finding about a whole host (`--live`'s robots.txt and sitemap) has a location per
 * address it lists (at most 100). `tool.driver.rules` lists every rule found, with the checker's
 * help link or the fix (`sarif-rules.ts`). Sites that could not be audited are tool execution
 * notifications, and with `--live` the run's properties say what each site's host said. Pure.
 * With `--forecast`, each site's forecast adds its results after the site's (`forecast-sarif.ts`).
 * @module
 */
import { createHash } from 'node:crypto';
import { forecastNotifications, forecastResults, forecastSummary } from './forecast-sarif';
import type { FormatOptions, ReportFormat } from './report-format';
import { pageName } from './page-url';
import { LEVEL, Rules } from './sarif-rules';
import { withFix } from './text';
import type { AuditedCell, AuditFinding, RunSummary, SiteOutcome } from './types';

const SCHEMA =
  'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';

/** A fingerprint that stays the same across runs for the same finding in the same cell. */
function fingerprint(site: SiteOutcome, cell: AuditedCell, f: AuditFinding): string {
  const key = [site.siteId, cell.pageId, cell.localeId ?? '', f.rule, f.path];
  return createHash('sha256').update(key.join('\u0000')).digest('hex');
}

function region(f: AuditFinding) {
  if (f.line === null) return { startLine: 1 };
  return {
    startLine: f.line,
    ...(f.column !== null ? { startColumn: f.column } : {}),
    ...(f.endLine !== null ? { endLine: f.endLine } : {}),
    ...(f.endColumn !== null ? { endColumn: f.endColumn } : {}),
  };
}

/** Names the locales that show a finding because they inherit the markup it is in. */
const inheritedText = (f: AuditFinding) =>
  f.inheritedBy?.length
    ? `; also shown in ${f.inheritedBy.join(', ')}, which inherit this markup`
    : '';

/** The addresses a finding is at: those it lists, else its own (or its cell's). */
const addressesOf = (cell: AuditedCell, f: AuditFinding) =>
  f.listed?.urls.length ? f.listed.urls : [f.url ?? cell.url];

function result(site: SiteOutcome, cell: AuditedCell, f: AuditFinding, ruleIndex: number) {
  const page = pageName(cell);
  const where = `${site.siteName} · ${cell.locale} · ${page}`;
  const [first, ...others] = addressesOf(cell, f);

  return {
    ruleId: f.rule,
    ruleIndex,
    level: LEVEL[f.severity],
    message: {
      text: `${withFix(f.message, f.fix)} — ${page} (${cell.locale}), at ${f.path}${inheritedText(f)}`,
    },
    locations: [
      {
        physicalLocation: { artifactLocation: { uri: first }, region: region(f) },
        logicalLocations: [
          { name: page, fullyQualifiedName: where, kind: 'resource' },
          { name: f.path, fullyQualifiedName: `${where} · ${f.path}`, kind: 'member' },
        ],
      },
      ...others.map((uri) => ({ physicalLocation: { artifactLocation: { uri } } })),
    ],
    partialFingerprints: { 'siteAuditFinding/v1': fingerprint(site, cell, f) },
    properties: {
      siteId: site.siteId,
      siteName: site.siteName,
      pageId: cell.pageId,
      pageTitle: cell.pageTitle,
      localeId: cell.localeId,
      locale: cell.locale,
      path: cell.path,
      jsonPath: f.path,
      state: cell.state,
      ...(f.inheritedBy?.length ? { inheritedBy: f.inheritedBy } : {}),
      ...(f.listed ? { listedTotal: f.listed.total } : {}),
      ...(cell.host ? { host: cell.host.origin } : {}),
    },
  };
}

/** What the run's object holds besides its results, written after them. */
function runRest(run: RunSummary, rules: Rules['list'], version: string) {
  const failed = run.sites.filter((s) => s.failure);
  const unknown = forecastNotifications(run.sites);
  return {
    tool: { driver: { name: 'site-companion-audit', version, rules } },
    invocations: [
      {
        executionSuccessful: failed.length === 0 && unknown.length === 0,
        startTimeUtc: new Date(run.startedAt).toISOString(),
        endTimeUtc: new Date(run.finishedAt).toISOString(),
        toolExecutionNotifications: [
          ...failed.map((s) => ({
            level: 'error',
            message: { text: `site ${s.siteId} (${s.siteName}): ${s.failure!.message}` },
            properties: { siteId: s.siteId, failure: s.failure!.kind },
          })),
          ...unknown,
        ],
      },
    ],
    columnKind: 'utf16CodeUnits',
    properties: {
      sites: run.sites.map((s) => ({
        siteId: s.siteId,
        siteName: s.siteName,
        outcome: s.failure ? s.failure.kind : 'audited',
        cells: s.counts.cells,
        inherited: s.counts.inherited,
        ...(s.live ? { live: s.live } : {}),
        ...(s.forecast ? { forecast: forecastSummary(s.forecast) } : {}),
      })),
    },
  };
}

/**
 * The report as a SARIF 2.1.0 log with one run: its results one by one as each site is audited,
 * then the tool with every rule found, the invocation and the sites (JSON members in any order).
 */
export function sarifFormat({ version }: FormatOptions): ReportFormat {
  const rules = new Rules();
  let first = true;
  return {
    head: () => [
      `${JSON.stringify({ $schema: SCHEMA, version: '2.1.0' }).slice(0, -1)},"runs":[{"results":[`,
    ],
    *site(site) {
      for (const cell of site.cells) {
        for (const f of cell.findings) {
          yield `${first ? '' : ','}\n${JSON.stringify(result(site, cell, f, rules.indexOf(f)))}`;
          first = false;
        }
      }
      for (const r of forecastResults(site, rules)) {
        yield `${first ? '' : ','}\n${JSON.stringify(r)}`;
        first = false;
      }
    },
    tail: (run) => [`\n],${JSON.stringify(runRest(run, rules.list, version)).slice(1)}]}\n`],
  };
}
