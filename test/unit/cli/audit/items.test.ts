import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_TITLES, PRODUCTS } from '@/emulator/seed/collection-specs';
import { LONG_TITLES, SEO_FAULTS } from '@/emulator/seed/seo-faults';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { runCaptured, runLive } from './support/cli-io';
import { sarifErrors } from './support/validate';

interface SarifResult {
  ruleId: string;
  level: string;
  locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
  message: { text: string };
  properties: { locale: string; pageTitle: string; path: string; jsonPath: string };
}

interface Cell {
  pageId: string;
  pageTitle: string;
  localeId: string | null;
  locale: string;
  item?: { collectionId: string; itemId: string };
  findings: { rule: string; message: string; path: string }[];
}

interface Entry {
  method: string;
  path: string;
  query: Record<string, string>;
}

/** The demo's planted empty descriptions: item name in the locale, locale, field. */
const EMPTY = [
  [BLOG_TITLES[SEO_FAULTS.emptySummaryPost]![1], 'fr', 'Post summary', 'post-summary'],
  [BLOG_TITLES[SEO_FAULTS.emptySummaryPost]![2], 'de', 'Post summary', 'post-summary'],
  [PRODUCTS[SEO_FAULTS.emptyDescriptionProduct]!.titles[2], 'de', 'Description', 'description'],
] as const;

/** The demo's planted long titles: item name and locale. */
const LONG = [
  [LONG_TITLES.post[1], 'en'],
  [LONG_TITLES.product[1], 'fr'],
] as const;

const itemResults = (stdout: string, rule: string) =>
  (JSON.parse(stdout).runs[0].results as SarifResult[]).filter((r) => r.ruleId === rule);
const itemOf = (r: SarifResult) => /Item “([^”]+)”/.exec(r.message.text)?.[1];

