import { describe, expect, it } from 'vitest';
import { jsonFormat } from '@/lib/cli/audit/json';
import { junitFormat } from '@/lib/cli/audit/junit';
import { xmlEscape } from '@/lib/cli/audit/junit-xml';
import { exitCodeOf } from '@/lib/cli/audit/levels';
import { sarifFormat } from '@/lib/cli/audit/sarif';
import { textFormat } from '@/lib/cli/audit/text';
import {
  NASTY,
  cell,
  finding,
  render,
  runOf,
  sampleReport,
  site,
  type AuditReport,
} from './support/report';
import { elements, parseXml, sarifErrors } from './support/validate';

interface Result {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: { physicalLocation: { region: unknown } }[];
  partialFingerprints: Record<string, string>;
  properties: Record<string, unknown>;
}
interface Log {
  runs: {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the rest loosely
    [key: string]: any;
    results: Result[];
  }[];
}
const toSarif = (report: AuditReport, version: string): Log =>
  JSON.parse(render(sarifFormat({ version, failOn: report.failOn }), report));
const toJunit = (report: AuditReport) =>
  render(junitFormat({ version: '1', failOn: report.failOn }), report);
const toJson = (report: AuditReport, version: string) =>
  render(jsonFormat({ version, failOn: report.failOn }), report);
const toText = (report: AuditReport) => render(textFormat(), report);

describe('SARIF', () => {
  it('is valid SARIF 2.1.0 with one result per finding, rules with help links and failed sites noted', () => {
    const report = sampleReport();
    const log = toSarif(report, '1.2.3');
    expect(sarifErrors(log)).toEqual([]);
    const run = log.runs[0]!;
    expect(run.tool.driver).toMatchObject({ name: 'site-companion-audit', version: '1.2.3' });
    const findings = report.sites.flatMap((s) => s.cells.flatMap((c) => c.findings));
    expect(run.results).toHaveLength(findings.length);
    const rules = run.tool.driver.rules as { id: string; helpUri?: string }[];
    expect(rules.map((r) => r.id).sort()).toEqual([...new Set(findings.map((f) => f.rule))].sort());
    for (const r of run.results) expect(rules[r.ruleIndex]!.id).toBe(r.ruleId);
    expect(rules.find((r) => r.id === 'rich/article/recommended')!.helpUri).toBe(
      'https://developers.google.com/search/docs/appearance/structured-data/article',
    );
    expect(run.invocations[0].executionSuccessful).toBe(false);
    expect(run.invocations[0].toolExecutionNotifications).toEqual([
      expect.objectContaining({
        level: 'error',
        message: { text: expect.stringContaining('S3_TOKEN (HTTP 401)') },
      }),
    ]);
  });

  it('names the page, locale and JSON path of each finding and places it in the markup', () => {
    const run = toSarif(sampleReport(), '1').runs[0]!;
    const [error, warning, note] = run.results;
    expect(error).toMatchObject({
      ruleId: 'vocab/unknown-property',
      level: 'error',
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'https://www.acme.example/pricing' },
            region: { startLine: 4, startColumn: 3, endLine: 4, endColumn: 11 },
          },
          logicalLocations: [
            { name: '/pricing', fullyQualifiedName: 'Acme · en · /pricing', kind: 'resource' },
            { name: '$.colour', fullyQualifiedName: 'Acme · en · /pricing · $.colour' },
          ],
        },
      ],
      properties: {
        siteId: 's1',
        pageId: 'p1',
        localeId: null,
        locale: 'en',
        jsonPath: '$.colour',
      },
    });
    expect(error!.message.text).toContain('/pricing (en), at $.colour');
    expect(warning!.level).toBe('warning');
    expect(note).toMatchObject({ level: 'note', properties: { locale: 'fr', state: 'inherited' } });
    const metadata = run.results.find((r) => r.ruleId === 'metadata/title-long')!;
    expect(metadata.locations[0]!.physicalLocation.region).toEqual({ startLine: 1 });
  });

  it('fingerprints a finding the same way run after run, and differently per cell', () => {
    const a = toSarif(sampleReport(), '1').runs[0]!.results;
    const b = toSarif(sampleReport({ startedAt: 0, finishedAt: 5 }), '2').runs[0]!.results;
    expect(a.map((r) => r.partialFingerprints)).toEqual(b.map((r) => r.partialFingerprints));
    expect(new Set(a.map((r) => r.partialFingerprints['siteAuditFinding/v1'])).size).toBe(a.length);
  });

  it('is valid with no finding and no site audited', () => {
    const empty = sampleReport({ sites: [site({ cells: [cell()] })] });
    const log = toSarif(empty, '1');
    expect(sarifErrors(log)).toEqual([]);
    expect(log.runs[0]!.results).toEqual([]);
    expect(sarifErrors({ version: '2.1.0', runs: [{ tool: {} }] })).not.toEqual([]);
  });
});

