import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());

const northwind = () => emu.fixtures.sites.find((s) => s.shortName === 'northwind-studio')!;
const acme = () => emu.fixtures.sites.find((s) => s.shortName === 'acme-bakery')!;
const mint = async () =>
  (await emu.control('/tokens', { method: 'POST', body: {} })).body.accessToken as string;

describe('rate limits', () => {
  it('counts down 60 per minute, then answers 429 with the exact spec body and Retry-After', async () => {
    const token = await mint();
    const site = northwind();
    for (let i = 1; i <= 60; i += 1) {
      const res = await emu.call(`/v2/sites/${site.id}`, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('60');
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(60 - i));
    }
    const limited = await emu.call(`/v2/sites/${site.id}`, { token });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      msg: expect.any(String),
      code: 429,
      name: 'RateLimit',
      path: `/v2/sites/${site.id}`,
      err: expect.stringContaining('RateLimit'),
    });
    expect(Object.keys(limited.body).sort()).toEqual(['code', 'err', 'msg', 'name', 'path']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');

    const other = await mint();
    expect((await emu.call(`/v2/sites/${site.id}`, { token: other })).status).toBe(200);

    await emu.control('/clock', { method: 'POST', body: { advanceMs: 60_000 } });
    const after = await emu.call(`/v2/sites/${site.id}`, { token });
    expect(after.status).toBe(200);
    expect(after.headers.get('x-ratelimit-remaining')).toBe('59');
  });

  it('puts the headers on error responses too', async () => {
    const token = await mint();
    const res = await emu.call('/v2/pages/ffffffffffffffffffffffff', { token });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-ratelimit-limit')).toBe('60');
    const unauth = await emu.call('/info', { token: 'emu_tok_unknown' });
    expect(unauth.status).toBe(401);
    expect(unauth.headers.get('x-ratelimit-remaining')).not.toBeNull();
  });

  it('applies the site plan override (120/min) to that site key', async () => {
    const res = await emu.call(`/v2/sites/${acme().id}`, { token: acme().apiKey });
    expect(res.headers.get('x-ratelimit-limit')).toBe('120');
    await emu.control(`/sites/${northwind().id}/plan`, { method: 'POST', body: { rateLimit: 3 } });
    const key = (
      await emu.control('/site-keys', { method: 'POST', body: { siteId: northwind().id } })
    ).body.apiKey;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await emu.call('/info', { token: key })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await emu.control(`/sites/${northwind().id}/plan`, {
      method: 'POST',
      body: { rateLimit: null },
    });
  });

  it('can be turned off (--rate-limit 0): no headers, no 429', async () => {
    const off = await startEmulator({ rateLimit: 0 });
    try {
      const site = off.fixtures.sites[1]!;
      for (let i = 0; i < 70; i += 1) {
        const res = await off.call('/info', { token: site.apiKey });
        expect(res.status).toBe(200);
      }
    } finally {
      await off.close();
    }
  });
});

describe('site API keys', () => {
  it('reach only their own site', async () => {
    const [a, b] = [acme(), northwind()];
    const list = await emu.call('/v2/sites', { token: a.apiKey });
    expect(list.body.sites.map((s: { id: string }) => s.id)).toEqual([a.id]);
    const other = await emu.call(`/v2/sites/${b.id}/pages`, { token: a.apiKey });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('forbidden');
    const page = await emu.call(`/v2/pages/${b.pages.about}`, { token: a.apiKey });
    expect(page.status).toBe(403);
  });

  it('carry the scopes they were made with', async () => {
    const key = (
      await emu.control('/site-keys', {
        method: 'POST',
        body: { siteId: northwind().id, scopes: ['pages:read'] },
      })
    ).body.apiKey;
    expect((await emu.call(`/v2/pages/${northwind().pages.about}`, { token: key })).status).toBe(
      200,
    );
    const put = await emu.call(`/v2/pages/${northwind().pages.about}`, {
      token: key,
      method: 'PUT',
      body: { title: 'x' },
    });
    expect(put.status).toBe(403);
    expect(put.body.code).toBe('missing_scopes');
  });

  it('stop working once revoked', async () => {
    const key = (
      await emu.control('/site-keys', { method: 'POST', body: { siteId: northwind().id } })
    ).body.apiKey;
    expect((await emu.call('/info', { token: key })).status).toBe(200);
    await emu.control('/credentials/revoke', { method: 'POST', body: { token: key } });
    expect((await emu.call('/info', { token: key })).status).toBe(401);
  });
});