describe('npm run audit -- --items on the demo’s CMS items', { timeout: 120_000 }, () => {
  let emu: TestEmulator;
  const acme = () => emu.fixtures.sites[0]!;
  const items = (args: string[], token?: string) =>
    runCaptured(['--api', emu.origin, '--site', acme().id, '--items', ...args], {
      SITE_COMPANION_TOKEN: token ?? acme().apiKey!,
    });
  const seq = async () => (await emu.control<{ nextSeq: number }>('/journal')).body.nextSeq;
  const since = async (from: number) =>
    (await emu.control<{ entries: Entry[] }>(`/journal?since=${from}`)).body.entries;
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
  });
  afterAll(() => emu?.close());

  it('reports the planted empty descriptions and long titles in SARIF, the field unknown without --live', async () => {
    const r = await items(['--format', 'sarif']);
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expect(sarifErrors(log)).toEqual([]);
    const empty = itemResults(r.stdout, 'items/description-empty');
    expect(empty.map((x) => [itemOf(x), x.properties.locale, x.level])).toEqual(
      EMPTY.map(([name, locale]) => [name, locale, 'warning']),
    );
    for (const [i, [name, locale, field, slug]] of EMPTY.entries()) {
      const { message, properties, locations } = empty[i]!;
      expect(message.text).toContain(
        `${field} is empty (the field that feeds the description is unknown: guessed from its name; --live infers it).`,
      );
      expect(message.text).toContain(`Item “${name}” (`);
      expect(message.text).toContain(`, locale ${locale}, page ${properties.path}.`);
      expect(message.text).toMatch(/ of (Blog Posts|Products), /);
      expect(properties.jsonPath).toBe(`fieldData.${slug}`);
      expect(properties.pageTitle).toMatch(/^(Blog Posts|Products) › /);
      expect(locations[0]!.physicalLocation.artifactLocation.uri.endsWith(properties.path)).toBe(
        true,
      );
    }
    const long = itemResults(r.stdout, 'items/title-long');
    expect(long.map((x) => [itemOf(x), x.properties.locale])).toEqual(LONG);
    for (const [i, [name]] of LONG.entries()) {
      expect(long[i]!.message.text).toContain(
        'Name is too long (the field that feeds the title is unknown: the item’s name is checked alone',
      );
      expect(long[i]!.message.text).toContain(`${name.length} characters`);
    }
    const rules = (log.runs[0].tool.driver.rules as { id: string }[]).map((x) => x.id);
    expect(rules).toEqual(expect.arrayContaining(['items/description-empty', 'items/title-long']));
  });

  it('shows the same findings in JSON, text and JUnit, one cell and test case per item × locale', async () => {
    const json = JSON.parse((await items(['--format', 'json'])).stdout);
    const site = json.sites[0];
    expect(site.itemFields).toMatchObject({ collections: 2, pages: 0 });
    const cells = site.cells as Cell[];
    const empty = cells.filter((c) => c.findings.some((f) => f.rule === 'items/description-empty'));
    expect(empty.map((c) => [c.locale, c.item?.collectionId])).toEqual([
      ['fr', acme().collections.blog],
      ['de', acme().collections.blog],
      ['de', acme().collections.products],
    ]);
    const itemCells = cells.filter((c) => c.item);
    const ids = itemCells.map((c) => `${c.pageId} ${c.localeId}`);
    expect(new Set(ids).size).toBe(ids.length);

    const text = (await items([])).stdout.split('\n');
    const lines = text.filter((l) => l.includes('items/description-empty'));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /warning\s+fr\s+Blog Posts › \S+\s+items\/description-empty\s+Post summary is empty \(/,
    );

    const junit = await items(['--format', 'junit', '--fail-on', 'warning']);
    expect(junit.code).toBe(1);
    expect(junit.stdout.match(/warning items\/description-empty:/g)).toHaveLength(3);
    // The German "Seeded rye" fails its own test case.
    const testCase = junit.stdout
      .split('<testcase ')
      .find((t) => t.includes(`name="${empty[2]!.pageTitle} (de)"`));
    expect(testCase).toMatch(/^[^>]*>\s*<failure [^>]*>[^<]*warning items\/description-empty:/);
  });

  it('with --live infers the fields from one published page per collection and locale', async () => {
    const r = await runLive(emu, ['--items', '--format', 'sarif']);
    expect(r.code).toBe(1);
    expect(sarifErrors(JSON.parse(r.stdout))).toEqual([]);
    const origin = `http://${acme().shortName}.localhost:${emu.port}/`;
    const empty = itemResults(r.stdout, 'items/description-empty');
    expect(empty.map((x) => [itemOf(x), x.properties.locale])).toEqual(
      EMPTY.map(([name, locale]) => [name, locale]),
    );
    for (const [i, [, locale, field]] of EMPTY.entries()) {
      expect(empty[i]!.message.text).toContain(
        `${field} is empty (the field that feeds the description, inferred from the published page ${origin}${locale}/`,
      );
    }
    // The template adds " | Acme Bakery" after the name: the title is checked with it.
    const suffix = ` | ${acme().displayName}`;
    const long = itemResults(r.stdout, 'items/title-long');
    expect(long.map((x) => [itemOf(x), x.properties.locale])).toEqual(LONG);
    for (const [i, [name]] of LONG.entries()) {
      expect(long[i]!.message.text).toContain(
        `Name is too long with “${suffix.trimStart()}” after it, as the page shows it (the field that feeds the title, inferred from the published page ${origin}`,
      );
      expect(long[i]!.message.text).toContain(`${name.length + suffix.length} characters`);
    }
    const all = (JSON.parse(r.stdout).runs[0].results as SarifResult[]).filter((x) =>
      /^items\/(title|description)-/.test(x.ruleId),
    );
    expect(all.filter((x) => x.message.text.includes('is unknown'))).toEqual([]);

    const json = JSON.parse((await runLive(emu, ['--items', '--format', 'json'])).stdout);
    expect(json.sites[0].itemFields).toMatchObject({ collections: 2, pages: 2 * 3 });
    // An item page version with live findings and field findings is one cell.
    const cells = (json.sites[0].cells as Cell[]).filter((c) => c.item);
    const ids = cells.map((c) => `${c.pageId} ${c.localeId}`);
    expect(new Set(ids).size).toBe(ids.length);
    const both = cells.filter(
      (c) =>
        c.findings.some((f) => f.rule === 'items/not-found') &&
        c.findings.some((f) => /^items\/(title|description)-/.test(f.rule)),
    );
    expect(both.length).toBeGreaterThan(0);
  });

  it('lists each collection’s items in ⌈rows/100⌉ requests in every locale at once, once for --live too', async () => {
    const locales = [acme().locales.primary, ...acme().locales.secondary];
    const cmsLocaleIds = locales.map((l) => l.cmsLocaleId).join(',');
    const expected: Record<string, number> = {};
    for (const id of [acme().collections.blog!, acme().collections.products!]) {
      const page = await emu.call(`/v2/collections/${id}/items/live?cmsLocaleId=${cmsLocaleIds}`, {
        token: acme().apiKey,
      });
      expect(page.status).toBe(200);
      expected[`/v2/collections/${id}/items/live`] = Math.ceil(page.body.pagination.total / 100);
    }
    const listed = (entries: Entry[]) => {
      const counts: Record<string, number> = {};
      for (const e of entries.filter((x) => x.path.endsWith('/items/live'))) {
        expect(e.query.cmsLocaleId).toBe(cmsLocaleIds);
        counts[e.path] = (counts[e.path] ?? 0) + 1;
      }
      return counts;
    };
    const collectionReads = (entries: Entry[]) =>
      entries.filter((e) => /^\/v2\/collections\/[^/]+$/.test(e.path)).map((e) => e.path);

    const before = await seq();
    const r = await items(['--format', 'json']);
    const plain = await since(before);
    expect(listed(plain)).toEqual(expected);
    expect(collectionReads(plain).sort()).toEqual(
      [acme().collections.blog, acme().collections.products].map((id) => `/v2/collections/${id}`),
    );
    const total = Object.values(expected).reduce((n, x) => n + x, 0);
    expect(JSON.parse(r.stdout).sites[0].requests.items).toBe(1 + 2 + total);

    const between = await seq();
    await runLive(emu, ['--items', '--format', 'json']);
    const withLive = await since(between);
    expect(listed(withLive)).toEqual(expected);
    expect(collectionReads(withLive)).toHaveLength(2);
  });

  it('refuses --items with --no-collections (exit 2) and skips items with one line without cms:read', async () => {
    for (const args of [['--no-collections'], ['--live', '--no-collections']]) {
      const r = await items(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(
        'audit: --no-collections leaves CMS items out, --items checks them: use one. (see --help)\n',
      );
    }
    const key = await emu.control<{ apiKey: string }>('/site-keys', {
      method: 'POST',
      body: { siteId: acme().id, withoutScopes: ['cms:read'] },
    });
    const r = await items(['--format', 'json'], key.body.apiKey);
    expect(r.stderr.split('\n').filter((l) => l.startsWith('audit:'))).toEqual([
      `audit: site ${acme().id}: the token may not read CMS collections (it lacks cms:read): item fields not checked`,
    ]);
    const site = JSON.parse(r.stdout).sites[0];
    expect(site.outcome).not.toBe('failed');
    expect(site.itemFields).toBeUndefined();
    const both = await runLive(emu, ['--items', '--format', 'json'], key.body.apiKey);
    expect(both.stderr).toContain('(it lacks cms:read): item pages and item fields not checked');
  });
});