describe('JUnit XML', () => {
  it('has one test case per page × locale, failing at or above --fail-on, errors for failed sites', () => {
    const report = sampleReport();
    const root = parseXml(toJunit(report));
    expect(root.name).toBe('testsuites');
    expect(root.attributes).toMatchObject({ tests: '6', failures: '1', errors: '1' });
    const suites = elements(root, 'testsuite');
    expect(suites.map((s) => s.attributes.name)).toEqual(['Acme (s1)', 'Clean & Co (s2)', 's3']);
    const cases = elements(suites[0]!, 'testcase');
    expect(cases).toHaveLength(4);
    expect(cases[0]!.attributes).toMatchObject({ classname: 'Acme.en', name: '/pricing (en)' });
    const failure = elements(cases[0]!, 'failure')[0]!;
    expect(failure.attributes.type).toBe('vocab/unknown-property');
    expect(failure.text).toContain(
      'error vocab/unknown-property: schema.org has no property "colour"',
    );
    expect(elements(cases[0]!, 'system-out')[0]!.text).toContain(
      'warning rich/article/recommended',
    );
    expect(elements(cases[1]!, 'failure')).toHaveLength(0);
    expect(elements(cases[3]!, 'failure')).toHaveLength(0);
    const error = elements(suites[2]!, 'error')[0]!;
    expect(error.attributes).toMatchObject({
      type: 'auth',
      message: expect.stringContaining('401'),
    });
  });

  it('fails warnings too with --fail-on warning', () => {
    const root = parseXml(toJunit(sampleReport({ failOn: 'warning' })));
    expect(root.attributes.failures).toBe('2');
  });

  it('escapes markup, quotes and ampersands, control characters, and characters XML cannot hold', () => {
    const xml = toJunit(sampleReport());
    const root = parseXml(xml);
    const nasty = elements(root, 'testcase').find((c) =>
      c.attributes.name!.startsWith('<script>'),
    )!;
    expect(nasty.attributes.name).toBe(
      `<script>alert("x")</script> & 'quotes' \\u0001\\u001b[31m \uFFFD end (en)`,
    );
    expect(xml).not.toContain('<script>');
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(xmlEscape('\uD800 lone')).toBe('\uFFFD lone');
  });
});

describe('JSON', () => {
  it('has the run, a summary and every site with its cells and findings', () => {
    const body = JSON.parse(toJson(sampleReport(), '1.2.3'));
    expect(body).toMatchObject({
      format: 2,
      tool: { name: 'site-companion-audit', version: '1.2.3' },
      failOn: 'error',
      exitCode: 2,
      summary: { sites: 3, failedSites: 1, cells: 5, error: 1, warning: 2, info: 1, inherited: 0 },
    });
    expect(body.sites.map((s: { outcome: string }) => s.outcome)).toEqual([
      'findings',
      'passed',
      'failed',
    ]);
    expect(body.sites[0].cells[0].findings[0]).toEqual(finding());
    expect(body.sites[0]).toMatchObject({ auditMs: 1200, durationMs: 1500 });
    expect(body.sites[2]).toMatchObject({
      failure: { kind: 'auth' },
      tokenEnv: 'S3_TOKEN',
      cells: [],
    });
  });
});

describe('text', () => {
  it('lists each finding with its level, locale, page and rule, then every site’s outcome', () => {
    const text = toText(sampleReport());
    const lines = text.split('\n');
    expect(lines[0]).toBe('Acme (s1): 4 cells, 4 requests (1 bulk reads); 4 findings');
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}error +en +\/pricing +vocab\/unknown-property +schema\.org/),
    );
    expect(text).toContain('($.colour line 4)');
    expect(text).toContain('Clean & Co (s2): 1 cell, 4 requests (1 bulk reads)\n  no findings');
    expect(text).toContain(
      's3: 0 cells\n  not audited: the service refused the token in S3_TOKEN (HTTP 401)',
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^Acme \(s1\) +4 +1 +2 +1 +0 +1\.5 s +findings at or above error$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^s3 +0 +0 +0 +0 +0 +1\.5 s +not audited \(auth\)$/),
    );
    expect(text).toContain('3 sites in 2.0 s, 1 not audited; exit status 2');
  });
});

describe('exit status', () => {
  const only = (findings: ReturnType<typeof finding>[], failOn: 'error' | 'warning' = 'error') =>
    exitCodeOf(runOf(sampleReport({ failOn, sites: [site({ cells: [cell({ findings })] })] })));

  it('is 0 below --fail-on, 1 at or above it, 2 when a site was not audited', () => {
    expect(only([])).toBe(0);
    expect(only([finding({ severity: 'warning' }), finding({ severity: 'info' })])).toBe(0);
    expect(only([finding({ severity: 'warning' })], 'warning')).toBe(1);
    expect(only([finding({ severity: 'info' })], 'warning')).toBe(0);
    expect(only([finding()])).toBe(1);
    expect(exitCodeOf(runOf(sampleReport()))).toBe(2);
  });

  it('passes nothing harmful through: every format escapes or encodes the nasty title', () => {
    expect(JSON.parse(toJson(sampleReport(), '1')).sites[0].cells[2].pageTitle).toBe(NASTY);
    const run = toSarif(sampleReport(), '1').runs[0]!;
    expect(run.results.some((r) => r.properties.pageTitle === NASTY)).toBe(true);
  });
});
