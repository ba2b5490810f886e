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

const site = (shortName: string) => emu.fixtures.sites.find((s) => s.shortName === shortName)!;
const northwind = () => site('northwind-studio');
const acme = () => site('acme-bakery');
const path = (s = northwind()) => `/v2/sites/${s.id}/robots_txt`;
const call = (method: string, body?: unknown, s = northwind(), token = s.apiKey) =>
  emu.call(path(s), { method, token, body });
const served = async () =>
  (await emu.getWithHost(`www.northwind.example:${emu.port}`, '/robots.txt')).text;
const scopedKey = async (scopes: string[]) =>
  (await emu.control('/site-keys', { method: 'POST', body: { siteId: northwind().id, scopes } }))
    .body.apiKey as string;

const rules = [
  { userAgent: '*', allows: ['/'], disallows: ['/drafts'] },
  { userAgent: 'GPTBot', allows: [], disallows: ['/'] },
];

describe('robots_txt API (Enterprise)', () => {
  it('answers no rules for a site on the default', async () => {
    const res = await call('GET');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rules: [], sitemap: null });
  });

  it('PUT replaces the rules, which every host serves at once', async () => {
    const put = await call('PUT', { rules, sitemap: 'https://www.northwind.example/sitemap.xml' });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ rules, sitemap: 'https://www.northwind.example/sitemap.xml' });
    expect((await call('GET')).body).toEqual(put.body);
    expect(await served()).toBe(
      'User-agent: *\nAllow: /\nDisallow: /drafts\n\nUser-agent: GPTBot\nDisallow: /\n\n' +
        `Sitemap: http://www.northwind.example:${emu.port}/sitemap.xml\n`,
    );
    const again = await call('PUT', { rules: [{ userAgent: 'Bingbot', disallows: ['/x'] }] });
    expect(again.body).toEqual({
      rules: [{ userAgent: 'Bingbot', allows: [], disallows: ['/x'] }],
      sitemap: null,
    });
  });

  it('PATCH merges groups by user agent and keeps the sitemap unless given', async () => {
    await call('PUT', { rules, sitemap: '/sitemap.xml' });
    const patched = await call('PATCH', {
      rules: [
        { userAgent: 'gptbot', allows: ['/blog'], disallows: [] },
        { userAgent: 'CCBot', disallows: ['/'] },
      ],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({
      rules: [
        rules[0],
        { userAgent: 'gptbot', allows: ['/blog'], disallows: [] },
        { userAgent: 'CCBot', allows: [], disallows: ['/'] },
      ],
      sitemap: '/sitemap.xml',
    });
  });

  it('DELETE without a body restores the default (204); with rules removes those paths', async () => {
    await call('PUT', { rules, sitemap: '/sitemap.xml' });
    const some = await call('DELETE', {
      rules: [
        { userAgent: '*', disallows: ['/drafts'] },
        { userAgent: 'GPTBot', allows: [], disallows: [] },
      ],
    });
    expect(some.status).toBe(200);
    expect(some.body).toEqual({
      rules: [{ userAgent: '*', allows: ['/'], disallows: [] }],
      sitemap: '/sitemap.xml',
    });
    const all = await call('DELETE');
    expect(all.status).toBe(204);
    expect((await call('GET')).body).toEqual({ rules: [], sitemap: null });
    expect(await served()).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: http://www.northwind.example:${emu.port}/sitemap.xml\n`,
    );
  });

  it('refuses a non-Enterprise site with the redirects endpoints’ 403 body', async () => {
    const refused = await call('GET', undefined, acme());
    expect(refused.status).toBe(403);
    const redirects = await emu.call(`/v2/sites/${acme().id}/redirects`, { token: acme().apiKey });
    expect(refused.body).toEqual(redirects.body);
    expect(refused.body).toMatchObject({
      code: 'not_enterprise_plan_site',
      externalReference: null,
    });
    expect((await call('PUT', { rules }, acme())).status).toBe(403);
  });

  it('checks scopes: site_config:read to read, site_config:write to change', async () => {
    const readOnly = await scopedKey(['site_config:read']);
    expect((await call('GET', undefined, northwind(), readOnly)).status).toBe(200);
    const refused = await call('PUT', { rules }, northwind(), readOnly);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('missing_scopes');
    expect(refused.body.message).toContain('site_config:write');
    const none = await scopedKey(['sites:read']);
    const unread = await call('GET', undefined, northwind(), none);
    expect(unread.status).toBe(403);
    expect(unread.body.message).toContain('site_config:read');
    expect((await call('DELETE', undefined, northwind(), readOnly)).status).toBe(403);
  });

  it('validates the body: one line per value, paths, the sitemap URL, unknown keys', async () => {
    for (const body of [
      { rules: [{ userAgent: 'a\nDisallow: /', allows: [], disallows: [] }] },
      { rules: [{ userAgent: '*', allows: ['no-slash'], disallows: [] }] },
      { rules: [{ userAgent: '*', allows: [], disallows: ['/a\nb'] }] },
      { rules: [{ userAgent: '*' }, { userAgent: '*' }] },
      { sitemap: 'ftp://x/sitemap.xml' },
      { colour: 'red' },
    ]) {
      const res = await call('PUT', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    expect((await call('PUT', 'not json')).body.code).toBe('bad_request');
    expect(
      (await emu.call('/v2/sites/nope/robots_txt', { token: northwind().apiKey })).status,
    ).toBe(400);
  });
});
