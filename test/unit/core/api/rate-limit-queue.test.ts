import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/core/api/api-error';
import type { ApiErrorKind } from '@/lib/core/api/api-error';
import type { HttpMethod } from '@/lib/core/api/http';
import { memoryQueueStateStore } from '@/lib/core/api/queue-state';
import { createRateLimitQueue } from '@/lib/core/api/rate-limit-queue';
import type { Priority, QueueStatus } from '@/lib/core/api/rate-limit-queue';
import { FakeClock, seededRandom } from '../../support/fake-clock';

type Fault = ApiErrorKind | { kind: 'rate-limited'; retryAfterMs?: number };

/** A fake service on the fake clock: a rolling 60 s limit, latency, and scripted faults. */
function fakeService(clock: FakeClock, limit: number, latencyMs = 50) {
  const received: { at: number; method: HttpMethod; key: string }[] = [];
  const rejected: { at: number; retryAfterMs?: number }[] = [];
  let script: (key: string, n: number) => Fault | undefined = () => undefined;
  const send = (method: HttpMethod, key: string) => async () => {
    await clock.sleep(latencyMs);
    const at = clock.now();
    received.push({ at, method, key });
    const used = received.filter((r) => r.at > at - 60_000).length;
    const rateLimit = { limit, remaining: Math.max(0, limit - used) };
    const n = received.filter((r) => r.key === key).length;
    const fault = used > limit ? { kind: 'rate-limited' as const } : script(key, n);
    if (fault !== undefined) {
      const f = typeof fault === 'string' ? { kind: fault } : fault;
      if (f.kind === 'rate-limited')
        rejected.push({ at, retryAfterMs: 'retryAfterMs' in f ? f.retryAfterMs : undefined });
      throw new ApiError({ ...f, rateLimit, status: f.kind === 'rate-limited' ? 429 : undefined });
    }
    return { value: `${method} ${key}#${n}`, rateLimit };
  };
  return {
    received,
    rejected,
    setScript(next: typeof script) {
      script = next;
    },
    job(
      key: string,
      extra: {
        method?: HttpMethod;
        priority?: Priority;
        idempotent?: boolean;
        read?: boolean;
      } = {},
    ) {
      const method = extra.method ?? 'GET';
      return {
        method,
        key,
        priority: extra.priority,
        idempotent: extra.idempotent,
        read: extra.read,
        send: send(method, key),
      };
    },
  };
}

function settle<T>(promise: Promise<T>) {
  const box: { done: boolean; value?: T; error?: unknown } = { done: false };
  promise.then(
    (value) => Object.assign(box, { done: true, value }),
    (error: unknown) => Object.assign(box, { done: true, error }),
  );
  return box;
}

