import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';
import { createReplayGuard } from '../../lib/features/webhooks/replay-guard';
import { verifyWebhook } from '../../lib/features/webhooks/verify';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

/** A loopback receiver that records requests and answers with a scripted status and delay. */
class Receiver {
  readonly received: Received[] = [];
  statuses: number[] = [];
  delayMs = 0;
  private server: Server | null = null;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body, path: req.url ?? '' });
        const status = this.statuses.shift() ?? 200;
        const answer = () => {
          if (status >= 300 && status < 400) res.setHeader('location', `${this.origin}/moved`);
          res.writeHead(status).end('ok');
        };
        if (this.delayMs > 0) setTimeout(answer, this.delayMs);
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  close(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

let emu: TestEmulator;
let receiver: Receiver;
let siteId: string;
let siteKey: string;

beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
  siteId = emu.fixtures.sites[0]!.id;
  siteKey = emu.fixtures.sites[0]!.apiKey!;
});
afterAll(() => emu.close());
beforeEach(async () => {
  receiver = new Receiver();
  await receiver.start();
  await emu.control('/outbox', { method: 'DELETE' });
  await emu.control('/webhook-settings', {
    method: 'PUT',
    body: { timeoutMs: 2_000, deactivateAfterFailedDeliveries: 3, maxRetries: 3 },
  });
});
afterEach(() => receiver.close());

async function waitFor<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 8_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface OutboxDelivery {
  webhookId: string;
  state: string;
  attempts: Array<{ status: number | null; error: string | null; outcome: string }>;
}

async function deliveryOf(webhookId: string, attempts: number): Promise<OutboxDelivery> {
  return waitFor(async () => {
    const box = await emu.control('/outbox');
    const found = (box.body.deliveries as OutboxDelivery[]).find((d) => d.webhookId === webhookId);
    return found && found.attempts.length >= attempts ? found : undefined;
  }, `${attempts} attempt(s) of ${webhookId}`);
}

async function oauthToken(scopes?: string[]): Promise<string> {
  const minted = await emu.control('/tokens', { method: 'POST', body: scopes ? { scopes } : {} });
  return minted.body.accessToken as string;
}

async function emulatorNow(): Promise<number> {
  return (await emu.control('/clock')).body.nowMs as number;
}

function create(token: string, body: unknown, prefix = '/v2') {
  return emu.call(`${prefix}/sites/${siteId}/webhooks`, { token, method: 'POST', body });
}

async function submitForm(name: string) {
  const res = await emu.control('/events/form_submission', {
    method: 'POST',
    body: { siteId, payload: { name, data: { email: 'ada@example.com' } } },
  });
  expect(res.status).toBe(200);
}

