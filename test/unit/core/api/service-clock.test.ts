import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient } from '../../support/emulator-client';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { createApiClient } from '@/lib/core/api/client';
import { createRateLimitQueue } from '@/lib/core/api/rate-limit-queue';
import { clockSample, CLOCK_SAMPLES, createServiceClock } from '@/lib/core/api/service-clock';
import { getSite } from '@/lib/core/api/sites';

const HOUR = 3_600_000;

describe('the service clock estimate', () => {
  it('takes the middle of the header’s second and of the request’s round trip', () => {
    const sent = Date.parse('2026-12-07T18:00:00.000Z');
    expect(clockSample('Mon, 07 Dec 2026 21:00:00 GMT', sent, sent + 200)).toBe(3 * HOUR + 400);
    expect(clockSample('Mon, 07 Dec 2026 18:00:00 GMT', sent, sent)).toBe(500);
  });

  it('ignores an absent or unparseable header', () => {
    expect(clockSample(null, 0, 0)).toBeNull();
    expect(clockSample('', 0, 0)).toBeNull();
    expect(clockSample('yesterday at noon', 0, 0)).toBeNull();
    const clock = createServiceClock();
    clock.note('garbage', 0, 0);
    clock.note(null, 0, 0);
    expect(clock.offsetMs()).toBeNull();
  });

  it('is the median of the last samples, so one odd answer does not move it', () => {
    const clock = createServiceClock();
    const at = (offset: number) => clock.note(new Date(offset).toUTCString(), 500, 500);
    at(10_000);
    expect(clock.offsetMs()).toBe(10_000);
    at(20_000);
    expect(clock.offsetMs()).toBe(15_000);
    at(10_000);
    at(HOUR);
    at(10_000);
    expect(clock.offsetMs()).toBe(10_000);
    // Older samples leave: a clock that was moved is followed once most answers say so.
    for (let i = 0; i < CLOCK_SAMPLES; i++) at(3 * HOUR);
    expect(clock.offsetMs()).toBe(3 * HOUR);
  });
});

describe('the client’s estimate over HTTP', () => {
  let server: Server;
  let baseUrl: string;
  let date: string | null = null;
  beforeAll(async () => {
    server = createServer((_req, res: ServerResponse) => {
      // Node writes a Date of its own unless told not to; the test chooses it (or none).
      res.sendDate = false;
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (date !== null) headers.Date = date;
      res.writeHead(200, headers);
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const client = () =>
    createApiClient({ baseUrl, getToken: () => 't', queue: createRateLimitQueue() });
  const read = (c: ReturnType<typeof client>) =>
    c.call({
      method: 'GET',
      path: '/x',
      schema: { safeParse: (v: unknown) => ({ success: true, data: v }) } as never,
    });

  it('knows nothing before an answer with a Date header, and ignores one without or with garbage', async () => {
    const c = client();
    expect(c.serviceClockOffsetMs()).toBeNull();
    date = null;
    await read(c);
    expect(c.serviceClockOffsetMs()).toBeNull();
    date = 'not a date';
    await read(c);
    expect(c.serviceClockOffsetMs()).toBeNull();
  });

  it('measures a service clock 3 hours ahead', async () => {
    const c = client();
    date = new Date(Date.now() + 3 * HOUR).toUTCString();
    await read(c);
    expect(Math.abs(c.serviceClockOffsetMs()! - 3 * HOUR)).toBeLessThan(2_000);
  });
});

describe('the client’s estimate against the emulator', () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
  });
  afterAll(() => emu?.close());

  it('follows the emulator’s clock moved 3 hours ahead', async () => {
    const site = emu.fixtures.sites[0]!;
    const client = emulatorClient(emu, site.apiKey!);
    await getSite(client, site.id);
    expect(Math.abs(client.serviceClockOffsetMs()!)).toBeLessThan(2_000);
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 3 * HOUR } });
    for (let i = 0; i < CLOCK_SAMPLES; i++) await getSite(client, site.id);
    expect(Math.abs(client.serviceClockOffsetMs()! - 3 * HOUR)).toBeLessThan(2_000);
  });
});