/** Largest number of sends inside any 60 s window. */
function maxPerMinute(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; i < sorted.length; i += 1) {
    while ((sorted[i] ?? 0) - (sorted[j] ?? 0) >= 60_000) j += 1;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

describe('rate-limit queue pacing', () => {
  it('never exceeds the limit in any 60 s window, for arbitrary arrivals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(5, 12, 60),
        fc.array(fc.record({ gap: fc.integer({ min: 0, max: 4000 }), background: fc.boolean() }), {
          minLength: 1,
          maxLength: 120,
        }),
        async (limit, arrivals) => {
          const clock = new FakeClock(1_000_000);
          const service = fakeService(clock, limit);
          const queue = createRateLimitQueue({ clock });
          const results = [];
          for (const [i, arrival] of arrivals.entries()) {
            await clock.advance(arrival.gap);
            const priority = arrival.background ? 'background' : 'interactive';
            results.push(settle(queue.run(service.job(`/r/${i}`, { priority }))));
          }
          for (let guard = 0; guard < 200 && results.some((r) => !r.done); guard += 1) {
            await clock.advance(30_000);
          }
          expect(results.every((r) => r.done && r.error === undefined)).toBe(true);
          expect(service.rejected).toHaveLength(0);
          expect(maxPerMinute(service.received.map((r) => r.at))).toBeLessThanOrEqual(limit);
        },
      ),
      { numRuns: 25 },
    );
  });

  it.each([60, 120])(
    'drains a backlog within 1.1 × the rate-limit floor with zero 429s (limit %d)',
    async (limit) => {
      const clock = new FakeClock();
      const service = fakeService(clock, limit);
      const queue = createRateLimitQueue({ clock });
      const count = limit * 3 + 7;
      const results = Array.from({ length: count }, (_, i) =>
        settle(queue.run(service.job(`/list/${i}`, { priority: 'background' }))),
      );
      while (results.some((r) => !r.done)) await clock.advance(1000);
      const floor = (count / limit) * 60_000;
      expect(service.rejected).toHaveLength(0);
      expect(Math.max(...service.received.map((r) => r.at))).toBeLessThanOrEqual(1.1 * floor);
    },
  );

  it('sends one request before the first headers, then uses the reported budget', async () => {
    const clock = new FakeClock();
    const service = fakeService(clock, 100);
    const queue = createRateLimitQueue({ clock });
    const results = Array.from({ length: 8 }, (_, i) => settle(queue.run(service.job(`/a/${i}`))));
    await clock.advance(10);
    expect(queue.status().inFlight).toBe(1);
    await clock.advance(40);
    expect(service.received).toHaveLength(1);
    await clock.advance(200);
    expect(results.every((r) => r.done)).toBe(true);
    expect(queue.status()).toMatchObject({ limit: 100, remaining: 92, queued: 0, inFlight: 0 });
  });

  it('keeps a reserve so an interactive save goes out while background work waits', async () => {
    const clock = new FakeClock();
    const service = fakeService(clock, 20);
    const queue = createRateLimitQueue({ clock });
    const background = Array.from({ length: 40 }, (_, i) =>
      settle(queue.run(service.job(`/bg/${i}`, { priority: 'background' }))),
    );
    await clock.advance(2000);
    const sentBackground = service.received.length;
    expect(sentBackground).toBeLessThan(20);
    const save = settle(
      queue.run(service.job('/page', { method: 'PUT', priority: 'interactive' })),
    );
    await clock.advance(100);
    expect(save.done).toBe(true);
    expect(save.error).toBeUndefined();
    expect(background.filter((r) => r.done)).toHaveLength(sentBackground);
    expect(service.rejected).toHaveLength(0);
  });

  it('sends writes one at a time, each as soon as the last is answered', async () => {
    const clock = new FakeClock();
    const service = fakeService(clock, 100);
    const queue = createRateLimitQueue({ clock });
    for (let i = 0; i < 4; i += 1) void queue.run(service.job(`/w/${i}`, { method: 'PATCH' }));
    await clock.advance(10_000);
    const times = service.received.map((r) => r.at);
    expect(times).toHaveLength(4);
    for (let i = 1; i < times.length; i += 1) {
      // The fake service answers after 50 ms: the next write leaves then, not a second later.
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBe(50);
    }
  });

  it('writes a bulk batch as fast as the window allows, keeping the editor’s reserve', async () => {
    const clock = new FakeClock();
    const service = fakeService(clock, 120, 20);
    const queue = createRateLimitQueue({ clock, initialLimit: 120 });
    const writes = Array.from({ length: 120 }, (_, i) =>
      settle(queue.run(service.job(`/bulk/${i}`, { method: 'PATCH', priority: 'background' }))),
    );
    await clock.advance(59_000);
    // ⌊0.95 × 120⌋ = 114 in the first minute, the 6 editor requests kept free.
    expect(writes.filter((w) => w.done)).toHaveLength(114);
    await clock.advance(5_000);
    expect(writes.filter((w) => w.done)).toHaveLength(120);
    expect(service.rejected).toHaveLength(0);
  });
});

describe('rate-limit queue: reads sent as POST', () => {
  it('sends a bulk query like a read, beside a write in flight', async () => {
    const clock = new FakeClock();
    const service = fakeService(clock, 100);
    const queue = createRateLimitQueue({ clock });
    void queue.run(service.job('/w', { method: 'PUT' }));
    await clock.advance(150);
    void queue.run(service.job('/query', { method: 'POST', read: true, idempotent: true }));
    void queue.run(service.job('/w2', { method: 'PATCH' }));
    await clock.advance(5000);
    const at = (key: string) => service.received.find((r) => r.key === key)?.at ?? NaN;
    // /w is answered at 100 ms; the query leaves at 150 ms while nothing else is in flight,
    // and the second write goes only once the first is answered.
    expect(at('/query') - at('/w')).toBeLessThan(1000);
    expect(at('/w2')).toBeGreaterThanOrEqual(at('/w'));
  });
});

