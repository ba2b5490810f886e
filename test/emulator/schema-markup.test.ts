import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
});
afterAll(() => emu.close());

const acme = () => emu.fixtures.sites.find((s) => s.shortName === 'acme-bakery')!;
const locale = (tag: string) => acme().locales.secondary.find((l) => l.tag === tag)!.id;
const get = (prefix: string, pageId: string, localeId?: string) =>
  emu.call(`${prefix}/pages/${pageId}/schema-markup${localeId ? `?localeId=${localeId}` : ''}`, {
    token: acme().apiKey,
  });
const put = (pageId: string, jsonLdSchema: unknown, localeId?: string, prefix = '/beta') =>
  emu.call(`${prefix}/pages/${pageId}/schema-markup${localeId ? `?localeId=${localeId}` : ''}`, {
    token: acme().apiKey,
    method: 'PUT',
    body: { jsonLdSchema },
  });

describe('single read and inheritance', () => {
  it('returns the primary markup to a secondary locale with isInherited, on both prefixes', async () => {
    const s = acme();
    for (const prefix of ['/beta', '/v2/beta']) {
      const res = await get(prefix, s.pages.home!, locale('fr'));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: s.pages.home,
        siteId: s.id,
        localeId: locale('fr'),
        effectiveLocaleId: s.locales.primary.id,
        publishedPath: '/fr',
        isInherited: true,
        rawJsonLdSchema: null,
      });
      expect(res.body.jsonLdSchema['@graph'][0]['@type']).toBe('Organization');
    }
    const own = await get('/beta', s.pages.about!, locale('fr'));
    expect(own.body).toMatchObject({ isInherited: false, effectiveLocaleId: locale('fr') });
    expect(own.body.jsonLdSchema.inLanguage).toBe('fr');
    const primary = await get('/beta', s.pages.home!);
    expect(primary.body).toMatchObject({ localeId: s.locales.primary.id, isInherited: false });
  });

  it('answers nulls when neither locale has markup', async () => {
    const res = await get('/beta', acme().pages.gallery!, locale('de'));
    expect(res.body).toMatchObject({
      effectiveLocaleId: null,
      jsonLdSchema: null,
      rawJsonLdSchema: null,
      lastUpdated: null,
      isInherited: false,
    });
  });

  it('surfaces the legacy multi-block value as rawJsonLdSchema only', async () => {
    const res = await get('/beta', acme().pages.careers!);
    expect(res.body.jsonLdSchema).toBeNull();
    expect(res.body.rawJsonLdSchema).toContain('JobPosting');
    expect(res.body.rawJsonLdSchema.match(/<script/g)).toHaveLength(2);
  });
});

