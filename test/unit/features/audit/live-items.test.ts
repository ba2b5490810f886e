import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { runCaptured } from './support/cli-io';
import { sarifErrors } from './support/validate';

interface SarifResult {
  ruleId: string;
  level: string;
  locations: {
    physicalLocation: { artifactLocation: { uri: string } };
    logicalLocations: { name: string; fullyQualifiedName: string }[];
  }[];
  properties: { locale: string; pageTitle: string };
}

// The demo seed plants in Blog Posts a fixed headline in the template, an item served one slug
// away (404), an item not published in German, and an item page without JSON-LD.
describe('npm run audit -- --live on the demo’s item pages', { timeout: 120_000 }, () => {
  let emu: TestEmulator;
  const acme = () => emu.fixtures.sites[0]!;
  const run = (args: string[]) =>
    runCaptured(
      [
        '--api',
        emu.origin,
        '--site',
        acme().id,
        '--live',
        '--staging-suffix',
        `.localhost:${emu.port}`,
        ...args,
      ],
      { SITE_COMPANION_TOKEN: acme().apiKey! },
    );
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
    const repeated = items.filter((x) => x.ruleId === 'items/repeated-value');
    expect(repeated.length).toBeGreaterThanOrEqual(3);
    expect(
      repeated.every(
        (x) => x.level === 'error' && x.properties.pageTitle.startsWith('Blog Posts › '),
      ),
    ).toBe(true);
    const origin = `http://${acme().shortName}.localhost:${emu.port}/`;
    expect(
      items.every((x) => x.locations[0]!.physicalLocation.artifactLocation.uri.startsWith(origin)),
    ).toBe(true);
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
    const r = await runCaptured(
      [
        '--api',
        emu.origin,
        '--site',
        acme().id,
        '--live',
        '--staging-suffix',
        `.localhost:${emu.port}`,
        '--format',
        'json',
      ],
      { SITE_COMPANION_TOKEN: key.body.apiKey },
    );
    expect(r.stderr.split('\n').filter((l) => l.startsWith('audit:'))).toEqual([
      `audit: site ${acme().id}: the token may not read CMS collections (it lacks cms:read): item pages not checked`,
    ]);
    expect(JSON.parse(r.stdout).sites[0].outcome).not.toBe('failed');
  });
});
