/**
 * The report as SARIF 2.1.0 for code-scanning UIs: one run, one result per finding with its rule
 * id, level and message (a finding of inherited markup once, naming the locales that inherit it); its location is the page's published address in that locale (the region
 * is the place in the markup pretty-printed with 2 spaces) and logical locations naming the page,
 * locale and JSON path. `tool.driver.rules` lists every rule found, with the checker's help link.
 * Sites that could not be audited are tool execution notifications. Pure.
 * @module
 */
import { createHash } from 'node:crypto';
import type { Severity } from '../../jsonld/types';
import { countsOf } from './levels';
import type { AuditedCell, AuditFinding, AuditReport, SiteOutcome } from './types';

const SCHEMA =
  'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = {
  error: 'error',
  warning: 'warning',
  info: 'note',
};

/** What each family of rules checks, by the rule id's prefix. */
const FAMILIES: Record<string, string> = {
  syntax: 'JSON syntax of the schema markup',
  limits: "The service's limits on schema markup (size, depth, values)",
  structure: 'JSON-LD structure (@context, @type, @graph, @id references)',
  vocab: 'The schema.org vocabulary',
  rich: 'Google rich-result eligibility',
  locale: 'Locale consistency of the markup',
  metadata: 'Page metadata: title and description lengths, slugs',
  audit: 'The audit itself: cells that could not be read',
};

const family = (rule: string) => rule.split('/')[0] ?? rule;

interface Rule {
  id: string;
  shortDescription: { text: string };
  helpUri?: string;
  defaultConfiguration: { level: 'error' | 'warning' | 'note' };
  properties: { tags: string[] };
}

/** Every rule found, in order of first appearance, with its index. */
function rulesOf(report: AuditReport): { rules: Rule[]; index: Map<string, number> } {
  const rules: Rule[] = [];
  const index = new Map<string, number>();
  for (const site of report.sites) {
    for (const cell of site.cells) {
      for (const f of cell.findings) {
        const known = index.get(f.rule);
        if (known !== undefined) {
          if (f.docs && !rules[known]!.helpUri) rules[known]!.helpUri = f.docs;
          continue;
        }
        index.set(f.rule, rules.length);
        rules.push({
          id: f.rule,
          shortDescription: { text: `${FAMILIES[family(f.rule)] ?? family(f.rule)}: ${f.rule}` },
          ...(f.docs ? { helpUri: f.docs } : {}),
          defaultConfiguration: { level: LEVEL[f.severity] },
          properties: { tags: [family(f.rule)] },
        });
      }
    }
  }
  return { rules, index };
}

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

function result(site: SiteOutcome, cell: AuditedCell, f: AuditFinding, ruleIndex: number) {
  const page = cell.path ?? cell.pageTitle;
  const where = `${site.siteName} · ${cell.locale} · ${page}`;
  return {
    ruleId: f.rule,
    ruleIndex,
    level: LEVEL[f.severity],
    message: { text: `${f.message} — ${page} (${cell.locale}), at ${f.path}${inheritedText(f)}` },
    locations: [
      {
        physicalLocation: { artifactLocation: { uri: cell.url }, region: region(f) },
        logicalLocations: [
          { name: page, fullyQualifiedName: where, kind: 'resource' },
          { name: f.path, fullyQualifiedName: `${where} · ${f.path}`, kind: 'member' },
        ],
      },
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
    },
  };
}

/**
 * The report as a SARIF 2.1.0 log, in pieces to write one after another (results one by one, so
 * a large audit is never held as one text).
 */
export function* sarifReport(report: AuditReport, version: string): Generator<string> {
  const { rules, index } = rulesOf(report);
  const failed = report.sites.filter((s) => s.failure);
  const invocation = {
    executionSuccessful: failed.length === 0,
    startTimeUtc: new Date(report.startedAt).toISOString(),
    endTimeUtc: new Date(report.finishedAt).toISOString(),
    toolExecutionNotifications: failed.map((s) => ({
      level: 'error',
      message: { text: `site ${s.siteId} (${s.siteName}): ${s.failure!.message}` },
      properties: { siteId: s.siteId, failure: s.failure!.kind },
    })),
  };
  const sites = report.sites.map((s) => ({
    siteId: s.siteId,
    siteName: s.siteName,
    outcome: s.failure ? s.failure.kind : 'audited',
    cells: s.cells.length,
    inherited: countsOf(s).inherited,
  }));
  const run = {
    tool: { driver: { name: 'site-companion-audit', version, rules } },
    invocations: [invocation],
    columnKind: 'utf16CodeUnits',
    properties: { sites },
  };
  const head = JSON.stringify({ $schema: SCHEMA, version: '2.1.0' }).slice(0, -1);
  yield `${head},"runs":[${JSON.stringify(run).slice(0, -1)},"results":[`;
  let first = true;
  for (const site of report.sites) {
    for (const cell of site.cells) {
      for (const f of cell.findings) {
        yield `${first ? '' : ','}\n${JSON.stringify(result(site, cell, f, index.get(f.rule)!))}`;
        first = false;
      }
    }
  }
  yield '\n]}]}\n';
}
