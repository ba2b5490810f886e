import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
});
afterAll(() => emu.close());
beforeEach(() => emu.control('/faults', { method: 'DELETE' }));

const acme = () => emu.fixtures.sites.find((s) => s.shortName === 'acme-bakery')!;
const host = () => `${acme().shortName}.localhost:${emu.port}`;
const addFault = async (fault: unknown) => {
  const res = await emu.control('/faults', { method: 'POST', body: fault });
  expect(res.status, res.text).toBe(201);
  return res.body;
};

describe('generic faults with a host pattern', () => {
  it('answer a published page with 503 and Retry-After, once, on that host and path only', async () => {
    const fault = await addFault({
      host: 'acme-bakery.localhost',
      path: '/fr/**',
      action: { kind: 'status', status: 503, headers: { 'Retry-After': '2' } },
    });
    expect(fault).toMatchObject({ host: 'acme-bakery.localhost', path: '/fr/**' });
    expect((await emu.getWithHost(host(), '/about-us')).status).toBe(200);
    expect((await emu.getWithHost(`northwind-studio.localhost:${emu.port}`, '/fr')).status).toBe(
      200,
    );
    const failed = await emu.getWithHost(host(), '/fr/a-propos');
    expect(failed.status).toBe(503);
    expect(failed.headers['retry-after']).toBe('2');
    expect((await emu.getWithHost(host(), '/fr/a-propos')).status).toBe(200);
    const journal = (await emu.control('/journal?path=/fr/a-propos')).body.entries;
    expect(
      journal.map((e: { status: number; fault: string | null }) => [e.status, e.fault]),
    ).toEqual([
      [503, 'status'],
      [200, null],
    ]);
  });

  it('match hosts with * within a label and leave the API alone', async () => {
    await addFault({
      host: '*.localhost',
      path: '/**',
      times: 'always',
      action: { kind: 'status', status: 503 },
    });
    expect((await emu.getWithHost(host(), '/')).status).toBe(503);
    expect((await emu.getWithHost(`northwind-studio.localhost:${emu.port}`, '/')).status).toBe(503);
    expect((await emu.getWithHost(`acme-bakery.design.localhost:${emu.port}`, '/')).status).toBe(
      200,
    );
    expect((await emu.call(`/v2/sites/${acme().id}`, { token: acme().apiKey })).status).toBe(200);
  });

  it('delay a published page', async () => {
    await addFault({
      host: 'acme-bakery.localhost',
      path: '/',
      action: { kind: 'delay', ms: 300 },
    });
    const started = Date.now();
    const res = await emu.getWithHost(host(), '/');
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('hang a published page until the faults are cleared', async () => {
    await addFault({ host: 'acme-bakery.localhost', path: '/contact', action: { kind: 'hang' } });
    let settled = false;
    const pending = emu.getWithHost(host(), '/contact').finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(settled).toBe(false);
    await emu.control('/faults', { method: 'DELETE' });
    expect((await pending).status).toBe(503);
  });

  it('without a host act on the API only, as before', async () => {
    await addFault({ path: '/**', times: 'always', action: { kind: 'status', status: 503 } });
    expect((await emu.getWithHost(host(), '/')).status).toBe(200);
    expect((await emu.call(`/v2/sites/${acme().id}`, { token: acme().apiKey })).status).toBe(503);
  });

  it('refuse a malformed host pattern', async () => {
    const res = await emu.control('/faults', {
      method: 'POST',
      body: { host: 'a/b', path: '/', action: { kind: 'hang' } },
    });
    expect(res.status).toBe(400);
  });
});
