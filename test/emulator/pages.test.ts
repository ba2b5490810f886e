import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
});
afterAll(() => emu.close());

const acme = () => emu.fixtures.sites.find((s) => s.shortName === 'acme-bakery')!;
const northwind = () => emu.fixtures.sites.find((s) => s.shortName === 'northwind-studio')!;
const fr = (site = acme()) => site.locales.secondary.find((l) => l.tag === 'fr')!.id;

describe('sites and custom domains', () => {
  it('lists sites, gets a site with locales, and its custom domains', async () => {
    const token = (await emu.control('/tokens', { method: 'POST', body: {} })).body.accessToken;
    const list = await emu.call('/v2/sites', { token });
    expect(list.body.sites).toHaveLength(2);
    const site = await emu.call(`/v2/sites/${acme().id}`, { token });
    expect(site.body.shortName).toBe('acme-bakery');
    expect(site.body.locales.primary).toMatchObject({ tag: 'en', subdirectory: '' });
    expect(
      site.body.locales.secondary.map((l: { subdirectory: string }) => l.subdirectory),
    ).toEqual(['fr', 'de']);
    expect(site.body).not.toHaveProperty('plan');
    const domains = await emu.call(`/v2/sites/${acme().id}/custom_domains`, { token });
    expect(domains.body.customDomains[0]).toMatchObject({ url: 'www.acme-bakery.example' });
    expect((await emu.call('/v2/sites/ffffffffffffffffffffffff', { token })).status).toBe(404);
    expect((await emu.call('/v2/sites/not-an-id', { token })).body.code).toBe('validation_error');
  });
});