describe('rate-limit queue on 429', () => {
  it('pauses the whole queue for Retry-After, persists the pause and exposes it', async () => {
    const clock = new FakeClock(0, () => 0);
    const service = fakeService(clock, 100);
    service.setScript((key, n) =>
      key === '/first' && n === 1 ? { kind: 'rate-limited', retryAfterMs: 30_000 } : undefined,
    );
    const store = memoryQueueStateStore();
    const queue = createRateLimitQueue({ clock, store });
    const seen: QueueStatus[] = [];
    queue.subscribe((s) => seen.push(s));
    const first = settle(queue.run(service.job('/first')));
    await clock.advance(100);
    const other = settle(queue.run(service.job('/other')));
    await clock.advance(29_000);
    expect(service.received.map((r) => r.key)).toEqual(['/first']);
    expect(queue.status().pausedUntil).toBe(30_050);
    expect(store.current?.pausedUntil).toBe(30_050);
    expect(seen.some((s) => s.pausedUntil === 30_050)).toBe(true);
    await clock.advance(2000);
    expect(first.value).toBe('GET /first#2');
    expect(other.value).toBe('GET /other#1');
    expect(queue.status().pausedUntil).toBeUndefined();
  });

  it('waits 60 s when a 429 carries no Retry-After', async () => {
    const clock = new FakeClock(0, () => 0);
    const service = fakeService(clock, 100);
    service.setScript((_, n) => (n === 1 ? { kind: 'rate-limited' } : undefined));
    const queue = createRateLimitQueue({ clock });
    const result = settle(queue.run(service.job('/x')));
    await clock.advance(59_000);
    expect(service.received).toHaveLength(1);
    await clock.advance(2000);
    expect(result.value).toBe('GET /x#2');
  });

  it('resumes when Retry-After says, even though the 429 reported 0 remaining', async () => {
    const clock = new FakeClock(0, () => 0);
    let calls = 0;
    const queue = createRateLimitQueue({ clock });
    const send = async () => {
      calls += 1;
      if (calls === 1) {
        throw new ApiError({
          kind: 'rate-limited',
          status: 429,
          retryAfterMs: 10_000,
          rateLimit: { limit: 60, remaining: 0 },
        });
      }
      return { value: calls, rateLimit: { limit: 60, remaining: 59 } };
    };
    const result = settle(queue.run({ method: 'GET', key: '/r', send }));
    await clock.advance(9_999);
    expect(calls).toBe(1);
    await clock.advance(2);
    expect(result.value).toBe(2);
  });

  it('fails a job with its own limit at once on its 429, without pausing the credential', async () => {
    const clock = new FakeClock(0, () => 0);
    const queue = createRateLimitQueue({ clock });
    let publishes = 0;
    const publish = async () => {
      publishes += 1;
      throw new ApiError({
        kind: 'rate-limited',
        status: 429,
        retryAfterMs: 42_000,
        rateLimit: { limit: 60, remaining: 57 },
      });
    };
    const refused = settle(
      queue.run({ method: 'POST', key: '/publish', ownLimit: true, send: publish }),
    );
    await clock.advance(1);
    expect(refused.error).toBeInstanceOf(ApiError);
    expect((refused.error as ApiError).resumesAt).toBe(42_000);
    expect(publishes).toBe(1);
    expect(queue.status().pausedUntil).toBeUndefined();
    const read = settle(
      queue.run({ method: 'GET', key: '/site', send: async () => ({ value: 'site' }) }),
    );
    await clock.advance(1);
    expect(read.value).toBe('site');
  });

  it('pauses the credential on an own-limit 429 that says the minute is used up', async () => {
    const clock = new FakeClock(0, () => 0);
    const queue = createRateLimitQueue({ clock });
    const publish = async () => {
      throw new ApiError({
        kind: 'rate-limited',
        status: 429,
        retryAfterMs: 10_000,
        rateLimit: { limit: 60, remaining: 0 },
      });
    };
    const refused = settle(
      queue.run({ method: 'POST', key: '/publish', ownLimit: true, send: publish }),
    );
    await clock.advance(1);
    expect((refused.error as ApiError).kind).toBe('rate-limited');
    expect(queue.status().pausedUntil).toBe(10_000);
  });

  it('a restarted queue keeps a persisted pause', async () => {
    const clock = new FakeClock(100_000);
    const store = memoryQueueStateStore({ version: 1, pausedUntil: 140_000, limit: 60, sent: [] });
    const service = fakeService(clock, 60);
    const queue = createRateLimitQueue({ clock, store });
    const result = settle(queue.run(service.job('/after-restart')));
    await clock.advance(39_000);
    expect(service.received).toHaveLength(0);
    expect(queue.status()).toMatchObject({ pausedUntil: 140_000, queued: 1, limit: 60 });
    await clock.advance(2000);
    expect(result.done).toBe(true);
    expect(service.received[0]?.at).toBeGreaterThanOrEqual(140_000);
  });

  it('a corrupt stored state is ignored', async () => {
    const clock = new FakeClock();
    const store = {
      load: () => Promise.resolve({ version: 9 } as never),
      save: () => Promise.resolve(),
    };
    const service = fakeService(clock, 60);
    const queue = createRateLimitQueue({ clock, store });
    const result = settle(queue.run(service.job('/ok')));
    await clock.advance(100);
    expect(result.value).toBe('GET /ok#1');
  });

  it('a burst of 429s causes no retry storm: nothing is sent during a pause and attempts are bounded', async () => {
    const clock = new FakeClock(0, seededRandom(7));
    const service = fakeService(clock, 100);
    service.setScript(() => ({ kind: 'rate-limited', retryAfterMs: 5000 }));
    const queue = createRateLimitQueue({ clock, max429Retries: 2 });
    const results = Array.from({ length: 6 }, (_, i) => settle(queue.run(service.job(`/b/${i}`))));
    await clock.advance(10 * 60_000);
    expect(
      results.every((r) => r.error instanceof ApiError && r.error.kind === 'rate-limited'),
    ).toBe(true);
    const error = results[0]?.error as ApiError;
    expect(error.resumesAt).toBeGreaterThan(0);
    expect(error.message).toMatch(/^Rate limited — resumes at \d\d:\d\d$/);
    expect(service.received.length).toBeLessThanOrEqual(6 * 3);
    for (const send of service.received) {
      for (const rejection of service.rejected) {
        if (rejection.at < send.at - 50)
          expect(send.at - 50).toBeGreaterThanOrEqual(rejection.at + 5000);
      }
    }
  });
});

