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

  it('refuses unknown ids and a body naming nothing, and publishes nothing', async () => {
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
    const page = await publish({ pageId: acme().pages.gallery });
    expect(page.status).toBe(400);
    expect(page.body.code).toBe('no_domains');
    expect(await domain()).toEqual(before);
    expect((await publish({ customDomains: [before.id] })).status).toBe(202);
  });
});

describe('single-page publish (pageId)', () => {
  const s = () => acme();
  const nextMinute = () => emu.control('/clock', { method: 'POST', body: { advanceMs: 61_000 } });
  const domain = async () =>
    (
      await emu.call<{
        customDomains: { id: string; url: string; lastPublished: string | null }[];
      }>(`/v2/sites/${acme().id}/custom_domains`, { token: acme().apiKey })
    ).body.customDomains[0]!;
  const customHost = async () => `${(await domain()).url}:${emu.port}`;
  const saveTitle = (pageId: string, body: unknown, localeId?: string) =>
    emu.call(`/v2/pages/${pageId}${localeId ? `?localeId=${localeId}` : ''}`, {
      token: s().apiKey,
      method: 'PUT',
      body,
    });
  const saveMarkup = (pageId: string, jsonLdSchema: unknown, localeId?: string) =>
    emu.call(`/beta/pages/${pageId}/schema-markup${localeId ? `?localeId=${localeId}` : ''}`, {
      token: s().apiKey,
      method: 'PUT',
      body: { jsonLdSchema },
    });
  const pathOf = async (pageId: string, localeId?: string) =>
    (
      await emu.call(`/v2/pages/${pageId}${localeId ? `?localeId=${localeId}` : ''}`, {
        token: s().apiKey,
      })
    ).body.publishedPath as string;

  it('publishes that page alone, metadata and markup in every locale, to each named host', async () => {
    await nextMinute();
    const { contact, events: eventsPage } = s().pages;
    await saveTitle(contact!, { title: 'Contact us', seo: { description: 'Call the bakery.' } });
    await saveTitle(contact!, { title: 'Nous joindre' }, fr().id);
    await saveMarkup(contact!, { '@type': 'LocalBusiness', name: 'Acme Contact Desk' });
    await saveMarkup(contact!, { '@type': 'LocalBusiness', name: 'Guichet Acme' }, fr().id);
    await saveTitle(eventsPage!, { title: 'Events and workshops' });
    const [contactPath, contactFr, eventsPath] = [
      await pathOf(contact!),
      await pathOf(contact!, fr().id),
      await pathOf(eventsPage!),
    ];
    const { id, url } = await domain();
    events.length = 0;
    const pub = await publish({
      publishToWebflowSubdomain: true,
      customDomains: [id],
      pageId: contact,
    });
    expect(pub.status).toBe(202);
    const at = events[0]!.payload.publishedOn;
    expect(pub.body).toEqual({
      customDomains: [{ id, url, lastPublished: at }],
      publishToWebflowSubdomain: true,
      publishScope: 'page',
    });
    for (const h of [host(), await customHost()]) {
      const page = (await emu.getWithHost(h, contactPath)).text;
      expect(page, h).toContain('<h1>Contact us</h1>');
      expect(page, h).toContain('<meta name="description" content="Call the bakery.">');
      expect(page, h).toContain('"name":"Acme Contact Desk"');
      const french = (await emu.getWithHost(h, contactFr)).text;
      expect(french, h).toContain('<h1>Nous joindre</h1>');
      expect(french, h).toContain('"name":"Guichet Acme"');
      const other = await emu.getWithHost(h, eventsPath);
      expect(other.status, h).toBe(200);
      expect(other.text, h).toContain('<h1>Events</h1>');
      expect(other.text, h).not.toContain('Events and workshops');
    }
    expect(events.map((e) => e.triggerType)).toEqual(['site_publish', 'page_metadata_updated']);
    expect(events[0]!.payload.domains).toEqual([`${s().shortName}.localhost`, url]);
    expect(events[1]!.payload).toMatchObject({ pageId: contact, pageTitle: 'Contact us' });
    expect((await domain()).lastPublished).toBe(at);
    expect((await emu.call(`/v2/sites/${s().id}`, { token: s().apiKey })).body.lastPublished).toBe(
      at,
    );
    const [entry] = (
      await emu.control(`/journal?method=POST&path=/v2/sites/${s().id}/publish&status=202`)
    ).body.entries.slice(-1);
    expect(entry.body).toEqual({
      publishToWebflowSubdomain: true,
      customDomains: [id],
      pageId: contact,
    });

    await nextMinute();
    expect((await publish({ publishToWebflowSubdomain: true })).body.publishScope).toBe('site');
    expect((await emu.getWithHost(host(), eventsPath)).text).toContain(
      '<h1>Events and workshops</h1>',
    );
  });

  it('drops markup cleared since the last publish, on the named host only', async () => {
    await nextMinute();
    const { about } = s().pages;
    const aboutFr = await pathOf(about!, fr().id);
    expect((await emu.getWithHost(host(), aboutFr)).text).toContain('À propos de Acme Bakery');
    await saveMarkup(about!, null, fr().id);
    const pub = await publish({ publishToWebflowSubdomain: true, pageId: about });
    expect(pub.status).toBe(202);
    const staged = (await emu.getWithHost(host(), aboutFr)).text;
    expect(staged).not.toContain('À propos de Acme Bakery');
    expect(staged).toContain('"name":"About Acme Bakery"');
    expect((await emu.getWithHost(await customHost(), aboutFr)).text).toContain(
      'À propos de Acme Bakery',
    );
  });

  it('answers 404 for a page that is not one of the site, 400 for a malformed id', async () => {
    await nextMinute();
    const before = await domain();
    const northwind = emu.fixtures.sites.find((x) => x.shortName === 'northwind-studio')!;
    for (const pageId of ['ffffffffffffffffffffffff', northwind.pages.faq]) {
      const res = await publish({ publishToWebflowSubdomain: true, pageId });
      expect(res.status, pageId).toBe(404);
      expect(res.body).toEqual({
        code: 'resource_not_found',
        message: 'Requested resource not found: The page cannot be found',
        externalReference: null,
        details: [],
      });
    }
    const malformed = await publish({ customDomains: [before.id], pageId: 'nope' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('validation_error');
    expect(await domain()).toEqual(before);
  });

  it('refuses (409) a host never published to, changing nothing; a site publish fixes it', async () => {
    await nextMinute();
    const { shop } = s().pages;
    const { id, url } = await domain();
    const world = emu.emulator.store.world;
    delete world.publishedDomains[id];
    await saveTitle(shop!, { title: 'Our shop' });
    const site = (await emu.call(`/v2/sites/${s().id}`, { token: s().apiKey })).body;
    events.length = 0;
    const res = await publish({
      publishToWebflowSubdomain: true,
      customDomains: [id],
      pageId: shop,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'conflict', externalReference: null, details: [] });
    expect(res.body.message).toContain(`has never been published to ${url}`);
    expect(res.body.message).toContain('publish the whole site first');
    expect(events).toEqual([]);
    expect(world.publishedDomains[id]).toBeUndefined();
    expect((await emu.getWithHost(host(), '/shop')).text).toContain('<h1>Shop</h1>');
    expect((await emu.call(`/v2/sites/${s().id}`, { token: s().apiKey })).body).toEqual(site);
    // A refused publish does not count against the once-a-minute rule.
    expect((await publish({ customDomains: [id] })).status).toBe(202);
    expect((await emu.getWithHost(await customHost(), '/shop')).text).toContain(
      '<h1>Our shop</h1>',
    );
  });

  it('counts against the once-a-minute rule both ways, and emits no page event when nothing changed', async () => {
    await nextMinute();
    const { pricing } = s().pages;
    events.length = 0;
    expect((await publish({ publishToWebflowSubdomain: true, pageId: pricing })).status).toBe(202);
    expect(events.map((e) => e.triggerType)).toEqual(['site_publish']);
    for (const body of [
      { publishToWebflowSubdomain: true },
      { publishToWebflowSubdomain: true, pageId: pricing },
    ]) {
      const again = await publish(body);
      expect(again.status).toBe(429);
      expect(again.body.code).toBe('too_many_requests');
      expect(Number(again.headers.get('retry-after'))).toBe(60);
    }
    await nextMinute();
    expect((await publish({ publishToWebflowSubdomain: true })).status).toBe(202);
    const page = await publish({ publishToWebflowSubdomain: true, pageId: pricing });
    expect(page.status).toBe(429);
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
