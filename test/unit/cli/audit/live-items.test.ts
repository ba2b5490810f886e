import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { runLive } from './support/cli-io';
import { sarifErrors } from './support/validate';

interface SarifResult {
  ruleId: string;
  level: string;
  locations: {
    physicalLocation: { artifactLocation: { uri: string } };
    logicalLocations: { name: string; fullyQualifiedName: string }[];
  }[];
  message: { text: string };
  properties: { locale: string; pageTitle: string };
}

// The demo seed plants in Blog Posts a fixed headline in the template, an item served one slug
// away (404), an item not published in German, and an item page without JSON-LD.
describe('npm run audit -- --live on the demo’s item pages', { timeout: 120_000 }, () => {
  let emu: TestEmulator;
  const acme = () => emu.fixtures.sites[0]!;
  const run = (args: string[]) => runLive(emu, args);
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
  });
  afterAll(() => emu?.close());

  it('reports the planted item findings in SARIF, item pages named by collection and slug, exit 1', async () => {
    const r = await run(['--format', 'sarif']);
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expect(sarifErrors(log)).toEqual([]);
    const items = (log.runs[0].results as SarifResult[]).filter((x) =>
      x.ruleId.startsWith('items/'),
    );
    const rules = new Set(items.map((x) => x.ruleId));
    expect([...rules].sort()).toEqual([
      'items/missing-locale',
      'items/no-markup',
      'items/not-found',
      'items/repeated-value',
    ]);
    const notFound = items.filter((x) => x.ruleId === 'items/not-found');
    expect(notFound.map((x) => x.level)).toEqual(['error', 'error', 'error']);
    expect(notFound.map((x) => x.locations[0]!.logicalLocations[0]!.name)).toContain(
      'Blog Posts › focaccia-step-by-step',
    );
    const missing = items.filter((x) => x.ruleId === 'items/missing-locale');
    expect(missing.map((x) => [x.properties.pageTitle, x.properties.locale, x.level])).toEqual([
      ['Blog Posts › the-story-of-rye-bread', 'de', 'warning'],
    ]);
    // The template's fixed headline is one fault: one result for the collection, not one per item page.
    const repeated = items.filter((x) => x.ruleId === 'items/repeated-value');
    expect(repeated).toHaveLength(1);
    expect(repeated[0]!.level).toBe('error');
    expect(repeated[0]!.properties.pageTitle).toBe('Blog Posts');
    expect(repeated[0]!.properties.locale).toBe('en, fr, de');
    expect(repeated[0]!.message.text).toMatch(
      /^\d+ of \d+ items of Blog Posts show the same headline “Fresh from the .+ oven”/,
    );
    const origin = `http://${acme().shortName}.localhost:${emu.port}/`;
    expect(
      items.every((x) => x.locations[0]!.physicalLocation.artifactLocation.uri.startsWith(origin)),
    ).toBe(true);
  });

  it('reports the repeated headline once per collection in JSON, text and JUnit', async () => {
    const json = JSON.parse((await run(['--format', 'json'])).stdout);
    type Cell = {
      pageTitle: string;
      locale: string;
      collection?: object;
      findings: { rule: string; path: string; message: string }[];
    };
    const cells = json.sites[0].cells as Cell[];
    const holding = cells.filter((c) => c.findings.some((f) => f.rule === 'items/repeated-value'));
    expect(holding).toHaveLength(1);
    expect(holding[0]).toMatchObject({ pageTitle: 'Blog Posts', locale: 'en, fr, de' });
    expect(holding[0]!.collection).toBeDefined();
    const finding = holding[0]!.findings.find((f) => f.rule === 'items/repeated-value')!;
    expect(finding.path).toBe('headline');
    const [, count] = /^(\d+) of \d+ items of Blog Posts show the same headline/.exec(
      finding.message,
    )!;
    expect(Number(count)).toBeGreaterThanOrEqual(3);

    const text = (await run([])).stdout.split('\n');
    const lines = text.filter((l) => l.includes('items/repeated-value'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /error\s+en, fr, de\s+Blog Posts\s+items\/repeated-value\s+\d+ of \d+ items/,
    );

    const junit = (await run(['--format', 'junit'])).stdout;
    expect(junit).toContain('name="Blog Posts (en, fr, de)"');
    expect(junit.match(/error items\/repeated-value:/g)).toHaveLength(1);
  });

  it('leaves item pages out with --no-collections, and says "Collection › slug (locale)" in JUnit', async () => {
    const none = await run(['--no-collections', '--format', 'json']);
    const body = JSON.parse(none.stdout);
    expect(body.sites[0].live.items).toBeUndefined();
    const rules = body.sites[0].cells.flatMap((c: { findings: { rule: string }[] }) =>
      c.findings.map((f) => f.rule),
    );
    expect(rules.filter((rule: string) => rule.startsWith('items/'))).toEqual([]);
    const junit = await run(['--format', 'junit']);
    expect(junit.code).toBe(1);
    expect(junit.stdout).toContain('name="Blog Posts › the-story-of-rye-bread (de)"');
  });

  it('skips item pages with one line when the token may not read collections', async () => {
    const key = await emu.control<{ apiKey: string }>('/site-keys', {
      method: 'POST',
      body: { siteId: acme().id, withoutScopes: ['cms:read'] },
    });
    expect(key.status).toBe(201);
    const r = await runLive(emu, ['--format', 'json'], key.body.apiKey);
    expect(r.stderr.split('\n').filter((l) => l.startsWith('audit:'))).toEqual([
      `audit: site ${acme().id}: the token may not read CMS collections (it lacks cms:read): item pages not checked`,
    ]);
    expect(JSON.parse(r.stdout).sites[0].outcome).not.toBe('failed');
  });
});
