import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emulatorClient } from '../../support/emulator-client';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { ApiError } from '@/lib/core/api/api-error';
import type { ApiClient, ApiCall } from '@/lib/core/api/client';
import { createRateLimitQueue } from '@/lib/core/api/rate-limit-queue';
import { publishTo, readPublishDestinations } from '@/lib/features/publish/destinations';

type Domain = { id: string; url: string; lastPublished: string | null };

describe('publish destinations against the emulator', () => {
  let emu: TestEmulator;
  let client: ApiClient;
  let siteId: string;
  const domain = async () =>
    (
      await emu.call<{ customDomains: Domain[] }>(`/v2/sites/${siteId}/custom_domains`, {
        token: emu.fixtures.sites[0]!.apiKey!,
      })
    ).body.customDomains[0]!;
  const publishPosts = async () =>
    (
      await emu.control<{ entries: { status: number; body?: unknown }[] }>(
        `/journal?method=POST&path=/v2/sites/${siteId}/publish`,
      )
    ).body.entries;

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo' });
    siteId = emu.fixtures.sites[0]!.id;
    client = emulatorClient(emu, emu.fixtures.sites[0]!.apiKey!);
  });
  afterAll(() => emu?.close());

  it('reads the staging host from the short name and settings, and each custom domain', async () => {
    const read = await readPublishDestinations(client, siteId, '.webflow.io');
    const { id, url, lastPublished } = await domain();
    expect(read).toEqual({
      siteId,
      staging: { host: 'acme-bakery.webflow.io' },
      customDomains: [{ id, host: url, lastPublished }],
      // Measured from the emulator's Date headers: its clock is real time here.
      serviceOffsetMs: expect.closeTo(0, -4) as number,
    });
  });

  it('publishes only the chosen custom domain and answers its new publish time', async () => {
    const { id, url } = await domain();
    const outcome = await publishTo(client, siteId, { staging: false, customDomainIds: [id] });
    const after = await domain();
    expect(outcome).toEqual({
      staging: false,
      customDomains: [{ id, host: url, lastPublished: after.lastPublished }],
      publishedAt: after.lastPublished,
      // Measured from the emulator's Date headers: its clock is real time here.
      serviceOffsetMs: expect.closeTo(0, -4) as number,
      scope: 'site',
    });
    expect((await publishPosts()).map((e) => e.body)).toEqual([
      { customDomains: [id], publishToWebflowSubdomain: false },
    ]);
  });

  it('fails a second publish within the minute at once, with when to try again, and sends it once', async () => {
    const started = Date.now();
    const error = await publishTo(client, siteId, { staging: true, customDomainIds: [] }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('rate-limited');
    const waitMs = (error as ApiError).resumesAt! - started;
    expect(waitMs).toBeGreaterThan(50_000);
    expect(waitMs).toBeLessThanOrEqual(61_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await publishPosts()).map((e) => e.status)).toEqual([202, 429]);
  });
});

describe('publish destinations with the real service’s answers', () => {
  /** A client that answers each `METHOD path` from a table, and records what was sent. */
  function fakeClient(answers: Record<string, unknown>) {
    const sent: { key: string; body: unknown }[] = [];
    const client: ApiClient = {
      queue: createRateLimitQueue(),
      serviceClockOffsetMs: () => null,
      async call<S extends z.ZodType>(call: ApiCall<S>): Promise<z.output<S>> {
        const key = `${call.method} ${call.path}`;
        sent.push({ key, body: call.body });
        return call.schema.parse(answers[key]);
      },
    };
    return { client, sent };
  }

  it('lists custom domains separately when Get Site leaves them out', async () => {
    const { client, sent } = fakeClient({
      'GET /v2/sites/s1': { id: 's1', shortName: 'acme' },
      'GET /v2/sites/s1/custom_domains': {
        customDomains: [{ id: 'd1', url: 'www.acme.com', lastPublished: null }],
      },
    });
    expect(await readPublishDestinations(client, 's1', '.webflow.io')).toEqual({
      siteId: 's1',
      staging: { host: 'acme.webflow.io' },
      customDomains: [{ id: 'd1', host: 'www.acme.com', lastPublished: null }],
      serviceOffsetMs: 0,
    });
    expect(sent.map((s) => s.key)).toEqual(['GET /v2/sites/s1', 'GET /v2/sites/s1/custom_domains']);
  });

  it('offers no staging host without a short name', async () => {
    const { client } = fakeClient({ 'GET /v2/sites/s1': { id: 's1', customDomains: [] } });
    expect((await readPublishDestinations(client, 's1', '.webflow.io')).staging).toBeNull();
  });

  it('names both targets in the body and reads a 202 with the real fields', async () => {
    const { client, sent } = fakeClient({
      'POST /v2/sites/s1/publish': {
        customDomains: [{ id: 'd1', url: 'www.acme.com', lastPublished: '2026-11-02T10:00:00Z' }],
        publishToWebflowSubdomain: true,
        publishScope: 'site',
      },
    });
    const outcome = await publishTo(client, 's1', { staging: true, customDomainIds: ['d1'] });
    expect(sent[0]!.body).toEqual({ customDomains: ['d1'], publishToWebflowSubdomain: true });
    expect(outcome).toEqual({
      staging: true,
      customDomains: [{ id: 'd1', host: 'www.acme.com', lastPublished: '2026-11-02T10:00:00Z' }],
      publishedAt: '2026-11-02T10:00:00Z',
      serviceOffsetMs: 0,
      scope: 'site',
    });
  });

  it('takes what was named as published when a 202 leaves it out', async () => {
    const { client } = fakeClient({ 'POST /v2/sites/s1/publish': {} });
    const at = new Date('2026-11-02T10:00:05Z');
    const outcome = await publishTo(
      client,
      's1',
      { staging: false, customDomainIds: ['d1'] },
      () => at,
    );
    expect(outcome).toEqual({
      staging: false,
      customDomains: [{ id: 'd1', host: '', lastPublished: null }],
      publishedAt: at.toISOString(),
      serviceOffsetMs: 0,
      scope: 'site',
    });
  });

  it('dates a publish the answer leaves undated on the service’s clock, with the offset', async () => {
    const { client } = fakeClient({ 'POST /v2/sites/s1/publish': {} });
    const ahead = 3 * 3_600_000;
    const skewed = { ...client, serviceClockOffsetMs: () => ahead };
    const at = new Date('2026-11-02T10:00:05Z');
    const outcome = await publishTo(skewed, 's1', { staging: true, customDomainIds: [] }, () => at);
    expect(outcome.publishedAt).toBe('2026-11-02T13:00:05.000Z');
    expect(outcome.serviceOffsetMs).toBe(ahead);
  });
});
