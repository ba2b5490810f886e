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

const site = () => emu.fixtures.sites[0]!;
const addFault = (fault: unknown) => emu.control('/faults', { method: 'POST', body: fault });

describe('fixtures, clock, reset', () => {
  it('answers the stable fixtures shape', async () => {
    const f = (await emu.control('/fixtures')).body;
    expect(f.origin).toBe(emu.origin);
    expect(f.sites).toHaveLength(2);
    for (const s of f.sites) {
      expect(s).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        shortName: expect.any(String),
        apiKey: expect.any(String),
      });
      expect(s.publishedOrigin).toBe(`http://${s.shortName}.localhost:${emu.port}`);
      expect(Object.keys(s.pages)).toEqual(
        expect.arrayContaining(['home', 'about', 'careers', 'pricing', 'not-found']),
      );
    }
    expect(f.oauthApps[0]).toMatchObject({
      clientId: expect.any(String),
      clientSecret: expect.any(String),
      redirectUrl: expect.stringMatching(/^https:/),
    });
  });

  it('advances the clock', async () => {
    const before = (await emu.control('/clock')).body;
    const after = (await emu.control('/clock', { method: 'POST', body: { advanceMs: 3_600_000 } }))
      .body;
    expect(after.offsetMs - before.offsetMs).toBe(3_600_000);
    expect(after.nowMs - before.nowMs).toBeGreaterThanOrEqual(3_600_000);
    expect((await emu.control('/clock', { method: 'POST', body: { advanceMs: -5 } })).status).toBe(
      400,
    );
  });

  it('restores the seed on reset', async () => {
    const s = site();
    await emu.call(`/v2/pages/${s.pages.about}`, {
      token: s.apiKey,
      method: 'PUT',
      body: { title: 'Changed' },
    });
    expect((await emu.call(`/v2/pages/${s.pages.about}`, { token: s.apiKey })).body.title).toBe(
      'Changed',
    );
    await emu.control('/reset', { method: 'POST' });
    expect((await emu.call(`/v2/pages/${s.pages.about}`, { token: s.apiKey })).body.title).toBe(
      'About us',
    );
    expect((await emu.control('/fixtures')).body.sites[0].id).toBe(s.id);
  });
});

describe('journal', () => {
  it('records requests with tokens redacted, filterable by method and seq', async () => {
    const s = site();
    const since = (await emu.control('/journal')).body.nextSeq;
    await emu.call(`/v2/pages/${s.pages.about}?access_token=${s.apiKey}`);
    await emu.call(`/v2/pages/${s.pages.about}`, {
      token: s.apiKey,
      method: 'PUT',
      body: { title: 'Journaled' },
    });
    const all = (await emu.control(`/journal?since=${since}`)).body.entries;
    expect(all).toHaveLength(2);
    expect(JSON.stringify(all)).not.toContain(s.apiKey);
    expect(all[0].query.access_token).toBe('[redacted]');
    expect(all[0].credential).toMatch(/^cred_[0-9a-f]{12}$/);
    expect(all[0].credential).toBe(all[1].credential);
    const puts = (await emu.control(`/journal?method=PUT&since=${since}`)).body.entries;
    expect(puts).toEqual([
      expect.objectContaining({
        method: 'PUT',
        status: 200,
        applied: true,
        path: `/v2/pages/${s.pages.about}`,
      }),
    ]);
    await emu.control('/journal', { method: 'DELETE' });
    expect((await emu.control('/journal')).body.entries).toEqual([]);
  });
});

