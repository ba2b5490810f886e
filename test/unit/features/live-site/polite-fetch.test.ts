import { describe, expect, it } from 'vitest';
import { createPoliteFetch, retryAfterMs } from '@/lib/features/live-site/polite-fetch';

const text = (r: Response) => r.text();
const tick = () => new Promise((r) => setTimeout(r, 1));

/** A fetch whose answers wait until released; records what was asked. */
function heldFetch() {
  let inFlight = 0;
  let max = 0;
  const inits: RequestInit[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    inits.push(init!);
    inFlight++;
    max = Math.max(max, inFlight);
    await new Promise((r) => setTimeout(r, 2));
    inFlight--;
    return new Response('ok');
  };
  return { fetch, inits, max: () => max };
}

describe('createPoliteFetch', () => {
  it('keeps at most 6 requests in flight per origin, without cookies, redirects not followed', async () => {
    const held = heldFetch();
    const fetcher = createPoliteFetch({ fetch: held.fetch });
    const urls = Array.from({ length: 40 }, (_, i) => `https://a.example/p${i}`);
    const answers = await Promise.all(urls.map((u) => fetcher.get(u, text)));
    expect(answers.every((a) => a.ok && a.value === 'ok')).toBe(true);
    expect(held.max()).toBe(6);
    expect(fetcher.stats.maxInFlight).toBe(6);
    expect(held.inits.every((i) => i.credentials === 'omit' && i.redirect === 'manual')).toBe(true);
  });

  it('leaves the HTTP cache mode to the browser unless told, then passes it on every request', async () => {
    const held = heldFetch();
    await createPoliteFetch({ fetch: held.fetch }).get('https://a.example/', text);
    await createPoliteFetch({ fetch: held.fetch, cache: 'no-store' }).get(
      'https://a.example/',
      text,
    );
    expect(held.inits.map((i) => i.cache)).toEqual([undefined, 'no-store']);
  });

  it('counts each origin on its own', async () => {
    const held = heldFetch();
    const fetcher = createPoliteFetch({ fetch: held.fetch, perOrigin: 2 });
    await Promise.all(
      ['a', 'b', 'c'].flatMap((h) =>
        Array.from({ length: 5 }, (_, i) => fetcher.get(`https://${h}.example/${i}`, text)),
      ),
    );
    expect(held.max()).toBe(6);
    expect(fetcher.stats.maxInFlight).toBe(2);
  });

  it('retries a 503 after its Retry-After seconds, and a 429 after its HTTP date', async () => {
    const waits: number[] = [];
    const now = Date.parse('2026-11-26T10:00:00Z');
    let calls = 0;
    const fetcher = createPoliteFetch({
      now: () => now,
      sleep: async (ms) => void waits.push(ms),
      fetch: async () => {
        calls++;
        if (calls === 1)
          return new Response('busy', { status: 503, headers: { 'Retry-After': '2' } });
        if (calls === 2)
          return new Response('slow down', {
            status: 429,
            headers: { 'Retry-After': 'Thu, 26 Nov 2026 10:00:05 GMT' },
          });
        return new Response('fine');
      },
    });
    expect(await fetcher.get('https://a.example/', text)).toEqual({ ok: true, value: 'fine' });
    expect(waits.slice(0, 2)).toEqual([2000, 5000]);
    expect(fetcher.stats.retries).toBe(2);
  });

  it('makes every request to the origin wait out a 429, not only the page that got it', async () => {
    const log: string[] = [];
    let first = true;
    const fetcher = createPoliteFetch({
      perOrigin: 1,
      now: () => 0,
      sleep: async (ms) => void log.push(`wait ${ms}`),
      fetch: async (input) => {
        log.push(`get ${String(input)}`);
        if (!first) return new Response('ok');
        first = false;
        return new Response('', { status: 429, headers: { 'retry-after': '3' } });
      },
    });
    await Promise.all([
      fetcher.get('https://a.example/1', text),
      fetcher.get('https://a.example/2', text),
    ]);
    expect(log.slice(0, 3)).toEqual(['get https://a.example/1', 'wait 3000', 'wait 3000']);
    expect(log.indexOf('get https://a.example/2')).toBeGreaterThan(2);
  });

  it('gives up after the bounded retries, and on a Retry-After longer than it waits', async () => {
    const always = createPoliteFetch({
      sleep: async () => undefined,
      maxRetries: 2,
      fetch: async () => new Response('', { status: 503, headers: { 'retry-after': '1' } }),
    });
    expect(await always.get('https://a.example/', text)).toEqual({
      ok: false,
      failure: { kind: 'status', status: 503 },
    });
    expect(always.stats.requests).toBe(3);
    const long = createPoliteFetch({
      fetch: async () => new Response('', { status: 503, headers: { 'retry-after': '3600' } }),
    });
    expect(await long.get('https://a.example/', text)).toEqual({
      ok: false,
      failure: { kind: 'status', status: 503 },
    });
    expect(long.stats.requests).toBe(1);
  });

  it('reports a redirect with its target instead of following it', async () => {
    const fetcher = createPoliteFetch({
      fetch: async () => new Response(null, { status: 301, headers: { location: '/new' } }),
    });
    expect(await fetcher.get('https://a.example/old', text)).toEqual({
      ok: false,
      failure: { kind: 'redirect', status: 301, location: 'https://a.example/new' },
    });
  });

  it('times out a request that does not answer, body included', async () => {
    const fetcher = createPoliteFetch({
      timeoutMs: 30,
      fetch: async (_input, init) =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('<html>'));
              init!.signal!.addEventListener('abort', () => controller.error(new Error('aborted')));
            },
          }),
        ),
    });
    const started = Date.now();
    expect(await fetcher.get('https://a.example/', text)).toEqual({
      ok: false,
      failure: { kind: 'timeout', ms: 30 },
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('cancels requests in flight and waiting ones with the signal', async () => {
    const controller = new AbortController();
    let started = 0;
    const fetcher = createPoliteFetch({
      signal: controller.signal,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          started++;
          init!.signal!.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    const pending = Array.from({ length: 10 }, (_, i) =>
      fetcher.get(`https://a.example/${i}`, text),
    );
    await tick();
    expect(started).toBe(6);
    controller.abort();
    const outcomes = await Promise.all(pending);
    expect(outcomes.every((o) => !o.ok && o.failure.kind === 'cancelled')).toBe(true);
    expect(started).toBe(6);
  });

  it('reads Retry-After as seconds or a date', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
