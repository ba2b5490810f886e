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
const publish = (body?: unknown) =>
  emu.call(`/v2/sites/${acme().id}/publish`, { token: acme().apiKey, method: 'POST', body });

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
    const pub = await publish({ publishToWebflowSubdomain: true });
    expect(pub.status).toBe(202);
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

  it('needs sites:write to publish', async () => {
    const token = (
      await emu.control('/tokens', { method: 'POST', body: { scopes: ['sites:read'] } })
    ).body.accessToken;
    const res = await emu.call(`/v2/sites/${acme().id}/publish`, { token, method: 'POST' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('missing_scopes');
  });
});

describe('publish targets', () => {
  const domain = async () =>
    (
      await emu.call<{
        customDomains: { id: string; url: string; lastPublished: string | null }[];
      }>(`/v2/sites/${acme().id}/custom_domains`, { token: acme().apiKey })
    ).body.customDomains[0]!;
  const rename = (title: string) =>
    emu.call(`/v2/pages/${acme().pages.gallery}`, {
      token: acme().apiKey,
      method: 'PUT',
      body: { title },
    });
  const customHost = async () => `${(await domain()).url}:${emu.port}`;
  const nextMinute = () => emu.control('/clock', { method: 'POST', body: { advanceMs: 61_000 } });

  it('lists the custom domains like Get Site does', async () => {
    const site = await emu.call(`/v2/sites/${acme().id}`, { token: acme().apiKey });
    expect(site.body.customDomains).toEqual([await domain()]);
    expect((await domain()).url).toBe('www.acme-bakery.example');
  });

  it('publishes no custom domain when customDomains is omitted', async () => {
    await nextMinute();
    const before = await domain();
    await rename('Staging gallery');
    events.length = 0;
    const pub = await publish({ publishToWebflowSubdomain: true });
    expect(pub.status).toBe(202);
    expect(pub.body).toEqual({
      customDomains: [],
      publishToWebflowSubdomain: true,
      publishScope: 'site',
    });
    expect(await domain()).toEqual(before);
    expect((await emu.getWithHost(host(), '/gallery')).text).toContain('<h1>Staging gallery</h1>');
    const custom = await emu.getWithHost(await customHost(), '/gallery');
    expect(custom.status).toBe(200);
    expect(custom.text).not.toContain('Staging gallery');
    expect(events[0]!.payload.domains).toEqual([`${acme().shortName}.localhost`]);
  });

  it('gives a chosen custom domain its own lastPublished and snapshot, leaving staging as it was', async () => {
    await nextMinute();
    const { id, url } = await domain();
    await rename('Live gallery');
    events.length = 0;
    const pub = await publish({ customDomains: [id] });
    expect(pub.status).toBe(202);
    const at = events[0]!.payload.publishedOn;
    expect(pub.body).toEqual({
      customDomains: [{ id, url, lastPublished: at }],
      publishToWebflowSubdomain: false,
      publishScope: 'site',
    });
    expect((await domain()).lastPublished).toBe(at);
    const custom = await emu.getWithHost(await customHost(), '/gallery');
    expect(custom.text).toContain('<h1>Live gallery</h1>');
    expect(custom.text).toContain(
      `<link rel="canonical" href="http://${await customHost()}/gallery">`,
    );
    expect((await emu.getWithHost(host(), '/gallery')).text).toContain('Staging gallery');
    expect(events[0]!.payload.domains).toEqual([url]);
    const [entry] = (
      await emu.control(`/journal?method=POST&path=/v2/sites/${acme().id}/publish&status=202`)
    ).body.entries.slice(-1);
    expect(entry.body).toEqual({ customDomains: [id] });
  });

  it('allows one successful publish per minute per site, with Retry-After in seconds', async () => {
    await nextMinute();
    expect((await publish({ publishToWebflowSubdomain: true })).status).toBe(202);
    const second = await publish({ publishToWebflowSubdomain: true });
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({
      code: 'too_many_requests',
      externalReference: null,
      details: [],
    });
    expect(Number(second.headers.get('retry-after'))).toBe(60);
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 18_000 } });
    const third = await publish({ customDomains: [(await domain()).id] });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBe(42);
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 42_000 } });
    expect((await publish({ publishToWebflowSubdomain: true })).status).toBe(202);
  });

  it('refuses unknown ids, a body naming nothing and a single page, and publishes nothing', async () => {
    await nextMinute();
    const before = await domain();
    const unknown = await publish({ customDomains: ['0123456789abcdef01234567'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('validation_error');
    expect(unknown.body.message).toContain('0123456789abcdef01234567');
    for (const body of [{}, { customDomains: [], publishToWebflowSubdomain: false }, undefined]) {
      const nothing = await publish(body);
      expect(nothing.status, JSON.stringify(body)).toBe(400);
      expect(nothing.body.code).toBe('no_domains');
    }
    const page = await publish({ publishToWebflowSubdomain: true, pageId: acme().pages.gallery });
    expect(page.status).toBe(400);
    expect(await domain()).toEqual(before);
    expect((await publish({ customDomains: [before.id] })).status).toBe(202);
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