describe('faults', () => {
  it('answers a scripted status with a body, a set number of times', async () => {
    const s = site();
    await addFault({
      method: 'GET',
      path: '/v2/sites/*',
      times: 2,
      action: { kind: 'status', status: 503 },
    });
    const a = await emu.call(`/v2/sites/${s.id}`, { token: s.apiKey });
    const b = await emu.call(`/v2/sites/${s.id}`, { token: s.apiKey });
    const c = await emu.call(`/v2/sites/${s.id}`, { token: s.apiKey });
    expect([a.status, b.status, c.status]).toEqual([503, 503, 200]);
    expect(a.body.code).toBe('service_unavailable');
    await addFault({
      path: '/info',
      after: 1,
      action: { kind: 'status', status: 401, body: { code: 'not_authorized', message: 'x' } },
    });
    expect((await emu.call('/info', { token: s.apiKey })).status).toBe(200);
    const revoked = await emu.call('/info', { token: s.apiKey });
    expect(revoked).toMatchObject({ status: 401, body: { code: 'not_authorized' } });
  });

  it('delays a response', async () => {
    const s = site();
    await addFault({ path: '/info', action: { kind: 'delay', ms: 300 } });
    const started = Date.now();
    expect((await emu.call('/info', { token: s.apiKey })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('hangs until the client gives up, and the server still closes', async () => {
    const other = await startEmulator({ rateLimit: 0 });
    const s = other.fixtures.sites[0]!;
    await other.control('/faults', {
      method: 'POST',
      body: { path: '/info', times: 'always', action: { kind: 'hang' } },
    });
    await expect(
      fetch(`${other.origin}/info`, {
        headers: { authorization: `Bearer ${s.apiKey}` },
        signal: AbortSignal.timeout(200),
      }),
    ).rejects.toThrow();
    const pending = fetch(`${other.origin}/info`, {
      headers: { authorization: `Bearer ${s.apiKey}` },
    }).catch(() => 'closed');
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await pending;
  });

  it('sends malformed JSON with the handler status', async () => {
    const s = site();
    await addFault({ method: 'GET', path: '/v2/pages/*', action: { kind: 'malformed-json' } });
    const res = await fetch(`${emu.origin}/v2/pages/${s.pages.about}`, {
      headers: { authorization: `Bearer ${s.apiKey}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    await expect(res.json()).rejects.toThrow();
  });

  it('drops the connection after the write was applied', async () => {
    const s = site();
    const since = (await emu.control('/journal')).body.nextSeq;
    await addFault({ method: 'PUT', path: '/v2/pages/*', action: { kind: 'drop-after-write' } });
    await expect(
      fetch(`${emu.origin}/v2/pages/${s.pages.faq}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${s.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Applied then dropped' }),
      }),
    ).rejects.toThrow();
    expect((await emu.call(`/v2/pages/${s.pages.faq}`, { token: s.apiKey })).body.title).toBe(
      'Applied then dropped',
    );
    const puts = (await emu.control(`/journal?method=PUT&since=${since}`)).body.entries;
    expect(puts).toEqual([expect.objectContaining({ applied: true, fault: 'drop-after-write' })]);
  });

  it('bumps lastUpdated "by someone else" before the request', async () => {
    const s = site();
    const url = `/beta/pages/${s.pages.home}/schema-markup`;
    const before = (await emu.call(url, { token: s.apiKey })).body;
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 5000 } });
    await addFault({
      method: 'GET',
      path: '/beta/pages/*/schema-markup',
      action: {
        kind: 'bump-last-updated',
        edit: { jsonLdSchema: { '@type': 'Thing', name: 'theirs' } },
      },
    });
    const after = (await emu.call(url, { token: s.apiKey })).body;
    expect(Date.parse(after.lastUpdated)).toBeGreaterThan(Date.parse(before.lastUpdated));
    expect(after.jsonLdSchema.name).toBe('theirs');
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 5000 } });
    await addFault({ method: 'GET', path: '/v2/pages/*', action: { kind: 'bump-last-updated' } });
    const meta0 = (await emu.call(`/v2/pages/${s.pages.contact}`, { token: s.apiKey })).body;
    expect(Date.parse(meta0.lastUpdated)).toBeGreaterThan(Date.parse(before.lastUpdated));
  });

  it('lists and clears faults', async () => {
    await addFault({ path: '/nothing', action: { kind: 'status', status: 500 } });
    expect((await emu.control('/faults')).body.faults.length).toBeGreaterThan(0);
    await emu.control('/faults', { method: 'DELETE' });
    expect((await emu.control('/faults')).body.faults).toEqual([]);
    expect((await addFault({ path: 'no-slash', action: { kind: 'hang' } })).status).toBe(400);
    expect((await addFault({ path: '/x', action: { kind: 'explode' } })).status).toBe(400);
  });
});

describe('events, content changes and outbox', () => {
  it('triggers events, creates, edits and deletes pages', async () => {
    const s = site();
    events.length = 0;
    const trig = await emu.control('/events/form_submission', {
      method: 'POST',
      body: { siteId: s.id, payload: { name: 'Contact', data: { email: 'a@b.c' } } },
    });
    expect(trig.status).toBe(200);
    expect(
      (await emu.control('/events/not_a_trigger', { method: 'POST', body: { siteId: s.id } }))
        .status,
    ).toBe(400);
    const created = await emu.control(`/sites/${s.id}/pages`, {
      method: 'POST',
      body: { title: 'Fresh', slug: 'fresh' },
    });
    const id = created.body.id;
    expect((await emu.call(`/v2/pages/${id}`, { token: s.apiKey })).body.publishedPath).toBe(
      '/fresh',
    );
    await emu.control(`/pages/${id}/edit`, { method: 'POST', body: { title: 'Edited elsewhere' } });
    expect((await emu.call(`/v2/pages/${id}`, { token: s.apiKey })).body.title).toBe(
      'Edited elsewhere',
    );
    await emu.control(`/pages/${id}`, { method: 'DELETE' });
    expect((await emu.call(`/v2/pages/${id}`, { token: s.apiKey })).status).toBe(404);
    expect(events.map((e) => e.triggerType)).toEqual([
      'form_submission',
      'page_created',
      'page_deleted',
    ]);
    expect(events[0]!.payload).toMatchObject({ siteId: s.id, name: 'Contact' });
    const outbox = (await emu.control('/outbox')).body;
    expect(outbox).toEqual({ emails: expect.any(Array), deliveries: expect.any(Array) });
  });

  it('changes a site plan', async () => {
    const s = emu.fixtures.sites[1]!;
    const res = await emu.control(`/sites/${s.id}/plan`, {
      method: 'POST',
      body: { localizedSlugs: true },
    });
    expect(res.body.plan.localizedSlugs).toBe(true);
    expect(
      (await emu.control('/sites/ffffffffffffffffffffffff/plan', { method: 'POST', body: {} }))
        .status,
    ).toBe(404);
  });
});
