import { describe, expect, it } from 'vitest';
import { createPoliteFetch } from '@/lib/features/live-site/polite-fetch';
import { runLiveCheck } from '@/lib/features/live-site/run-live-check';
import { startHostIndex } from '@/lib/features/live-site/indexing/host-index';
import { fixtureAudit, fixturePages, ORIGIN, pageHtml, urlOf } from '../fixtures';

const SUFFIX = '.site.example';
const STAGING = ORIGIN; // https://fixture.site.example: the fixture's staging host

/** The fixture's pages, robots.txt and sitemap, with what each test changes; counts each URL. */
function serve(extra: Record<string, string | (() => Response)>) {
  const pages = fixturePages({
    'about:fr1': { body: '<meta name="robots" content="noindex, nofollow"><p>Bonjour</p>' },
    'contact:de1': () =>
      new Response(pageHtml('contact', 'de1'), {
        headers: { 'content-type': 'text/html', 'x-robots-tag': 'nosnippet' },
      }),
    'team:de1': () => new Response('<form action="/.wf_auth"></form>', { status: 401 }),
  });
  for (const [url, body] of Object.entries(extra)) pages.set(url, body);
  const asked = new Map<string, number>();
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = String(input);
    asked.set(url, (asked.get(url) ?? 0) + 1);
    const page = pages.get(url);
    if (page === undefined) return new Response('not found', { status: 404 });
    if (typeof page === 'function') return page();
    const xml = url.endsWith('.xml') || url.endsWith('.txt');
    return new Response(page, { headers: { 'content-type': xml ? 'text/plain' : 'text/html' } });
  };
  return { fetch, asked };
}

