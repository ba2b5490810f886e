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
  // The seed keeps northwind's staging host out of search; these tests start from the default.
  await emu.control(`/sites/${northwind().id}/indexing`, {
    method: 'POST',
    body: { stagingIndexing: true },
  });
});

const site = (shortName: string) => emu.fixtures.sites.find((s) => s.shortName === shortName)!;
const acme = () => site('acme-bakery');
const northwind = () => site('northwind-studio');
const staging = (s = acme()) => `${s.shortName}.localhost:${emu.port}`;
const domain = (s = acme()) =>
  `${s.shortName === 'acme-bakery' ? 'www.acme-bakery.example' : 'www.northwind.example'}:${emu.port}`;
const robotsMeta = (html: string) =>
  [...html.matchAll(/<meta name="robots" content="([^"]*)">/g)].map((m) => m[1]);
const setSite = (body: unknown, s = northwind()) =>
  emu.control(`/sites/${s.id}/indexing`, { method: 'POST', body });
const setPage = (pageId: string, body: unknown) =>
  emu.control(`/pages/${pageId}/indexing`, { method: 'POST', body });

describe('/robots.txt on every published host', () => {
  it('serves the platform default on a site without rules: allow all, the host’s own sitemap', async () => {
    for (const host of [staging(northwind()), domain(northwind())]) {
      const res = await emu.getWithHost(host, '/robots.txt');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toBe(`User-agent: *\nAllow: /\n\nSitemap: http://${host}/sitemap.xml\n`);
    }
  });

  it('serves the site’s rules at once, a site-path sitemap resolved on each host', async () => {
    const robots = {
      rules: [
        { userAgent: '*', allows: ['/'], disallows: ['/private'] },
        { userAgent: 'Googlebot-Image', allows: [], disallows: ['/'] },
      ],
      sitemap: '/sitemap.xml',
    };
    expect((await setSite({ robots })).status).toBe(200);
    for (const host of [staging(northwind()), domain(northwind())]) {
      expect((await emu.getWithHost(host, '/robots.txt')).text).toBe(
        'User-agent: *\nAllow: /\nDisallow: /private\n\n' +
          'User-agent: Googlebot-Image\nDisallow: /\n\n' +
          `Sitemap: http://${host}/sitemap.xml\n`,
      );
    }
  });

  it('gives an absolute URL on an emulated host the request’s port, and keeps others', async () => {
    await setSite({
      robots: { rules: [], sitemap: 'https://www.northwind.example/sitemap.xml' },
    });
    expect((await emu.getWithHost(domain(northwind()), '/robots.txt')).text).toBe(
      `Sitemap: http://www.northwind.example:${emu.port}/sitemap.xml\n`,
    );
    await setSite({ robots: { rules: [], sitemap: 'https://cdn.example/sitemap.xml' } });
    expect((await emu.getWithHost(domain(northwind()), '/robots.txt')).text).toBe(
      'Sitemap: https://cdn.example/sitemap.xml\n',
    );
  });

  it('with staging indexing off: the staging host alone disallows all and says noindex', async () => {
    const res = await setSite({ stagingIndexing: false });
    expect(res.body).toMatchObject({ siteId: northwind().id, stagingIndexing: false });
    const closed = await emu.getWithHost(staging(northwind()), '/robots.txt');
    expect(closed.text).toBe('User-agent: *\nDisallow: /\n');
    const custom = await emu.getWithHost(domain(northwind()), '/robots.txt');
    expect(custom.text).toContain('Allow: /');
    for (const path of ['/', '/fr/about-us', '/post/how-we-bake-sourdough', '/no-such-page']) {
      expect(robotsMeta((await emu.getWithHost(staging(northwind()), path)).text), path).toEqual([
        'noindex',
      ]);
      expect(robotsMeta((await emu.getWithHost(domain(northwind()), path)).text), path).toEqual([]);
    }
    await setSite({ stagingIndexing: true });
    expect((await emu.getWithHost(staging(northwind()), '/robots.txt')).text).toContain('Allow: /');
  });

  it('answers 404 for the control of an unknown site, 400 for a bad rule', async () => {
    const unknown = await emu.control('/sites/000000000000000000000000/indexing', {
      method: 'POST',
      body: {},
    });
    expect(unknown.status).toBe(404);
    const bad = await setSite({
      robots: {
        rules: [{ userAgent: 'x\nDisallow: /', allows: [], disallows: [] }],
        sitemap: null,
      },
    });
    expect(bad.status).toBe(400);
  });
});

describe('per-page robots settings', () => {
  it('renders a page’s robots meta in every locale, and an X-Robots-Tag header', async () => {
    const about = northwind().pages.about!;
    const set = await setPage(about, {
      robots: { meta: 'noindex, nofollow', header: 'nosnippet' },
    });
    expect(set.body).toEqual({
      pageId: about,
      robots: { meta: 'noindex, nofollow', header: 'nosnippet' },
      password: false,
      sitemapExcluded: false,
    });
    for (const host of [staging(northwind()), domain(northwind())]) {
      for (const path of ['/about-us', '/fr/about-us', '/de/about-us']) {
        const res = await emu.getWithHost(host, path);
        expect(res.status).toBe(200);
        expect(robotsMeta(res.text)).toEqual(['noindex, nofollow']);
        expect(res.headers['x-robots-tag']).toBe('nosnippet');
      }
    }
    const other = await emu.getWithHost(staging(northwind()), '/contact');
    expect(robotsMeta(other.text)).toEqual([]);
    expect(other.headers['x-robots-tag']).toBeUndefined();
    await setPage(about, { robots: null });
    const cleared = await emu.getWithHost(staging(northwind()), '/about-us');
    expect(robotsMeta(cleared.text)).toEqual([]);
  });

  it('answers a password-protected page with 401 and the password form, without JSON-LD', async () => {
    const events = northwind().pages.events!;
    await setPage(events, { password: true });
    for (const path of ['/events', '/fr/events']) {
      const res = await emu.getWithHost(staging(northwind()), path);
      expect(res.status).toBe(401);
      expect(res.text).toContain('<form action="/.wf_auth" method="post">');
      expect(res.text).toContain('<input type="password" name="pass">');
      expect(res.text).not.toContain('application/ld+json');
      expect(res.text).not.toContain('Bread festival');
    }
    expect((await emu.getWithHost(staging(northwind()), '/fr/events')).text).toContain(
      'Protégé par mot de passe',
    );
    await setPage(events, { password: false });
    expect((await emu.getWithHost(staging(northwind()), '/events')).status).toBe(200);
  });

  it('renders an item’s robots setting on its page', async () => {
    const items = await emu.call(`/v2/collections/${northwind().collections.blog}/items/live`, {
      token: northwind().apiKey,
    });
    const item = items.body.items[0];
    const res = await emu.control(`/items/${item.id}/indexing`, {
      method: 'POST',
      body: { robots: { meta: 'noindex', header: 'noarchive' } },
    });
    expect(res.body).toEqual({
      itemId: item.id,
      robots: { meta: 'noindex', header: 'noarchive' },
      sitemapExcluded: false,
    });
    const page = await emu.getWithHost(staging(northwind()), `/post/${item.fieldData.slug}`);
    expect(page.status).toBe(200);
    expect(robotsMeta(page.text)).toEqual(['noindex']);
    expect(page.headers['x-robots-tag']).toBe('noarchive');
  });
});
