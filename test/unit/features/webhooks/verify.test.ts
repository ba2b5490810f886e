import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { signWebhookPayload, verifyWebhook } from '@/lib/features/webhooks/verify';

const NOW = 1_763_700_000_000;
const SECRET = 'emulator-client-secret-0001';

function nodeSign(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}:${body}`, 'utf8').digest('hex');
}

function headersFor(timestamp: string, signature: string): Record<string, string> {
  return { 'x-service-timestamp': timestamp, 'x-service-signature': signature };
}

describe('signWebhookPayload known answers', () => {
  it('matches a vector frozen from openssl', async () => {
    const body =
      '{"triggerType":"form_submission","payload":{"name":"Contact","siteId":"65a1b2c3d4e5f60718293a4b","data":{"email":"ada@example.test"}}}';
    await expect(signWebhookPayload(SECRET, '1663849649733', body)).resolves.toBe(
      'a64c7754af7595d7e188e15bf480b14220bec965a4debdae5b0b4c0569c2c7f2',
    );
  });

  it('matches a second frozen vector with non-canonical JSON and a quote in the key', async () => {
    await expect(
      signWebhookPayload("It's a Secret to Everybody", 1_700_000_000_000, '{ "a" : 1 }'),
    ).resolves.toBe('88c26d8d1a8646a9567a0435fda24cfc6e193df2b639a52202b75c510e1080b0');
  });

  it('agrees with node:crypto for arbitrary secrets, timestamps and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }),
        fc.integer({ min: 1e12, max: 9e12 }),
        fc.string({ unit: 'grapheme' }),
        async (secret, ts, body) => {
          const expected = nodeSign(secret, String(ts), body);
          expect(await signWebhookPayload(secret, ts, body)).toBe(expected);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('verifyWebhook', () => {
  const body = '{"triggerType":"site_publish","payload":{"siteId":"s1"}}';

  async function verifyAt(tsMs: number, now = NOW) {
    const ts = String(tsMs);
    return verifyWebhook({
      body,
      headers: headersFor(ts, nodeSign(SECRET, ts, body)),
      secret: SECRET,
      now,
    });
  }

  it('accepts a fresh, correctly signed delivery', async () => {
    await expect(verifyAt(NOW)).resolves.toEqual({ ok: true, timestamp: NOW, secretIndex: 0 });
  });

  it('applies the 5-minute window in both directions', async () => {
    expect((await verifyAt(NOW - 299_000)).ok).toBe(true);
    expect((await verifyAt(NOW + 299_000)).ok).toBe(true);
    expect(await verifyAt(NOW - 301_000)).toEqual({ ok: false, reason: 'timestamp_too_old' });
    expect(await verifyAt(NOW + 301_000)).toEqual({ ok: false, reason: 'timestamp_in_future' });
  });

  it('honours a custom tolerance', async () => {
    const ts = String(NOW - 2_000);
    const result = await verifyWebhook({
      body,
      headers: headersFor(ts, nodeSign(SECRET, ts, body)),
      secret: SECRET,
      now: NOW,
      toleranceMs: 1_000,
    });
    expect(result).toEqual({ ok: false, reason: 'timestamp_too_old' });
  });

  it.each([
    ['', 'missing_timestamp'],
    ['NaN', 'malformed_timestamp'],
    ['-1', 'malformed_timestamp'],
    ['1.5e12', 'malformed_timestamp'],
    [String(Math.floor(NOW / 1000)), 'timestamp_not_milliseconds'],
  ])('rejects timestamp %j as %s', async (ts, reason) => {
    const result = await verifyWebhook({
      body,
      headers: headersFor(ts, nodeSign(SECRET, ts, body)),
      secret: SECRET,
      now: NOW,
    });
    expect(result).toEqual({ ok: false, reason });
  });

  it('rejects missing, short, long and non-hex signatures before computing anything', async () => {
    const ts = String(NOW);
    const good = nodeSign(SECRET, ts, body);
    const cases: Array<[Record<string, string>, string]> = [
      [{ 'x-service-timestamp': ts }, 'missing_signature'],
      [headersFor(ts, good.slice(0, 62)), 'malformed_signature'],
      [headersFor(ts, `${good}00`), 'malformed_signature'],
      [headersFor(ts, `${good.slice(0, 63)}g`), 'malformed_signature'],
    ];
    for (const [headers, reason] of cases) {
      expect(await verifyWebhook({ body, headers, secret: SECRET, now: NOW })).toEqual({
        ok: false,
        reason,
      });
    }
  });

  it('treats hex case as insignificant', async () => {
    const ts = String(NOW);
    const upper = nodeSign(SECRET, ts, body).toUpperCase();
    const result = await verifyWebhook({
      body,
      headers: headersFor(ts, upper),
      secret: SECRET,
      now: NOW,
    });
    expect(result.ok).toBe(true);
  });

  it('verifies over the raw bytes: a re-serialized body fails', async () => {
    const raw = '{ "payload" : {"b":2,"a":"\\u00e9"}, "triggerType":"x" }';
    const ts = String(NOW);
    const headers = headersFor(ts, nodeSign(SECRET, ts, raw));
    expect((await verifyWebhook({ body: raw, headers, secret: SECRET, now: NOW })).ok).toBe(true);
    const bytes = new TextEncoder().encode(raw);
    expect((await verifyWebhook({ body: bytes, headers, secret: SECRET, now: NOW })).ok).toBe(true);
    const reserialized = JSON.stringify(JSON.parse(raw));
    expect(await verifyWebhook({ body: reserialized, headers, secret: SECRET, now: NOW })).toEqual({
      ok: false,
      reason: 'signature_mismatch',
    });
  });

  it('reads fetch Headers, array-valued Node headers and the real service header names', async () => {
    const ts = String(NOW);
    const sig = nodeSign(SECRET, ts, body);
    const fetchHeaders = new Headers({ 'X-Service-Timestamp': ts, 'X-Service-Signature': sig });
    expect(
      (await verifyWebhook({ body, headers: fetchHeaders, secret: SECRET, now: NOW })).ok,
    ).toBe(true);
    const nodeHeaders = { 'x-service-timestamp': [ts], 'x-service-signature': sig };
    expect((await verifyWebhook({ body, headers: nodeHeaders, secret: SECRET, now: NOW })).ok).toBe(
      true,
    );
    const realNames = { 'X-Webflow-Timestamp': ts, 'x-webflow-signature': sig };
    expect((await verifyWebhook({ body, headers: realNames, secret: SECRET, now: NOW })).ok).toBe(
      true,
    );
  });

  it('accepts any of several secrets during a rotation and none when the secret is wrong', async () => {
    const ts = String(NOW);
    const headers = headersFor(ts, nodeSign('old-secret', ts, body));
    const both = await verifyWebhook({
      body,
      headers,
      secret: ['new-secret', 'old-secret'],
      now: NOW,
    });
    expect(both).toEqual({ ok: true, timestamp: NOW, secretIndex: 1 });
    const newOnly = await verifyWebhook({ body, headers, secret: ['new-secret'], now: NOW });
    expect(newOnly).toEqual({ ok: false, reason: 'signature_mismatch' });
    expect(await verifyWebhook({ body, headers, secret: [], now: NOW })).toEqual({
      ok: false,
      reason: 'no_secret',
    });
  });

  it('compares with the constant-time WebCrypto primitive', async () => {
    const spy = vi.spyOn(crypto.subtle, 'verify');
    await verifyAt(NOW);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[0]).toBe('HMAC');
  });

  it('rejects any tampering of body, timestamp or signature', async () => {
    const tamper = fc.oneof(
      fc.record({ kind: fc.constant('body' as const), extra: fc.string({ minLength: 1 }) }),
      fc.record({
        kind: fc.constant('timestamp' as const),
        delta: fc.integer({ min: -200_000, max: 200_000 }).filter((d) => d !== 0),
      }),
      fc.record({
        kind: fc.constant('signature' as const),
        index: fc.nat({ max: 63 }),
        digit: fc.integer({ min: 1, max: 15 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.string(),
        fc.string({ minLength: 1 }),
        tamper,
        async (payload, secret, t) => {
          let sentBody = payload;
          let ts = String(NOW);
          let sig = nodeSign(secret, ts, payload);
          if (t.kind === 'body') {
            sentBody = payload + t.extra;
          } else if (t.kind === 'timestamp') {
            ts = String(NOW + t.delta);
          } else {
            const flipped = ((parseInt(sig[t.index] ?? '0', 16) + t.digit) % 16).toString(16);
            sig = sig.slice(0, t.index) + flipped + sig.slice(t.index + 1);
          }
          const result = await verifyWebhook({
            body: sentBody,
            headers: headersFor(ts, sig),
            secret,
            now: NOW,
          });
          expect(result).toEqual({ ok: false, reason: 'signature_mismatch' });
        },
      ),
      { numRuns: 200 },
    );
  });
});
