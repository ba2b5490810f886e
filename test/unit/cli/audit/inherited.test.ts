import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import type { AuditedCell } from '@/lib/cli/audit/types';
import { runCaptured, type CapturedRun } from './support/cli-io';
import { elements, parseXml, sarifErrors } from './support/validate';

const SUFFIX = '(markup inherited from the primary locale)';

interface JsonSite {
  counts: {
    error: number;
    warning: number;
    info: number;
    inherited: number;
    inheritedBy: string[];
  };
  cells: AuditedCell[];
}
interface SarifResult {
  ruleId: string;
  message: { text: string };
  properties: { pageId: string; locale: string; state: string; inheritedBy?: string[] };
}

/** The text report's finding rows as [level, locale, page, rule, message]. */
const textRows = (text: string) =>
  text
    .split('\n')
    .filter((l) => /^ {2}(error|warning|info) /.test(l))
    .map((l) => l.trim().split(/ {2,}/));

/** The locales a text row names as inheriting its finding. */
const inheritedBy = (message: string) =>
  /; inherited by ([^)]+)\)$/.exec(message)?.[1]!.split(', ') ?? [];

// The demo's Acme Bakery has en (primary), fr and de; many fr and de pages show the en markup.
describe('a finding of inherited markup is reported once', { timeout: 120_000 }, () => {
  let emu: TestEmulator;
  /** Each secondary locale audited alone: it then holds the findings it inherits itself. */
  const alone = new Map<string, JsonSite>();
  const run = (args: string[]): Promise<CapturedRun> => {
    const acme = emu.fixtures.sites[0]!;
    return runCaptured(['--api', emu.origin, '--site', acme.id, ...args], {
      SITE_COMPANION_TOKEN: acme.apiKey!,
    });
  };
  /** Findings of `locale`'s markup it only inherits, per page id, as its own audit reports them. */
  const inheritedAlone = (locale: string) => {
    const held = new Map<string, AuditedCell['findings']>();
    for (const c of alone.get(locale)!.cells) {
      const found = c.findings.filter((f) => f.message.endsWith(SUFFIX));
      if (found.length > 0) held.set(c.pageId, found);
    }
    return held;
  };

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    for (const locale of ['fr', 'de']) {
      const r = await run(['--format', 'json', '--locale', locale]);
      expect(r.code).toBe(1);
      alone.set(locale, JSON.parse(r.stdout).sites[0]);
    }
  });
  afterAll(() => emu?.close());

  it('has inherited findings to report in the demo (fr and de each hold some when alone)', () => {
    expect(inheritedAlone('fr').size).toBeGreaterThan(5);
    expect(inheritedAlone('de').size).toBeGreaterThan(5);
  });

  it('text: no inherited warning repeated per locale; each named once with the locales, and counted so', async () => {
    const r = await run([]);
    expect(r.code).toBe(1);
    const rows = textRows(r.stdout);
    expect(rows.filter((row) => row[4]!.includes(SUFFIX))).toEqual([]);
    for (const locale of ['fr', 'de']) {
      const held = [...inheritedAlone(locale).values()].flat();
      const naming = rows.filter((row) => inheritedBy(row[4]!).includes(locale));
      expect(naming).toHaveLength(held.length);
      expect(naming.every((row) => row[1] === 'en')).toBe(true);
      expect(naming.filter((row) => row[0] === 'warning').length).toBe(
        held.filter((f) => f.severity === 'warning').length,
      );
    }
    const named = rows.filter((row) => inheritedBy(row[4]!).length > 0).length;
    const head = r.stdout.split('\n')[0]!;
    expect(head).toContain(`; ${rows.length} findings (${named} inherited by 2 locales: fr, de)`);
    const summary = r.stdout.split('\n').find((l) => /^Acme Bakery \(\w+\) {2,}/.test(l))!;
    const level = (name: string) => rows.filter((row) => row[0] === name).length;
    expect(summary.split(/ {2,}/).slice(1, 6)).toEqual(
      ['126', level('error'), level('warning'), level('info'), named].map(String),
    );
  });

  it('SARIF: one result for an inherited finding, its locales in the message and properties', async () => {
    const r = await run(['--format', 'sarif']);
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expect(sarifErrors(log)).toEqual([]);
    const results = log.runs[0].results as SarifResult[];
    const pricing = emu.fixtures.sites[0]!.pages.pricing!;
    const colour = results.filter(
      (x) => x.properties.pageId === pricing && x.ruleId === 'vocab/unknown-property',
    );
    expect(colour).toHaveLength(1);
    expect(colour[0]!.properties).toMatchObject({ locale: 'en', inheritedBy: ['fr', 'de'] });
    expect(colour[0]!.message.text).toMatch(/; also shown in fr, de, which inherit this markup$/);
    expect(results.filter((x) => x.message.text.includes(SUFFIX))).toEqual([]);
    for (const locale of ['fr', 'de']) {
      const naming = results.filter((x) => x.properties.inheritedBy?.includes(locale));
      expect(naming).toHaveLength([...inheritedAlone(locale).values()].flat().length);
    }
  });

  it('JUnit: the primary’s test case fails naming the locales; an inheriting one says where they are', async () => {
    const r = await run(['--format', 'junit']);
    expect(r.code).toBe(1);
    const root = parseXml(r.stdout);
    const cases = elements(root, 'testcase');
    expect(cases).toHaveLength(126);
    const failing = cases.filter((c) => elements(c, 'failure').length > 0);
    expect(failing.map((c) => c.attributes.name).sort()).toEqual([
      '/careers (en)',
      '/pricing (en)',
    ]);
    expect(root.attributes.failures).toBe('2');
    const pricing = failing.find((c) => c.attributes.name === '/pricing (en)')!;
    expect(elements(pricing, 'failure')[0]!.text).toContain(
      'error vocab/unknown-property: schema.org has no property "colour". Did you mean "color"? (at $.colour, line 4; inherited by fr, de)',
    );
    const tarifs = cases.find((c) => c.attributes.name === '/fr/tarifs (fr)')!;
    const held = inheritedAlone('fr').get(emu.fixtures.sites[0]!.pages.pricing!)!;
    expect(elements(tarifs, 'system-out')[0]!.text).toContain(
      `inherits the markup of en: its ${held.length} finding(s) are reported once, in the en test case of this page`,
    );
  });

  it('JSON: each finding once with inheritedBy, the inheriting cells saying what they show', async () => {
    const r = await run(['--format', 'json']);
    expect(r.code).toBe(1);
    const body = JSON.parse(r.stdout);
    expect(body.format).toBe(2);
    const site: JsonSite = body.sites[0];
    const findings = site.cells.flatMap((c) => c.findings);
    expect(site.counts).toMatchObject({
      error: findings.filter((f) => f.severity === 'error').length,
      warning: findings.filter((f) => f.severity === 'warning').length,
      inherited: findings.filter((f) => f.inheritedBy?.length).length,
      inheritedBy: ['fr', 'de'],
    });
    expect(body.summary.inherited).toBe(site.counts.inherited);
    for (const locale of ['fr', 'de']) {
      const held = inheritedAlone(locale);
      const cells = site.cells.filter((c) => c.locale === locale && c.inherits);
      expect(new Map(cells.map((c) => [c.pageId, c.inherits!.findings]))).toEqual(
        new Map([...held].map(([pageId, found]) => [pageId, found.length])),
      );
      expect(cells.every((c) => c.inherits!.from === 'en' && c.state === 'inherited')).toBe(true);
      expect(cells.flatMap((c) => c.findings).filter((f) => f.message.includes(SUFFIX))).toEqual(
        [],
      );
    }
  });
});
