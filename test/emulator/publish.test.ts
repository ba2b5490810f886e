import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteEvent } from '../../emulator/events';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

let emu: TestEmulator;
const events: SiteEvent[] = [];
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
  emu.emulator.events.subscribe((e) => events.push(e));
});
afterAll(() => emu.close());

const acme = () => emu.fixtures.sites.find((s) => s.shortName === 'acme-bakery')!;
const host = () => `${acme().shortName}.localhost:${emu.port}`;
const fr = () => acme().locales.secondary.find((l) => l.tag === 'fr')!;

describe('published site HTML', () => {
  it('serves a page with lang, title, description, Open Graph, canonical, hreflang and JSON-LD', async () => {
    const res = await emu.getWithHost(host(), '/about-us');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.text;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>About us | Acme Bakery</title>');
    expect(html).toMatch(/<meta name="description" content="About us: [^"]+">/);
    expect(html).toContain('<meta property="og:title" content="About us | Acme Bakery">');
    expect(html).toContain(`<link rel="canonical" href="http://${host()}/about-us">`);
    for (const [tag, path] of [
      ['en', '/about-us'],
      ['fr', '/fr/a-propos'],
      ['de', '/de/uber-uns'],
      ['x-default', '/about-us'],
    ]) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${tag}" href="http://${host()}${path}">`,
      );
    }
    expect(html).toContain('"@type":"AboutPage"');
    expect(html).toContain('<h1>About us</h1>');
    expect(html).toContain('<form name="contact"');
  });

  it('serves secondary locales under their subdirectory with inherited JSON-LD', async () => {
    const res = await emu.getWithHost(host(), '/fr');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="fr">');
    expect(res.text).toContain('<h1>Accueil</h1>');
    expect(res.text).toContain('"@type":"Organization"');
    const legacy = await emu.getWithHost(host(), '/careers');
    expect(legacy.text.match(/<script type="application\/ld\+json">/g)).toHaveLength(2);
  });

  it('answers unknown paths, drafts and templates with the 404 page', async () => {
    for (const path of ['/nope', '/spring-offer', '/post', '/company/team/nope']) {
      const res = await emu.getWithHost(host(), path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('Page not found');
    }
    expect((await emu.getWithHost(`nosuchsite.localhost:${emu.port}`, '/')).status).toBe(404);
  });

  it('shows JSON-LD as of the last publish, escaped so it cannot close the script', async () => {
    const s = acme();
    const evil = { '@type': 'Thing', name: '</script><script>alert(1)</script>' };
    await emu.call(`/beta/pages/${s.pages.gallery}/schema-markup`, {
      token: s.apiKey,
      method: 'PUT',
      body: { jsonLdSchema: evil },
    });
    await emu.call(`/v2/pages/${s.pages.gallery}`, {
      token: s.apiKey,
      method: 'PUT',
      body: { title: 'New gallery' },
    });
    const before = await emu.getWithHost(host(), '/gallery');
    expect(before.text).not.toContain('alert(1)');
    expect(before.text).toContain('<h1>Gallery</h1>');
    events.length = 0;
    const pub = await emu.call(`/v2/sites/${s.id}/publish`, {
      token: s.apiKey,
      method: 'POST',
      body: {},
    });
    expect(pub.status).toBe(202);
    expect(pub.body.customDomains[0].url).toBe('www.acme-bakery.example');
    const after = await emu.getWithHost(host(), '/gallery');
    expect(after.text).toContain('<h1>New gallery</h1>');
    expect(after.text).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(after.text).not.toContain('<script>alert(1)');
    expect(events.map((e) => e.triggerType)).toEqual(['site_publish', 'page_metadata_updated']);
    expect(events[1]!.payload).toMatchObject({
      siteId: s.id,
      pageId: s.pages.gallery,
      pageTitle: 'New gallery',
    });
    const site = await emu.call(`/v2/sites/${s.id}`, { token: s.apiKey });
    expect(site.body.lastPublished).toBe(events[0]!.payload.publishedOn);
  });

  it('allows one publish per minute with the real 429 error form', async () => {
    const s = acme();
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 61_000 } });
    expect(
      (await emu.call(`/v2/sites/${s.id}/publish`, { token: s.apiKey, method: 'POST' })).status,
    ).toBe(202);
    const second = await emu.call(`/v2/sites/${s.id}/publish`, { token: s.apiKey, method: 'POST' });
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({
      code: 'too_many_requests',
      externalReference: null,
      details: [],
    });
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 60_000 } });
    expect(
      (await emu.call(`/v2/sites/${s.id}/publish`, { token: s.apiKey, method: 'POST' })).status,
    ).toBe(202);
  });

  it('needs sites:write to publish', async () => {
    const token = (
      await emu.control('/tokens', { method: 'POST', body: { scopes: ['sites:read'] } })
    ).body.accessToken;
    const res = await emu.call(`/v2/sites/${acme().id}/publish`, { token, method: 'POST' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('missing_scopes');
  });
});

describe('Designer stand-in', () => {
  it('shows the page named by pageId', async () => {
    const s = acme();
    const res = await emu.getWithHost(
      `${s.shortName}.design.localhost:${emu.port}`,
      `/?pageId=${s.pages.faq}`,
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1 id="page-name">FAQ</h1>');
    expect(res.text).toContain(`data-page-id="${s.pages.faq}"`);
    const missing = await emu.getWithHost(
      `${s.shortName}.design.localhost:${emu.port}`,
      '/?pageId=nope',
    );
    expect(missing.status).toBe(404);
    expect(fr().subdirectory).toBe('fr');
  });
});