describe('pages', () => {
  it('paginates with limit/offset and reports the total', async () => {
    const s = acme();
    const first = await emu.call(`/v2/sites/${s.id}/pages?limit=10&offset=0`, { token: s.apiKey });
    expect(first.body.pagination).toEqual({ limit: 10, offset: 0, total: 42 });
    const rest = await emu.call(`/v2/sites/${s.id}/pages?limit=100&offset=10`, { token: s.apiKey });
    expect(rest.body.pages).toHaveLength(32);
    const ids = new Set([...first.body.pages, ...rest.body.pages].map((p: { id: string }) => p.id));
    expect(ids.size).toBe(42);
    expect((await emu.call(`/v2/sites/${s.id}/pages?limit=101`, { token: s.apiKey })).status).toBe(
      400,
    );
  });

  it('returns real Page objects per locale, with the locale prefix in publishedPath', async () => {
    const s = acme();
    const en = await emu.call(`/v2/pages/${s.pages.leadership}`, { token: s.apiKey });
    expect(en.body).toMatchObject({
      id: s.pages.leadership,
      siteId: s.id,
      title: 'Leadership',
      slug: 'leadership',
      parentId: s.folders.team,
      collectionId: null,
      archived: false,
      draft: false,
      localeId: s.locales.primary.id,
      publishedPath: '/company/team/leadership',
    });
    const french = await emu.call(`/v2/pages/${s.pages.leadership}?localeId=${fr()}`, {
      token: s.apiKey,
    });
    expect(french.body).toMatchObject({
      title: 'Direction',
      slug: 'direction',
      publishedPath: '/fr/company/team/direction',
    });
    const home = await emu.call(`/v2/pages/${s.pages.home}`, { token: s.apiKey });
    expect(home.body.publishedPath).toBe('/');
    const template = await emu.call(`/v2/pages/${s.pages['post-template']}`, { token: s.apiKey });
    expect(template.body.collectionId).toMatch(/^[0-9a-f]{24}$/);
    expect(
      (
        await emu.call(`/v2/pages/${s.pages.home}?localeId=ffffffffffffffffffffffff`, {
          token: s.apiKey,
        })
      ).status,
    ).toBe(400);
  });

  it('updates metadata per locale and moves lastUpdated on every write', async () => {
    const s = acme();
    const url = `/v2/pages/${s.pages.about}?localeId=${fr()}`;
    const before = (await emu.call(url, { token: s.apiKey })).body;
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 1000 } });
    const res = await emu.call(url, {
      token: s.apiKey,
      method: 'PUT',
      body: {
        title: 'Qui sommes-nous',
        seo: { description: 'Nouvelle description' },
        openGraph: { title: 'OG FR' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Qui sommes-nous',
      seo: { description: 'Nouvelle description' },
    });
    expect(res.body.openGraph).toMatchObject({ title: 'OG FR', titleCopied: false });
    expect(Date.parse(res.body.lastUpdated)).toBeGreaterThan(Date.parse(before.lastUpdated));
    const en = await emu.call(`/v2/pages/${s.pages.about}`, { token: s.apiKey });
    expect(en.body.title).toBe('About us');
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 1000 } });
    const again = await emu.call(url, {
      token: s.apiKey,
      method: 'PUT',
      body: { title: 'Qui sommes-nous' },
    });
    expect(Date.parse(again.body.lastUpdated)).toBeGreaterThan(Date.parse(res.body.lastUpdated));
  });

  it('moves only the primary locale lastUpdated on a write without localeId', async () => {
    const s = acme();
    const url = `/v2/pages/${s.pages.contact}`;
    const frBefore = (await emu.call(`${url}?localeId=${fr()}`, { token: s.apiKey })).body;
    const before = (await emu.call(url, { token: s.apiKey })).body;
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 1000 } });
    const res = await emu.call(url, { token: s.apiKey, method: 'PUT', body: { title: 'Contact' } });
    expect(res.body.localeId).toBe(s.locales.primary.id);
    expect(Date.parse(res.body.lastUpdated)).toBeGreaterThan(Date.parse(before.lastUpdated));
    expect((await emu.call(url, { token: s.apiKey })).body.lastUpdated).toBe(res.body.lastUpdated);
    const frAfter = (await emu.call(`${url}?localeId=${fr()}`, { token: s.apiKey })).body;
    expect(frAfter.lastUpdated).toBe(frBefore.lastUpdated);
  });

  it('lists pages with their createdOn', async () => {
    const s = acme();
    const list = await emu.call(`/v2/sites/${s.id}/pages`, { token: s.apiKey });
    const one = await emu.call(`/v2/pages/${s.pages.about}`, { token: s.apiKey });
    expect(list.body.pages).toHaveLength(42);
    for (const p of list.body.pages as { createdOn: unknown }[]) {
      expect(Number.isNaN(Date.parse(String(p.createdOn)))).toBe(false);
    }
    const about = (list.body.pages as { id: string }[]).find((p) => p.id === s.pages.about);
    expect(about).toMatchObject({ createdOn: one.body.createdOn });
  });
});