const sitemap = (urls: string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls
    .map((u) => `<url><loc>${u}</loc></url>`)
    .join('')}</urlset>`;

async function check(extra: Record<string, string | (() => Response)>, customDomain = false) {
  const { fetch, asked } = serve(extra);
  const fetcher = createPoliteFetch({ fetch, sleep: async () => undefined });
  const audit = fixtureAudit();
  const published = {
    ...audit.published!,
    shortName: 'fixture',
    customDomains: customDomain
      ? [{ id: 'd1', url: 'www.fixture.example', lastPublished: '2026-01-02T13:58:00Z' }]
      : [],
  };
  const index = await startHostIndex('site1', ORIGIN, {
    fetcher,
    published,
    stagingSuffix: SUFFIX,
    now: () => Date.parse('2026-03-01T00:00:00Z'),
  });
  const result = await runLiveCheck(audit, ORIGIN, { fetcher, index });
  const host = await index.finish();
  const cell = (slug: string, localeId: string | null) =>
    result.cells.find((c) => c.url === urlOf(slug, localeId))!;
  return { result, host, cell, asked };
}

describe('a host read as Google reads it', () => {
  it('gives each page version its blockers: noindex, nosnippet, robots.txt, a password', async () => {
    const { cell, result } = await check({
      [`${ORIGIN}/robots.txt`]: 'User-agent: *\nDisallow: /team\n',
    });
    expect(cell('about', 'fr1').index).toEqual([
      { reason: 'noindex', source: 'meta-robots', detail: 'noindex, nofollow' },
    ]);
    expect(cell('contact', 'de1').index).toEqual([
      { reason: 'nosnippet', source: 'x-robots-tag', detail: 'nosnippet' },
    ]);
    expect(cell('team', null).index).toEqual([
      { reason: 'blocked', source: 'robots-txt', detail: 'Disallow: /team' },
    ]);
    expect(cell('team', 'de1').index?.map((b) => b.reason)).toEqual(['password']);
    expect(cell('about', null).index).toBeUndefined();
    expect(result.counts.hidden).toBe(4);
  });

  it('reads robots.txt and each sitemap file once, and reconciles the sitemap with the pages', async () => {
    const listed = [
      urlOf('about', null),
      urlOf('about', 'fr1'),
      urlOf('about', 'de1'),
      urlOf('team', 'fr1'),
      urlOf('contact', null),
      urlOf('contact', 'de1'),
      `${ORIGIN}/old-menu`,
      'https://fixture.webflow.io/about',
    ];
    const { host, asked } = await check({
      [`${ORIGIN}/robots.txt`]: `User-agent: *\nDisallow: /team\n\nSitemap: ${ORIGIN}/map.xml\n`,
      [`${ORIGIN}/map.xml`]: sitemap(listed),
    });
    expect(asked.get(`${ORIGIN}/robots.txt`)).toBe(1);
    expect(asked.get(`${ORIGIN}/map.xml`)).toBe(1);
    expect(asked.get(`${ORIGIN}/sitemap.xml`)).toBeUndefined();
    expect(host.listed).toBe(listed.length);
    const found = Object.fromEntries(host.findings.map((f) => [f.rule, f]));
    expect(found['sitemap/not-found']?.urls).toEqual([`${ORIGIN}/old-menu`]);
    expect(found['sitemap/noindex']?.urls).toEqual([urlOf('about', 'fr1')]);
    expect(found['sitemap/other-host']).toMatchObject({
      severity: 'error',
      urls: ['https://fixture.webflow.io/about'],
    });
    // Left out: published versions Google may show that the sitemap does not list; not the
    // blocked /team, nor the password-protected German team page.
    expect(found['sitemap/left-out']).toMatchObject({
      severity: 'info',
      total: 1,
      urls: [urlOf('contact', 'fr1')],
    });
    expect(found['sitemap/missing']).toBeUndefined();
    expect(host.robots).toMatchObject({ status: 200, sitemaps: [`${ORIGIN}/map.xml`] });
  });

  it('says when the host serves no sitemap at all, and reads /sitemap.xml only then', async () => {
    const { host, asked } = await check({});
    expect(asked.get(`${ORIGIN}/sitemap.xml`)).toBe(1);
    expect(host.robots.status).toBe(404);
    expect(host.findings.map((f) => f.rule)).toEqual(['sitemap/missing']);
  });

  it('says a robots.txt that fails, or answers 429, as the host’s finding, not each page’s verdict', async () => {
    for (const status of [503, 429]) {
      const { host, cell } = await check({
        [`${ORIGIN}/robots.txt`]: () => new Response('down', { status }),
      });
      expect(host.findings.map((f) => f.rule)).toContain('index/robots-unreachable');
      expect(cell('about', null).index).toBeUndefined();
    }
  });

  it('says nothing is left out of a sitemap it could not read in full', async () => {
    const { host } = await check({
      [`${ORIGIN}/robots.txt`]: `Sitemap: ${ORIGIN}/index.xml\nSitemap: https://cdn.example/map.xml\n`,
      [`${ORIGIN}/index.xml`]: `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${ORIGIN}/a.xml</loc></sitemap><sitemap><loc>${ORIGIN}/gone.xml</loc></sitemap></sitemapindex>`,
      [`${ORIGIN}/a.xml`]: sitemap([urlOf('about', null)]),
    });
    const rules = host.findings.map((f) => f.rule);
    // gone.xml is named by the index but answers 404; the CDN's file is on another host.
    expect(rules).toEqual(expect.arrayContaining(['sitemap/unreadable', 'sitemap/partial']));
    expect(rules).not.toContain('sitemap/left-out');
    expect(host.findings.find((f) => f.rule === 'sitemap/unreadable')?.urls).toEqual([
      `${ORIGIN}/gone.xml`,
    ]);
  });

  it('finds an indexable staging host beside a published custom domain', async () => {
    const { host } = await check({ [`${ORIGIN}/`]: pageHtml('about', null) }, true);
    expect(host.staging).toMatchObject({ origin: STAGING, disallowed: false, noindex: false });
    expect(host.findings.map((f) => f.rule)).toContain('index/staging-indexable');
  });

  it('leaves the staging host alone when its canonical points to the custom domain', async () => {
    const home = pageHtml('about', null, { canonical: 'https://www.fixture.example/about' });
    const { host } = await check({ [`${ORIGIN}/`]: home }, true);
    expect(host.staging?.canonicalElsewhere).toBe(true);
    expect(host.findings.map((f) => f.rule)).not.toContain('index/staging-indexable');
  });

  it('reads a staging host kept out of search as the host’s doing, not each page’s', async () => {
    const { host, result } = await check(
      {
        [`${ORIGIN}/robots.txt`]: 'User-agent: *\nDisallow: /\n',
        [`${ORIGIN}/`]: pageHtml('about', null),
      },
      true,
    );
    expect(host).toMatchObject({ keptOut: true, staging: { disallowed: true } });
    expect(result.cells.filter((c) => c.index)).toEqual([]);
    expect(host.findings).toEqual([]);
  });
});
