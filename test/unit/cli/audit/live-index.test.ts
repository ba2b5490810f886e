import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import type * as PageFetchModule from '@/lib/cli/audit/page-fetch';
import { runCaptured, runLive } from './support/cli-io';
import { sarifErrors } from './support/validate';

// The CLI reaches the staging hosts (`*.localhost`) itself; a custom domain is reached on this
// machine by its Host header, as if its DNS pointed here.
vi.mock('@/lib/cli/audit/page-fetch', async (importOriginal) => {
  const real = await importOriginal<typeof PageFetchModule>();
  const { loopbackFetch } = await import('./support/host-fetch');
  return {
    pageFetch: (): typeof fetch => {
      const own = real.pageFetch();
      return (input, init) => {
        const url = new URL(input instanceof Request ? input.url : input);
        return url.hostname.endsWith('.localhost') ? own(input, init) : loopbackFetch(input, init);
      };
    },
  };
});

interface SarifResult {
  ruleId: string;
  level: string;
  message: { text: string };
  locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
  properties: { pageId: string; localeId: string | null; host?: string; listedTotal?: number };
}
interface SarifRule {
  id: string;
  shortDescription: { text: string };
  help?: { text: string };
  defaultConfiguration: { level: string };
}
interface JsonFinding {
  rule: string;
  severity: string;
  url?: string;
  listed?: { urls: string[]; total: number };
}

const uris = (r: SarifResult) => r.locations.map((l) => l.physicalLocation.artifactLocation.uri);
const isIndexRule = (rule: string) => rule.startsWith('index/') || rule.startsWith('sitemap/');