describe('slug rules (spec 4.9)', () => {
  const put = (siteKey: string, pageId: string, body: unknown, localeId?: string) =>
    emu.call(`/v2/pages/${pageId}${localeId ? `?localeId=${localeId}` : ''}`, {
      token: siteKey,
      method: 'PUT',
      body,
    });

  it('ignores the slug with 200 for home, collection template and utility pages, applying the rest', async () => {
    const s = acme();
    for (const key of ['home', 'post-template', 'not-found', 'password', 'search']) {
      const before = (await emu.call(`/v2/pages/${s.pages[key]}`, { token: s.apiKey })).body;
      const res = await put(s.apiKey!, s.pages[key]!, {
        slug: 'new-slug',
        title: `Renamed ${key}`,
      });
      expect(res.status).toBe(200);
      expect(res.body.slug).toBe(before.slug);
      expect(res.body.title).toBe(`Renamed ${key}`);
    }
  });

  it('ignores secondary-locale slugs on a plan without localized slugs', async () => {
    const s = northwind();
    const res = await put(
      s.apiKey!,
      s.pages.about!,
      { slug: 'a-propos-nouveau', title: 'À propos' },
      fr(s),
    );
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe('about-us');
    expect(res.body.title).toBe('À propos');
  });

  it('applies secondary-locale slugs on a plan with localized slugs', async () => {
    const s = acme();
    const res = await put(s.apiKey!, s.pages.gallery!, { slug: 'galerie-photos' }, fr());
    expect(res.body.slug).toBe('galerie-photos');
    expect(res.body.publishedPath).toBe('/fr/galerie-photos');
    const en = await emu.call(`/v2/pages/${s.pages.gallery}`, { token: s.apiKey });
    expect(en.body.slug).toBe('gallery');
  });

  it('validates the format and sibling uniqueness elsewhere with 400', async () => {
    const s = northwind();
    for (const slug of ['Has Spaces', 'UPPER', 'trailing-', '', 'a/b', 'ü']) {
      const res = await put(s.apiKey!, s.pages.pricing!, { slug, title: 'Should not apply' });
      expect(res.status, slug).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    expect((await put(s.apiKey!, s.pages.pricing!, { slug: 'contact' })).status).toBe(400);
    expect((await put(s.apiKey!, s.pages.pricing!, { slug: 'company' })).status).toBe(400);
    expect((await put(s.apiKey!, s.pages.history!, { slug: 'our-values' })).status).toBe(400);
    const nested = await put(s.apiKey!, s.pages.history!, { slug: 'contact' });
    expect(nested.status).toBe(200);
    expect(nested.body.publishedPath).toBe('/company/contact');
    const page = await emu.call(`/v2/pages/${s.pages.pricing}`, { token: s.apiKey });
    expect(page.body.title).toBe('Pricing');
  });
});

describe('bulk metadata (beta)', () => {
  it('updates several pages and locales in request order on both paths', async () => {
    const s = acme();
    for (const path of ['/beta/pages', '/v2/beta/pages']) {
      const res = await emu.call(path, {
        token: s.apiKey,
        method: 'PATCH',
        body: {
          pages: [
            { id: s.pages.shop, title: `Shop ${path}` },
            { id: s.pages.shop, localeId: fr(), title: `Boutique ${path}` },
            { id: s.pages.home, slug: 'ignored-home' },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.pages.map((p: { id: string }) => p.id)).toEqual([
        s.pages.shop,
        s.pages.shop,
        s.pages.home,
      ]);
      expect(res.body.pages[0].title).toBe(`Shop ${path}`);
      expect(res.body.pages[1].title).toBe(`Boutique ${path}`);
      expect(res.body.pages[2].slug).toBe('index');
    }
  });

  it('rejects duplicates, mixed sites, bad slugs atomically, and unknown pages', async () => {
    const s = acme();
    const call = (pages: unknown[]) =>
      emu.call('/beta/pages', { token: s.apiKey, method: 'PATCH', body: { pages } });
    expect(
      (
        await call([
          { id: s.pages.shop, title: 'a' },
          { id: s.pages.shop, title: 'b' },
        ])
      ).status,
    ).toBe(400);
    const token = (await emu.control('/tokens', { method: 'POST', body: {} })).body.accessToken;
    const mixed = await emu.call('/beta/pages', {
      token,
      method: 'PATCH',
      body: { pages: [{ id: s.pages.shop }, { id: northwind().pages.shop }] },
    });
    expect(mixed.status).toBe(400);
    const atomic = await call([
      { id: s.pages.terms, title: 'Changed terms' },
      { id: s.pages.privacy, slug: 'BAD SLUG' },
    ]);
    expect(atomic.status).toBe(400);
    expect((await emu.call(`/v2/pages/${s.pages.terms}`, { token: s.apiKey })).body.title).toBe(
      'Terms of service',
    );
    expect((await call([{ id: 'ffffffffffffffffffffffff', title: 'x' }])).status).toBe(404);
    expect((await call([])).status).toBe(400);
    expect((await call(Array.from({ length: 101 }, () => ({ id: s.pages.shop })))).status).toBe(
      400,
    );
  });
});
