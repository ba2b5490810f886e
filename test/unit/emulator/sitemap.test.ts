import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestEmulator } from '@/emulator/testing';
import { startEmulator } from '@/emulator/testing';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
});
afterAll(() => emu.close());
beforeEach(async () => {
  await emu.control('/reset', { method: 'POST' });
});

const northwind = () => emu.fixtures.sites.find((s) => s.shortName === 'northwind-studio')!;
const staging = () => `northwind-studio.localhost:${emu.port}`;
const domain = () => `www.northwind.example:${emu.port}`;

interface Entry {
  loc: string;
  alternates: Record<string, string>;
}

/** The `<url>` entries of a sitemap, each with its `xhtml:link` alternates by hreflang. */
function entries(xml: string): Entry[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(.*?)<\/url>/g)].map((m) => ({
    loc: m[1]!,
    alternates: Object.fromEntries(
      [...m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1]!, a[2]!]),
    ),
  }));
}

const sitemap = async (host: string) => {
  const res = await emu.getWithHost(host, '/sitemap.xml');
  expect(res.status).toBe(200);
  return { ...res, entries: entries(res.text) };
};

/** Answers the path of an absolute URL on its own host. */
const visit = (url: string) => {
  const { host, pathname } = new URL(url);
  return emu.getWithHost(host, pathname);
};

describe('/sitemap.xml, generated', () => {
  it('is a urlset with the xhtml namespace, served as application/xml', async () => {
    const res = await sitemap(staging());
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">\n/,
    );
    expect(res.text.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists each served static page and live item page per locale, on the host’s own origin', async () => {
    for (const host of [staging(), domain()]) {
      const locs = (await sitemap(host)).entries.map((e) => e.loc);
      const own = locs.filter((l) => l.startsWith(`http://${host}/`));
      // 35 served static pages and 46 live items (40 posts, 6 products) in 3 locales, but for
      // "The story of rye bread", not published in German
      expect(own).toHaveLength(35 * 3 + 46 * 3 - 1);
      expect(new Set(locs).size).toBe(locs.length);
      for (const path of [
        '/',
        '/fr',
        '/de/about-us',
        '/company/team/leadership',
        '/post/how-we-bake-sourdough',
      ])
        expect(locs, path).toContain(`http://${host}${path}`);
      for (const path of [
        '/spring-offer',
        '/old-promotion',
        '/404',
        '/401',
        '/search',
        '/post/detail_post',
      ])
        expect(locs, path).not.toContain(`http://${host}${path}`);
      expect(locs.some((l) => l.includes('our-spring-menu-preview'))).toBe(false);
    }
  });

  it('gives every URL its locale alternates and x-default, as the pages link them', async () => {
    const { entries: list } = await sitemap(staging());
    const about = list.find((e) => e.loc === `http://${staging()}/fr/about-us`)!;
    expect(about.alternates).toEqual({
      en: `http://${staging()}/about-us`,
      fr: `http://${staging()}/fr/about-us`,
      de: `http://${staging()}/de/about-us`,
      'x-default': `http://${staging()}/about-us`,
    });
    const page = await emu.getWithHost(staging(), '/fr/about-us');
    for (const [tag, href] of Object.entries(about.alternates))
      expect(page.text).toContain(`hreflang="${tag}" href="${href}"`);
  });

  it('lists only locales an item is published in (its alternates too)', async () => {
    const { entries: list } = await sitemap(staging());
    const rye = list.filter((e) => e.loc.includes('/post/the-story-of-rye-bread'));
    expect(rye.map((e) => new URL(e.loc).pathname)).toEqual([
      '/post/the-story-of-rye-bread',
      '/fr/post/the-story-of-rye-bread',
    ]);
    expect(Object.keys(rye[0]!.alternates)).toEqual(['en', 'fr', 'x-default']);
  });

  it('lists URLs that answer 200 (the item served one slug away at its served address)', async () => {
    const { entries: list } = await sitemap(domain());
    const statuses = await Promise.all(list.map(async (e) => [e.loc, (await visit(e.loc)).status]));
    expect(statuses.filter(([, s]) => s !== 200)).toEqual([]);
    expect(list.some((e) => e.loc.endsWith('/post/focaccia-step-by-step-old'))).toBe(true);
  });

  it('leaves out pages and items excluded by their settings, and password-protected pages', async () => {
    const items = await emu.call(`/v2/collections/${northwind().collections.blog}/items/live`, {
      token: northwind().apiKey,
    });
    const post = items.body.items[3];
    await emu.control(`/items/${post.id}/indexing`, {
      method: 'POST',
      body: { sitemapExcluded: true },
    });
    await emu.control(`/pages/${northwind().pages.gallery}/indexing`, {
      method: 'POST',
      body: { sitemapExcluded: true },
    });
    await emu.control(`/pages/${northwind().pages.terms}/indexing`, {
      method: 'POST',
      body: { password: true },
    });
    const locs = (await sitemap(domain())).entries.map((e) => new URL(e.loc).pathname);
    for (const path of [
      `/post/${post.fieldData.slug}`,
      '/gallery',
      '/fr/gallery',
      '/terms-of-service',
    ])
      expect(locs, path).not.toContain(path);
    expect((await emu.getWithHost(domain(), `/post/${post.fieldData.slug}`)).status).toBe(200);
    expect((await emu.getWithHost(domain(), '/gallery')).status).toBe(200);
  });

  it('appends sitemapExtra: site paths on the serving host, emulated hosts with its port', async () => {
    const res = await emu.control(`/sites/${northwind().id}/indexing`, {
      method: 'POST',
      body: {
        sitemapExtra: [
          '/gone',
          'http://northwind-studio.localhost/about-us',
          'https://elsewhere.example/x',
        ],
      },
    });
    expect(res.body.sitemapExtra).toHaveLength(3);
    const locs = (await sitemap(domain())).entries.map((e) => e.loc);
    expect(locs.slice(-3)).toEqual([
      `http://${domain()}/gone`,
      `http://${staging()}/about-us`,
      'https://elsewhere.example/x',
    ]);
    const onStaging = (await sitemap(staging())).entries.map((e) => e.loc);
    expect(onStaging.filter((l) => l === `http://${staging()}/about-us`)).toHaveLength(1);
  });
});

describe('/sitemap.xml, hand-written', () => {
  it('is served as-is on every host of the site until cleared', async () => {
    const text =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.northwind.example/</loc></url></urlset>';
    await emu.control(`/sites/${northwind().id}/indexing`, {
      method: 'POST',
      body: { customSitemap: text },
    });
    for (const host of [staging(), domain()]) {
      const res = await emu.getWithHost(host, '/sitemap.xml');
      expect(res.text).toBe(text);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
    }
    await emu.control(`/sites/${northwind().id}/indexing`, {
      method: 'POST',
      body: { customSitemap: null },
    });
    expect((await sitemap(domain())).entries.length).toBeGreaterThan(100);
  });
});