describe('registration', () => {
  it('creates with a site key (201, secretKey once), reads, lists and deletes on both prefixes', async () => {
    const made = await create(siteKey, {
      triggerType: 'form_submission',
      url: 'https://hooks.example.com/forms',
      filter: { name: 'Contact' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      triggerType: 'form_submission',
      siteId,
      filter: { name: 'Contact' },
      lastTriggered: null,
    });
    expect(made.body.secretKey).toMatch(/^emu_whsec_/);
    for (const path of [`/v2/webhooks/${made.body.id}`, `/webhooks/${made.body.id}`]) {
      const got = await emu.call(path, { token: siteKey });
      expect(got.status).toBe(200);
      expect(got.body.id).toBe(made.body.id);
      expect('secretKey' in got.body).toBe(false);
    }
    const listed = await emu.call(`/sites/${siteId}/webhooks`, { token: siteKey });
    expect(listed.body.webhooks.map((w: { id: string }) => w.id)).toContain(made.body.id);
    expect(listed.body.pagination.total).toBe(listed.body.webhooks.length);
    const gone = await emu.call(`/webhooks/${made.body.id}`, { token: siteKey, method: 'DELETE' });
    expect(gone.status).toBe(204);
    expect((await emu.call(`/v2/webhooks/${made.body.id}`, { token: siteKey })).status).toBe(404);
  });

  it('gives no secretKey to webhooks created by an OAuth app', async () => {
    const made = await create(await oauthToken(), {
      triggerType: 'site_publish',
      url: 'https://h.example.com/p',
    });
    expect(made.status).toBe(201);
    expect('secretKey' in made.body).toBe(false);
  });

  it('refuses filters outside form_submission and unknown triggers with the service codes', async () => {
    const filtered = await create(siteKey, {
      triggerType: 'site_publish',
      url: 'https://h.example.com/p',
      filter: { name: 'Contact' },
    });
    expect(filtered.status).toBe(400);
    expect(filtered.body.code).toBe('incompatible_webhook_filter');
    const unknown = await create(siteKey, {
      triggerType: 'page_renamed',
      url: 'https://h.example.com/p',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('unsupported_webhook_trigger_type');
  });

  it('requires https except for loopback destinations', async () => {
    for (const url of ['http://hooks.example.com/in', 'ftp://127.0.0.1/in', 'nonsense']) {
      const res = await create(siteKey, { triggerType: 'page_created', url });
      expect(res.status, url).toBe(400);
    }
    for (const url of ['http://127.0.0.1:9/in', 'http://[::1]:9/in', 'http://localhost:9/in']) {
      const res = await create(siteKey, { triggerType: 'page_created', url });
      expect(res.status, url).toBe(201);
    }
  });

  it('needs sites:write, and forms:read for form_submission', async () => {
    const reader = await oauthToken(['sites:read']);
    const denied = await create(reader, {
      triggerType: 'site_publish',
      url: 'https://h.example.com/p',
    });
    expect(denied.status).toBe(403);
    const noForms = await oauthToken(['sites:read', 'sites:write']);
    const formDenied = await create(noForms, {
      triggerType: 'form_submission',
      url: 'https://h.example.com/f',
    });
    expect(formDenied.status).toBe(403);
    expect(formDenied.body.message).toContain('forms:read');
    const ok = await create(noForms, {
      triggerType: 'page_deleted',
      url: 'https://h.example.com/d',
    });
    expect(ok.status).toBe(201);
  });

  it('allows 75 webhooks per trigger type per site', async () => {
    const token = await oauthToken();
    const existing = (await emu.call(`/v2/sites/${siteId}/webhooks?limit=100`, { token })).body
      .webhooks as Array<{ triggerType: string }>;
    const have = existing.filter((w) => w.triggerType === 'comment_created').length;
    for (let i = have; i < 75; i++) {
      const res = await create(token, {
        triggerType: 'comment_created',
        url: `https://h.example.com/${i}`,
      });
      expect(res.status).toBe(201);
    }
    const over = await create(token, {
      triggerType: 'comment_created',
      url: 'https://h.example.com/76',
    });
    expect(over.status).toBe(400);
    const other = await create(token, {
      triggerType: 'ecomm_new_order',
      url: 'https://h.example.com/o',
    });
    expect(other.status).toBe(201);
  });
});

describe('delivery', () => {
  it('delivers matching form submissions signed with the OAuth client secret over the exact body', async () => {
    const made = await create(await oauthToken(), {
      triggerType: 'form_submission',
      url: `${receiver.origin}/forms`,
      filter: { name: 'Contact' },
    });
    await submitForm('Newsletter');
    await submitForm('Contact');
    const delivery = await deliveryOf(made.body.id, 1);
    expect(delivery.state).toBe('captured');
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.headers['content-type']).toContain('application/json');
    expect(JSON.parse(got!.body)).toMatchObject({
      triggerType: 'form_submission',
      payload: { name: 'Contact', siteId, data: { email: 'ada@example.com' } },
    });
    const secret = emu.fixtures.oauthApps[0]!.clientSecret;
    const verified = await verifyWebhook({
      body: got!.body,
      headers: got!.headers,
      secret,
      now: await emulatorNow(),
    });
    expect(verified.ok).toBe(true);
    const wrongKey = await verifyWebhook({
      body: got!.body,
      headers: got!.headers,
      secret: 'nope',
      now: await emulatorNow(),
    });
    expect(wrongKey).toEqual({ ok: false, reason: 'signature_mismatch' });
    const webhook = await emu.call(`/v2/webhooks/${made.body.id}`, { token: siteKey });
    expect(webhook.body.lastTriggered).not.toBeNull();
  });

  it('signs site-key webhooks with their secretKey and sends dashboard webhooks unsigned', async () => {
    const keyed = await create(siteKey, {
      triggerType: 'page_created',
      url: `${receiver.origin}/keyed`,
    });
    const dashboard = await emu.control('/webhooks', {
      method: 'POST',
      body: { siteId, triggerType: 'page_created', url: `${receiver.origin}/dashboard` },
    });
    expect(dashboard.status).toBe(201);
    const page = await emu.control(`/sites/${siteId}/pages`, {
      method: 'POST',
      body: { title: 'Fresh page', slug: 'fresh-page' },
    });
    expect(page.status).toBe(201);
    await deliveryOf(keyed.body.id, 1);
    await deliveryOf(dashboard.body.id, 1);
    const keyedReq = receiver.received.find((r) => r.path === '/keyed')!;
    expect(JSON.parse(keyedReq.body).payload.pageId).toBe(page.body.id);
    const verified = await verifyWebhook({
      body: keyedReq.body,
      headers: keyedReq.headers,
      secret: keyed.body.secretKey,
      now: await emulatorNow(),
    });
    expect(verified.ok).toBe(true);
    const unsigned = receiver.received.find((r) => r.path === '/dashboard')!;
    expect(unsigned.headers['x-service-signature']).toBeUndefined();
    expect(unsigned.headers['x-service-timestamp']).toBeUndefined();
  });

  it('delivers site_publish from the publish endpoint', async () => {
    const made = await create(siteKey, {
      triggerType: 'site_publish',
      url: `${receiver.origin}/pub`,
    });
    const published = await emu.call(`/v2/sites/${siteId}/publish`, {
      token: siteKey,
      method: 'POST',
      body: { publishToWebflowSubdomain: true },
    });
    expect(published.status).toBe(202);
    await deliveryOf(made.body.id, 1);
    expect(JSON.parse(receiver.received[0]!.body).payload.siteId).toBe(siteId);
  });

  it('counts only 200: retries a redirect, a 500 and a timeout 10 minutes apart on the emulator clock', async () => {
    await emu.control('/webhook-settings', { method: 'PUT', body: { timeoutMs: 200 } });
    const made = await create(siteKey, {
      triggerType: 'ecomm_new_order',
      url: `${receiver.origin}/o`,
    });
    receiver.statuses = [302, 500];
    await emu.control('/events/ecomm_new_order', {
      method: 'POST',
      body: { siteId, payload: { orderId: 'o1' } },
    });
    await deliveryOf(made.body.id, 1);
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 599_000 } });
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.received).toHaveLength(1);
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 1_000 } });
    await deliveryOf(made.body.id, 2);
    receiver.delayMs = 1_000;
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 600_000 } });
    const third = await deliveryOf(made.body.id, 3);
    expect(third.attempts.map((a) => a.status)).toEqual([302, 500, null]);
    expect(third.attempts[2]!.error).toMatch(/timeout/);
    receiver.delayMs = 0;
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 600_000 } });
    const done = await deliveryOf(made.body.id, 4);
    expect(done.state).toBe('captured');
    expect(done.attempts.map((a) => a.outcome)).toEqual(['failed', 'failed', 'failed', 'captured']);
  });

  it('fails a delivery after 3 retries and deactivates the webhook after repeated failures, with an e-mail', async () => {
    await emu.control('/webhook-settings', {
      method: 'PUT',
      body: { deactivateAfterFailedDeliveries: 2 },
    });
    const made = await create(siteKey, {
      triggerType: 'ecomm_order_changed',
      url: `${receiver.origin}/c`,
    });
    receiver.statuses = Array.from({ length: 8 }, () => 503);
    for (let round = 1; round <= 2; round++) {
      await emu.control('/events/ecomm_order_changed', {
        method: 'POST',
        body: { siteId, payload: { round } },
      });
      await waitFor(
        async () => (receiver.received.length >= (round - 1) * 4 + 1 ? true : undefined),
        'first attempt',
      );
      for (let retry = 0; retry < 3; retry++) {
        const before = receiver.received.length;
        await emu.control('/clock', { method: 'POST', body: { advanceMs: 600_000 } });
        await waitFor(async () => (receiver.received.length > before ? true : undefined), 'retry');
      }
    }
    const box = await waitFor(async () => {
      const res = await emu.control('/outbox');
      return res.body.emails.length > 0 ? res.body : undefined;
    }, 'deactivation e-mail');
    expect(receiver.received).toHaveLength(8);
    const failed = (box.deliveries as OutboxDelivery[]).filter((d) => d.webhookId === made.body.id);
    expect(failed.map((d) => d.state)).toEqual(['failed', 'failed']);
    expect(box.emails[0].to).toBe('editor@example.com');
    expect(box.emails[0].subject).toContain('deactivated');
    await emu.control('/events/ecomm_order_changed', {
      method: 'POST',
      body: { siteId, payload: {} },
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.received).toHaveLength(8);
  });

  it('sends tricky variants that a receiver verifier tells apart', async () => {
    const made = await create(siteKey, {
      triggerType: 'collection_item_deleted',
      url: `${receiver.origin}/v`,
    });
    expect(made.status).toBe(201);
    const expected: Record<string, string> = {
      valid: 'ok',
      'bad-signature': 'signature_mismatch',
      old: 'timestamp_too_old',
      future: 'timestamp_in_future',
      reserialized: 'signature_mismatch',
      unsigned: 'missing_timestamp',
    };
    for (const [variant, want] of Object.entries(expected)) {
      const before = receiver.received.length;
      const res = await emu.control(`/webhooks/${made.body.id}/variants/${variant}`, {
        method: 'POST',
        body: { payload: { commentId: 'c1' } },
      });
      expect(res.status, variant).toBe(200);
      const got = receiver.received[before]!;
      const result = await verifyWebhook({
        body: got.body,
        headers: got.headers,
        secret: made.body.secretKey,
        now: await emulatorNow(),
      });
      expect(result.ok ? 'ok' : result.reason, variant).toBe(want);
    }
    const before = receiver.received.length;
    await emu.control(`/webhooks/${made.body.id}/variants/duplicate`, { method: 'POST', body: {} });
    const [first, second] = receiver.received.slice(before);
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['x-service-signature']).toBe(first!.headers['x-service-signature']);
    const guard = createReplayGuard();
    const processed = [];
    for (const got of [first!, second!]) {
      const result = await verifyWebhook({
        body: got.body,
        headers: got.headers,
        secret: made.body.secretKey,
        now: await emulatorNow(),
      });
      const signature = String(got.headers['x-service-signature']);
      if (result.ok && !guard.seen(result.timestamp, signature, await emulatorNow())) {
        processed.push(got);
      }
    }
    expect(processed).toHaveLength(1);
    const unknown = await emu.control(`/webhooks/${made.body.id}/variants/sneaky`, {
      method: 'POST',
      body: {},
    });
    expect(unknown.status).toBe(400);
  });

  it('fails when TLS cannot be negotiated', async () => {
    const httpsToPlain = receiver.origin.replace('http://', 'https://');
    const made = await create(siteKey, {
      triggerType: 'collection_item_published',
      url: `${httpsToPlain}/tls`,
    });
    expect(made.status).toBe(201);
    await emu.control('/events/collection_item_published', {
      method: 'POST',
      body: { siteId, payload: {} },
    });
    const delivery = await deliveryOf(made.body.id, 1);
    expect(delivery.attempts[0]).toMatchObject({ status: null, outcome: 'failed' });
    expect(delivery.attempts[0]!.error).toMatch(/SSL|TLS|EPROTO/);
    expect(delivery.state).toBe('pending');
  });

  it('fails on a refused connection without crashing', async () => {
    await receiver.close();
    const made = await create(siteKey, {
      triggerType: 'collection_item_created',
      url: `${receiver.origin}/gone`,
    });
    await emu.control('/events/collection_item_created', {
      method: 'POST',
      body: { siteId, payload: {} },
    });
    const delivery = await deliveryOf(made.body.id, 1);
    expect(delivery.attempts[0]!.status).toBeNull();
    expect(delivery.attempts[0]!.error).toMatch(/ECONNREFUSED|fetch failed/);
    await receiver.start();
  });
});
