import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

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
const path = (s = northwind()) => `/v2/sites/${s.id}/redirects`;
const create = (body: unknown, s = northwind(), token = s.apiKey) =>
  emu.call(path(s), { method: 'POST', token, body });
const scopedKey = async (scopes: string[]) =>
  (await emu.control('/site-keys', { method: 'POST', body: { siteId: northwind().id, scopes } }))
    .body.apiKey as string;

describe('redirects API (Enterprise)', () => {
  it('the demo seed: northwind-studio is Enterprise, acme-bakery is not', () => {
    expect(northwind().plan.enterprise).toBe(true);
    expect(acme().plan.enterprise).toBe(false);
  });

  it('creates, lists, patches and deletes a redirect', async () => {
    const made = await create({ fromUrl: '/old-about', toUrl: '/about-us' });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      fromUrl: '/old-about',
      toUrl: '/about-us',
    });
    const list = await emu.call(path(), { token: northwind().apiKey });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      redirects: [made.body],
      pagination: { limit: 100, offset: 0, total: 1 },
    });
    const patched = await emu.call(`${path()}/${made.body.id}`, {
      method: 'PATCH',
      token: northwind().apiKey,
      body: { toUrl: '/contact' },
    });
    expect(patched.body).toEqual({ ...made.body, toUrl: '/contact' });
    const deleted = await emu.call(`${path()}/${made.body.id}`, {
      method: 'DELETE',
      token: northwind().apiKey,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      redirects: [],
      pagination: { limit: 100, offset: 0, total: 0 },
    });
  });

  it.each(['/beta', '/v2/beta'])(
    'answers under %s too, with the same redirects',
    async (prefix) => {
      const made = await create({ fromUrl: '/a', toUrl: '/b' });
      const older = `${prefix}/sites/${northwind().id}/redirects`;
      const list = await emu.call(older, { token: northwind().apiKey });
      expect(list.body.redirects).toEqual([made.body]);
      const patched = await emu.call(`${older}/${made.body.id}`, {
        method: 'PATCH',
        token: northwind().apiKey,
        body: { toUrl: '/c' },
      });
      expect(patched.body).toEqual({ ...made.body, toUrl: '/c' });
      expect((await emu.call(path(), { token: northwind().apiKey })).body.redirects).toEqual([
        patched.body,
      ]);
    },
  );

  it('paginates with limit and offset', async () => {
    for (let i = 0; i < 5; i++) await create({ fromUrl: `/from-${i}`, toUrl: '/to' });
    const page = await emu.call(`${path()}?limit=2&offset=2`, { token: northwind().apiKey });
    expect(page.body.pagination).toEqual({ limit: 2, offset: 2, total: 5 });
    expect(page.body.redirects.map((r: { fromUrl: string }) => r.fromUrl)).toEqual([
      '/from-2',
      '/from-3',
    ]);
    const bad = await emu.call(`${path()}?limit=101`, { token: northwind().apiKey });
    expect(bad.status).toBe(400);
  });

  it('refuses a non-Enterprise site with 403 not_enterprise_plan_site, until the plan changes', async () => {
    const refused = await emu.call(path(acme()), { token: acme().apiKey });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'not_enterprise_plan_site',
      externalReference: null,
    });
    expect((await create({ fromUrl: '/a', toUrl: '/b' }, acme())).status).toBe(403);
    const plan = await emu.control(`/sites/${acme().id}/plan`, {
      method: 'POST',
      body: { enterprise: true },
    });
    expect(plan.body.plan.enterprise).toBe(true);
    expect((await emu.call(path(acme()), { token: acme().apiKey })).status).toBe(200);
  });

  it('checks scopes: sites:read to list, sites:write to change', async () => {
    const readOnly = await scopedKey(['sites:read']);
    expect((await emu.call(path(), { token: readOnly })).status).toBe(200);
    const refused = await create({ fromUrl: '/a', toUrl: '/b' }, northwind(), readOnly);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('missing_scopes');
    const none = await scopedKey(['pages:read']);
    expect((await emu.call(path(), { token: none })).body.code).toBe('missing_scopes');
    expect((await emu.call(path(), { token: null })).status).toBe(401);
  });

  it('validates paths: site paths only, no self-redirect, one redirect per source', async () => {
    for (const body of [
      { fromUrl: 'old', toUrl: '/new' },
      { fromUrl: '/old', toUrl: 'https://elsewhere.example/new' },
      { fromUrl: '//evil.example', toUrl: '/new' },
      { fromUrl: '/with space', toUrl: '/new' },
      { fromUrl: '/old?x=1', toUrl: '/new' },
      { fromUrl: '/old' },
      { fromUrl: '/old', toUrl: '/new', extra: true },
      { fromUrl: '/same', toUrl: '/same/' },
    ]) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    expect((await create({ fromUrl: '/old', toUrl: '/new' })).status).toBe(200);
    const dup = await create({ fromUrl: '/old/', toUrl: '/other' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('conflict');
    const malformed = await emu.call(path(), {
      method: 'POST',
      token: northwind().apiKey,
      body: '{not json',
    });
    expect(malformed.body.code).toBe('bad_request');
  });

  it('404 for an unknown redirect or site, 400 for a malformed id', async () => {
    const token = northwind().apiKey;
    const unknown = await emu.call(`${path()}/ffffffffffffffffffffffff`, {
      method: 'PATCH',
      token,
      body: { toUrl: '/x' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('resource_not_found');
    expect((await emu.call(`${path()}/nope`, { method: 'DELETE', token })).status).toBe(400);
    const otherSite = await emu.call(path(acme()), { token });
    expect(otherSite.status).toBe(403);
  });
});

describe('redirects on the published hosts', () => {
  const host = () => `${northwind().shortName}.localhost:${emu.port}`;

  it('answers a redirect source with one 301 hop to the target, at once and on every host', async () => {
    await create({ fromUrl: '/old-contact', toUrl: '/contact' });
    const res = await emu.getWithHost(host(), '/old-contact/?utm=x');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/contact?utm=x');
    const custom = await emu.getWithHost(`www.northwind.example:${emu.port}`, '/old-contact');
    expect(custom.status).toBe(301);
    expect(custom.headers.location).toBe('/contact');
    const other = await emu.getWithHost(
      `${acme().shortName}.localhost:${emu.port}`,
      '/old-contact',
    );
    expect(other.status).not.toBe(301);
  });

  it('serves a chain as separate hops and stops redirecting once deleted', async () => {
    const first = await create({ fromUrl: '/a', toUrl: '/b' });
    await create({ fromUrl: '/b', toUrl: '/c' });
    expect((await emu.getWithHost(host(), '/a')).headers.location).toBe('/b');
    expect((await emu.getWithHost(host(), '/b')).headers.location).toBe('/c');
    await emu.call(`${path()}/${first.body.id}`, { method: 'DELETE', token: northwind().apiKey });
    expect((await emu.getWithHost(host(), '/a')).status).not.toBe(301);
  });
});