// The demo seed's index faults (emulator/README.md, "Index faults"): on acme-bakery, whose staging
// host stays indexable beside its custom domain, Events says noindex, FAQ is disallowed in
// robots.txt, the sourdough guide answers `X-Robots-Tag: nosnippet`, a blog post is left out of the
// sitemap and the sitemap lists /old-menu (404); northwind-studio's staging host is kept out of
// search, and its custom domain's sitemap lists two of its staging URLs.
describe('npm run audit -- --live: can Google show it', { timeout: 120_000 }, () => {
  let emu: TestEmulator;
  const acme = () => emu.fixtures.sites[0]!;
  const northwind = () => emu.fixtures.sites[1]!;
  const staging = () => `http://${acme().shortName}.localhost:${emu.port}`;
  const runNorthwind = (args: string[], token = northwind().apiKey!) =>
    runCaptured(
      [
        ...['--api', emu.origin, '--site', northwind().id, '--live'],
        ...['--staging-suffix', `.localhost:${emu.port}`, ...args],
      ],
      { SITE_COMPANION_TOKEN: token },
    );
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
  });
  afterAll(() => emu?.close());

  it('reports each page Google will not show and the sitemap’s faults in SARIF', async () => {
    const r = await runLive(emu, ['--format', 'sarif']);
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expect(sarifErrors(log)).toEqual([]);
    const results = (log.runs[0].results as SarifResult[]).filter((x) => isIndexRule(x.ruleId));
    const on = (rule: string) => results.filter((x) => x.ruleId === rule);

    const noindex = on('index/noindex');
    expect(noindex.map((x) => x.properties.pageId)).toEqual(noindex.map(() => acme().pages.events));
    expect(noindex.map((x) => x.properties.localeId).sort()).toEqual(
      acme()
        .locales.secondary.map((l) => l.id)
        .concat([null as never])
        .sort(),
    );
    for (const x of noindex) {
      expect(x.level).toBe('warning');
      expect(x.message.text).toMatch(
        /^Valid, but Google will not show it: the page says noindex \(<meta name="robots">: noindex\)/,
      );
    }
    expect(on('index/blocked')).toEqual([
      expect.objectContaining({
        level: 'warning',
        properties: expect.objectContaining({ pageId: acme().pages.faq, localeId: null }),
      }),
    ]);
    expect(on('index/blocked')[0]!.message.text).toContain('robots.txt: Disallow: /faq');
    expect(on('index/nosnippet').map((x) => x.properties.pageId)).toContain(acme().pages.sourdough);

    const [notFound] = on('sitemap/not-found');
    expect(notFound).toMatchObject({ level: 'error', properties: { host: staging() } });
    expect(uris(notFound!)).toEqual([`${staging()}/old-menu`]);
    const [leftOut] = on('sitemap/left-out');
    expect(leftOut!.level).toBe('note');
    expect(uris(leftOut!).some((u) => u.startsWith(`${staging()}/post/`))).toBe(true);
    expect(uris(leftOut!).length).toBe(Math.min(leftOut!.properties.listedTotal!, 100));
    expect(on('index/staging-indexable')).toEqual([expect.objectContaining({ level: 'warning' })]);
    expect(uris(on('index/staging-indexable')[0]!)).toEqual([`${staging()}/`]);

    const rules = log.runs[0].tool.driver.rules as SarifRule[];
    for (const id of new Set(results.map((x) => x.ruleId))) {
      const rule = rules.find((x) => x.id === id)!;
      expect(rule.shortDescription.text, id).not.toContain(id);
      expect(rule.help?.text, id).toMatch(/\w/);
    }
    expect(rules.find((x) => x.id === 'sitemap/left-out')!.defaultConfiguration.level).toBe('note');
    // No page is called eligible for a rich result, least of all one Google will not show.
    expect(r.stdout).not.toMatch(/\beligible\b/i);
  });

  it('says what it read in JSON, text and JUnit, the host’s findings on a cell of its own', async () => {
    const json = JSON.parse((await runLive(emu, ['--format', 'json'])).stdout);
    const live = json.sites[0].live;
    expect(live.index).toMatchObject({
      robots: {
        url: `${staging()}/robots.txt`,
        status: 200,
        sitemaps: [`${staging()}/sitemap.xml`],
      },
      sitemaps: [{ url: `${staging()}/sitemap.xml`, status: 200, kind: 'urlset' }],
      staging: { origin: staging(), indexable: true },
    });
    expect(live.index.listed).toBeGreaterThan(100);
    expect(live.index.hidden).toBeGreaterThanOrEqual(7);
    expect(live.index.robotsApi).toBeUndefined();
    type Cell = { pageTitle: string; host?: { origin: string }; findings: JsonFinding[] };
    const hosts = (json.sites[0].cells as Cell[]).filter((c) => c.host);
    expect(hosts).toHaveLength(1);
    expect(hosts[0]!.pageTitle).toBe(new URL(staging()).host);
    expect(hosts[0]!.findings.find((f) => f.rule === 'sitemap/not-found')).toMatchObject({
      severity: 'error',
      url: `${staging()}/old-menu`,
      listed: { urls: [`${staging()}/old-menu`], total: 1 },
    });

    const text = (await runLive(emu, [])).stdout;
    const lines = text.split('\n');
    const at = lines.indexOf(`  Can Google show it (${staging()}):`);
    expect(at).toBe(1);
    expect(lines.slice(at + 1, at + 5)).toEqual([
      `    ${staging()}/robots.txt: read as Googlebot reads it · Sitemap lines: 1`,
      `    Sitemap files read: 1 · addresses listed: ${live.index.listed}`,
      `    The staging host ${new URL(staging()).host} can be indexed.`,
      `    Pages Google will not show: ${live.index.hidden}`,
    ]);
    expect(text).toMatch(
      new RegExp(
        `error +en, fr, de +${new URL(staging()).host} +sitemap/not-found +.*: 1 — ${staging()}/old-menu\\. Fix: `,
      ),
    );

    const junit = (await runLive(emu, ['--format', 'junit'])).stdout;
    expect(junit).toContain(`name="${new URL(staging()).host} (en, fr, de)"`);
    expect(junit).toMatch(/<failure [^>]*type="sitemap\/not-found"/);
    expect(junit).toMatch(/info sitemap\/left-out: [^\n]* — http:[^\n]*\/post\/[^\n]*\. Fix: /);
    for (const out of [json, text, junit]) expect(JSON.stringify(out)).not.toMatch(/\beligible\b/i);
  });

  it('sees northwind’s staging host kept out of search: no page blocker, a note instead', async () => {
    const r = await runNorthwind(['--format', 'json']);
    const site = JSON.parse(r.stdout).sites[0];
    expect(site.live.index).toMatchObject({
      keptOut: true,
      staging: { disallowed: true, indexable: false },
      hidden: 0,
    });
    const rules = site.cells.flatMap((c: { findings: JsonFinding[] }) =>
      c.findings.map((f) => f.rule),
    );
    expect(rules.filter((rule: string) => rule.startsWith('index/'))).toEqual([]);
    const text = (await runNorthwind([])).stdout;
    expect(text).toContain('This host is the staging host kept out of search');
  });

  it('reads the custom domain with --host: its sitemap lists staging URLs, and the Enterprise rules', async () => {
    const domain = `www.northwind.example:${emu.port}`;
    const r = await runNorthwind(['--host', domain, '--format', 'sarif']);
    const log = JSON.parse(r.stdout);
    expect(sarifErrors(log)).toEqual([]);
    const other = (log.runs[0].results as SarifResult[]).filter(
      (x) => x.ruleId === 'sitemap/other-host',
    );
    expect(other).toHaveLength(1);
    expect(other[0]!.level).toBe('error');
    const northwindStaging = `http://${northwind().shortName}.localhost:${emu.port}`;
    expect(uris(other[0]!).sort()).toEqual(
      [`${northwindStaging}/about-us`, `${northwindStaging}/contact`].sort(),
    );
    expect(other[0]!.properties.host).toBe(`http://${domain}`);
    const summary = log.runs[0].properties.sites[0].live;
    expect(summary.origin).toBe(`http://${domain}`);
    expect(summary.index.robotsApi).toMatchObject({ groups: expect.any(Number) });
  });

  it('says on each item page version with JSON-LD that Google will not show it', async () => {
    type Item = { id: string; fieldData: { name: string; slug: string } };
    const listed = await emu.call<{ items: Item[] }>(
      `/v2/collections/${acme().collections.blog}/items/live`,
      { token: acme().apiKey! },
    );
    const items = listed.body.items;
    // One post with its JSON-LD, and the one the demo renders without it: no rich result to lose.
    const shown = items.find((i) => i.fieldData.name === 'How we bake brioche')!;
    const bare = items.find((i) => i.fieldData.name === 'Five mistakes with croissants')!;
    for (const item of [shown, bare]) {
      const set = await emu.control(`/items/${item.id}/indexing`, {
        method: 'POST',
        body: { robots: { header: 'noindex' } },
      });
      expect(set.status).toBe(200);
    }
    const log = JSON.parse((await runLive(emu, ['--format', 'sarif'])).stdout);
    type ItemResult = SarifResult & { properties: { pageTitle: string } };
    const hidden = (log.runs[0].results as ItemResult[]).filter(
      (x) => x.ruleId === 'index/noindex' && x.properties.pageTitle.startsWith('Blog Posts › '),
    );
    const of = (item: Item) => hidden.filter((x) => x.properties.pageId === item.id);
    expect(of(shown).map((x) => x.level)).toEqual(['warning', 'warning', 'warning']);
    expect(of(shown)[0]!.message.text).toMatch(
      /^(Valid, but Google|Google) will not show it( either)?: noindex/,
    );
    expect(of(bare)).toEqual([]);
  });

  it('says in words, and fails nothing, when the token may not read the robots.txt rules', async () => {
    const key = await emu.control<{ apiKey: string }>('/site-keys', {
      method: 'POST',
      body: { siteId: northwind().id, withoutScopes: ['site_config:read'] },
    });
    expect(key.status).toBe(201);
    const domain = `www.northwind.example:${emu.port}`;
    const json = await runNorthwind(['--host', domain, '--format', 'json'], key.body.apiKey);
    const site = JSON.parse(json.stdout).sites[0];
    expect(site.outcome).not.toBe('failed');
    expect(site.live.index.robotsApi).toEqual({
      error: expect.stringMatching(/^Not granted: .*site_config:read/),
    });
    const text = await runNorthwind(['--host', domain], key.body.apiKey);
    expect(text.stdout).toMatch(/Rules in the site settings \(robots\.txt API\): Not granted: /);
  });
});