describe('rate-limit queue sharing and retries', () => {
  it('identical in-flight GETs share one request; writes never do', async () => {
    const clock = new FakeClock();
    const service = fakeService(clock, 100);
    const queue = createRateLimitQueue({ clock });
    const a = settle(queue.run(service.job('/same')));
    const b = settle(queue.run(service.job('/same', { priority: 'background' })));
    const c = settle(queue.run(service.job('/other')));
    const p1 = settle(queue.run(service.job('/same', { method: 'POST' })));
    const p2 = settle(queue.run(service.job('/same', { method: 'POST' })));
    await clock.advance(1000);
    expect(a.value).toBe('GET /same#1');
    expect(b.value).toBe('GET /same#1');
    expect(c.value).toBe('GET /other#1');
    expect([p1.done, p2.done]).toEqual([true, true]);
    expect(service.received.filter((r) => r.method === 'GET' && r.key === '/same')).toHaveLength(1);
    expect(service.received.filter((r) => r.method === 'POST')).toHaveLength(2);
    const again = settle(queue.run(service.job('/same')));
    await clock.advance(100);
    expect(again.value).toBe('GET /same#4');
  });

  it('retries a GET on network errors with growing backoff, within the attempt limit', async () => {
    const clock = new FakeClock(0, () => 0.99);
    const service = fakeService(clock, 100, 0);
    service.setScript((_, n) => (n <= 2 ? 'network' : undefined));
    const queue = createRateLimitQueue({ clock });
    const result = settle(queue.run(service.job('/flaky')));
    await clock.advance(60_000);
    expect(result.value).toBe('GET /flaky#3');
    const [t1 = 0, t2 = 0, t3 = 0] = service.received.map((r) => r.at);
    expect(t2 - t1).toBeGreaterThanOrEqual(1000);
    expect(t3 - t2).toBeGreaterThanOrEqual(1900);
    expect(t3 - t2).toBeLessThanOrEqual(2000);
  });

  it('gives up on a GET after the attempt limit, without marking it ambiguous', async () => {
    const clock = new FakeClock();
    const service = fakeService(clock, 100);
    service.setScript(() => 'server');
    const queue = createRateLimitQueue({ clock, maxAttempts: 3 });
    const result = settle(queue.run(service.job('/down')));
    await clock.advance(120_000);
    expect(service.received).toHaveLength(3);
    expect(result.error).toMatchObject({ kind: 'server', ambiguous: false });
  });

  it.each(['network', 'timeout', 'server'] as const)(
    'never re-sends a POST after %s; the error is ambiguous',
    async (kind) => {
      const clock = new FakeClock();
      const service = fakeService(clock, 100);
      service.setScript(() => kind);
      const queue = createRateLimitQueue({ clock });
      const result = settle(queue.run(service.job('/create', { method: 'POST' })));
      await clock.advance(120_000);
      expect(service.received).toHaveLength(1);
      expect(result.error).toMatchObject({ kind, ambiguous: true });
      expect((result.error as ApiError).message).toMatch(/may or may not have been saved/);
    },
  );

  it('re-sends a PUT marked idempotent, but not an unmarked one', async () => {
    const clock = new FakeClock();
    const service = fakeService(clock, 100);
    service.setScript((key, n) => (n === 1 ? 'timeout' : undefined));
    const queue = createRateLimitQueue({ clock });
    const marked = settle(queue.run(service.job('/full', { method: 'PUT', idempotent: true })));
    const unmarked = settle(queue.run(service.job('/partial', { method: 'PUT' })));
    await clock.advance(60_000);
    expect(marked.value).toBe('PUT /full#2');
    expect(unmarked.error).toMatchObject({ kind: 'timeout', ambiguous: true });
  });

  it('does not retry client errors', async () => {
    const clock = new FakeClock();
    const service = fakeService(clock, 100);
    service.setScript(() => 'bad-request');
    const queue = createRateLimitQueue({ clock });
    const result = settle(queue.run(service.job('/bad')));
    await clock.advance(60_000);
    expect(service.received).toHaveLength(1);
    expect(result.error).toMatchObject({ kind: 'bad-request' });
  });

  it('caps retries across the queue with a budget', async () => {
    const clock = new FakeClock();
    const service = fakeService(clock, 1000);
    service.setScript(() => 'server');
    const queue = createRateLimitQueue({ clock, retryBudget: 5, maxAttempts: 5 });
    const results = Array.from({ length: 20 }, (_, i) => settle(queue.run(service.job(`/s/${i}`))));
    await clock.advance(50_000);
    expect(results.every((r) => r.done)).toBe(true);
    expect(service.received.length).toBeLessThanOrEqual(20 + 5);
  });

  it('halts on 401: queued work fails at once and nothing more is sent until resume', async () => {
    const clock = new FakeClock();
    const service = fakeService(clock, 100);
    service.setScript((key) => (key === '/revoked' ? 'unauthorized' : undefined));
    const queue = createRateLimitQueue({ clock });
    const first = settle(queue.run(service.job('/revoked')));
    const queued = settle(queue.run(service.job('/next')));
    await clock.advance(100);
    expect(first.error).toMatchObject({ kind: 'unauthorized' });
    expect(queued.error).toMatchObject({ kind: 'unauthorized' });
    expect(queue.status().halted).toBe('unauthorized');
    await expect(queue.run(service.job('/later'))).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(service.received).toHaveLength(1);
    queue.resume();
    const after = settle(queue.run(service.job('/later')));
    await clock.advance(100);
    expect(after.value).toBe('GET /later#1');
  });
});

describe('rate-limit queue at sign-out', () => {
  it('rejects what is queued, sends nothing more and refuses new requests for good', async () => {
    const clock = new FakeClock();
    const service = fakeService(clock, 100, 1000);
    const queue = createRateLimitQueue({ clock });
    const writes = Array.from({ length: 3 }, (_, i) =>
      settle(queue.run(service.job(`/w/${i}`, { method: 'PATCH' }))),
    );
    await clock.advance(10);
    queue.close();
    await clock.advance(10_000);
    // The write in flight may land; the two still queued never leave.
    expect(service.received).toHaveLength(1);
    expect(writes.slice(1).map((w) => (w.error as { kind?: string })?.kind)).toEqual([
      'unauthorized',
      'unauthorized',
    ]);
    const later = settle(queue.run(service.job('/after')));
    queue.resume();
    await clock.advance(1000);
    expect((later.error as { kind?: string })?.kind).toBe('unauthorized');
    expect(service.received).toHaveLength(1);
  });
});