describe('writes', () => {
  it('accepts an object, a JSON text and a script-wrapped text', async () => {
    const s = acme();
    const forms = [
      { '@context': 'https://schema.org', '@type': 'Thing', name: 'object' },
      JSON.stringify({ '@context': 'https://schema.org', '@type': 'Thing', name: 'text' }),
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'Thing', name: 'wrapped' })}</script>`,
    ];
    for (const [i, form] of forms.entries()) {
      const res = await put(s.pages.glossary!, form, undefined, i % 2 ? '/v2/beta' : '/beta');
      expect(res.status).toBe(200);
      expect(res.body.jsonLdSchema.name).toBe(['object', 'text', 'wrapped'][i]);
      expect(res.body.rawJsonLdSchema).toBeNull();
    }
  });

  it('clears with null: a secondary falls back to the primary again', async () => {
    const s = acme();
    const set = await put(s.pages.faq!, { '@type': 'FAQPage', name: 'FR' }, locale('fr'));
    expect(set.body.isInherited).toBe(false);
    const cleared = await put(s.pages.faq!, null, locale('fr'));
    expect(cleared.body).toMatchObject({
      isInherited: true,
      effectiveLocaleId: s.locales.primary.id,
    });
    await put(s.pages.recipes!, { '@type': 'Recipe' });
    const gone = await put(s.pages.recipes!, null);
    expect(gone.body.jsonLdSchema).toBeNull();
  });

  it('moves lastUpdated on every write', async () => {
    const s = acme();
    const a = await put(s.pages.downloads!, { '@type': 'Thing', name: 'a' });
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 1500 } });
    const b = await put(s.pages.downloads!, { '@type': 'Thing', name: 'a' });
    expect(Date.parse(b.body.lastUpdated)).toBeGreaterThan(Date.parse(a.body.lastUpdated));
  });

  it("moves that locale's lastUpdated only, for a secondary locale", async () => {
    const s = acme();
    const primary = (await get('/beta', s.pages.about!)).body.lastUpdated;
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 1500 } });
    const fr = await put(s.pages.about!, { '@type': 'AboutPage', name: 'FR' }, locale('fr'));
    expect(fr.body.effectiveLocaleId).toBe(locale('fr'));
    expect(Date.parse(fr.body.lastUpdated)).toBeGreaterThan(Date.parse(primary));
    expect((await get('/beta', s.pages.about!, locale('fr'))).body.lastUpdated).toBe(
      fr.body.lastUpdated,
    );
    expect((await get('/beta', s.pages.about!)).body.lastUpdated).toBe(primary);
  });

  it('strips __proto__, constructor and prototype at every level', async () => {
    const text =
      '{"@type":"Thing","__proto__":{"polluted":true},"nested":{"constructor":1,"prototype":2,"ok":3}}';
    const res = await put(acme().pages.glossary!, text);
    expect(res.body.jsonLdSchema).toEqual({ '@type': 'Thing', nested: { ok: 3 } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('rejects an unclosed script tag, bad JSON, non-objects and missing jsonLdSchema with 400', async () => {
    const page = acme().pages.glossary!;
    for (const bad of [
      '<script type="application/ld+json">{"@type":"Thing"}',
      '{"@type":',
      '[1,2]',
      42,
      true,
      [{ '@type': 'Thing' }],
    ]) {
      const res = await put(page, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_error', externalReference: null });
    }
    const missing = await emu.call(`/beta/pages/${page}/schema-markup`, {
      token: acme().apiKey,
      method: 'PUT',
      body: {},
    });
    expect(missing.status).toBe(400);
  });

  it('enforces 60 KB, depth 32 and 5,000 nodes', async () => {
    const page = acme().pages.glossary!;
    const big = { '@type': 'Thing', description: 'x'.repeat(61 * 1024) };
    expect((await put(page, big)).status).toBe(400);
    expect((await put(page, JSON.stringify(big))).status).toBe(400);
    const nest = (depth: number): unknown => (depth <= 1 ? { a: 1 } : { a: nest(depth - 1) });
    expect((await put(page, nest(32))).status).toBe(200);
    expect((await put(page, nest(33))).status).toBe(400);
    expect((await put(page, { items: Array.from({ length: 4998 }, (_, i) => i) })).status).toBe(
      200,
    );
    expect((await put(page, { items: Array.from({ length: 5000 }, (_, i) => i) })).status).toBe(
      400,
    );
  });
});

describe('bulk', () => {
  it('reads up to 100 entries in request order, echoing localeId as sent', async () => {
    const s = acme();
    const pages = [
      { id: s.pages.about },
      { id: s.pages.home, localeId: locale('de') },
      { id: s.pages.about, localeId: locale('fr') },
    ];
    for (const prefix of ['/beta', '/v2/beta']) {
      const res = await emu.call(`${prefix}/sites/${s.id}/pages/schema-markup/query`, {
        token: s.apiKey,
        method: 'POST',
        body: { pages },
      });
      expect(res.status).toBe(200);
      expect(
        res.body.pages.map((p: { id: string; localeId: string | null }) => [p.id, p.localeId]),
      ).toEqual([
        [s.pages.about, null],
        [s.pages.home, locale('de')],
        [s.pages.about, locale('fr')],
      ]);
      expect(res.body.pages[1].isInherited).toBe(true);
    }
    const many = Array.from({ length: 101 }, (_, i) => ({
      id: s.pages.about,
      localeId: i % 2 ? locale('fr') : undefined,
    }));
    const tooMany = await emu.call(`/beta/sites/${s.id}/pages/schema-markup/query`, {
      token: s.apiKey,
      method: 'POST',
      body: { pages: many },
    });
    expect(tooMany.status).toBe(400);
  });

  it('updates up to 25 entries, each in its own locale, in request order', async () => {
    const s = acme();
    const res = await emu.call(`/beta/sites/${s.id}/pages/schema-markup`, {
      token: s.apiKey,
      method: 'PATCH',
      body: {
        pages: [
          {
            id: s.pages.catering,
            localeId: locale('de'),
            jsonLdSchema: { '@type': 'Service', name: 'DE' },
          },
          { id: s.pages.catering, jsonLdSchema: '{"@type":"Service","name":"EN"}' },
          { id: s.pages.locations, jsonLdSchema: null },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(
      res.body.pages.map(
        (p: { jsonLdSchema: { name?: string } | null }) => p.jsonLdSchema?.name ?? null,
      ),
    ).toEqual(['DE', 'EN', null]);
    const fr = await get('/beta', s.pages.catering!, locale('fr'));
    expect(fr.body).toMatchObject({ isInherited: true, jsonLdSchema: { name: 'EN' } });
  });

  it('rejects duplicates, foreign pages, over 25 entries and any bad entry without writing', async () => {
    const s = acme();
    const other = emu.fixtures.sites.find((x) => x.id !== s.id)!;
    const token = (await emu.control('/tokens', { method: 'POST', body: {} })).body.accessToken;
    const patch = (pages: unknown[]) =>
      emu.call(`/beta/sites/${s.id}/pages/schema-markup`, {
        token,
        method: 'PATCH',
        body: { pages },
      });
    const dup = await patch([
      { id: s.pages.shop, jsonLdSchema: null },
      { id: s.pages.shop, jsonLdSchema: { '@type': 'Thing' } },
    ]);
    expect(dup.status).toBe(400);
    expect((await patch([{ id: other.pages.shop, jsonLdSchema: null }])).status).toBe(400);
    expect(
      (
        await patch(
          Array.from({ length: 26 }, (_, i) => ({
            id: s.pages.shop,
            localeId: undefined,
            jsonLdSchema: { i },
          })),
        )
      ).status,
    ).toBe(400);
    const partial = await patch([
      { id: s.pages.privacy, jsonLdSchema: { '@type': 'WebPage', name: 'should not stick' } },
      { id: s.pages.terms, jsonLdSchema: '<script type="application/ld+json">{}' },
    ]);
    expect(partial.status).toBe(400);
    expect((await get('/beta', s.pages.privacy!)).body.jsonLdSchema).toBeNull();
  });
});
