/**
 * Fetches published pages politely: at most `perOrigin` requests in flight to one origin, a
 * per-request timeout (body included), 429/503 answers retried after their `Retry-After` (seconds
 * or an HTTP date, bounded), redirects reported instead of followed, no cookies sent, and one
 * `AbortSignal` that cancels everything.
 * @module
 */

/** Why a page could not be read. */
export type FetchFailure =
  | { kind: 'status'; status: number }
  | { kind: 'redirect'; status: number; location: string | null }
  | { kind: 'timeout'; ms: number }
  | { kind: 'network'; message: string }
  | { kind: 'cancelled' };

/** A page read with `read`, or why not. */
export type FetchOutcome<T> = { ok: true; value: T } | { ok: false; failure: FetchFailure };

/** How the fetcher behaves; every field has a polite default. */
export interface PoliteFetchOptions {
  fetch?: typeof fetch;
  perOrigin?: number;
  timeoutMs?: number;
  /** Retries of a 429/503 with `Retry-After`. */
  maxRetries?: number;
  /** The longest `Retry-After` waited; a longer one is reported as the status. */
  maxRetryWaitMs?: number;
  /**
   * The HTTP cache mode of every request; default the browser's (`'default'`). A read that must
   * show what is live now, such as right after a publish, passes `'no-store'`.
   */
  cache?: RequestCache;
  signal?: AbortSignal;
  now?(): number;
  sleep?(ms: number, signal?: AbortSignal): Promise<void>;
}

/** What the fetcher observed. */
export interface FetchStats {
  requests: number;
  maxInFlight: number;
  retries: number;
}

const DEFAULTS = { perOrigin: 6, timeoutMs: 20_000, maxRetries: 3, maxRetryWaitMs: 30_000 };

/** Milliseconds to wait from a `Retry-After` value (delta-seconds or an HTTP date), or undefined. */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Lets go of a body not wanted: a short one is read to its end so the connection is free for the
 * next request at once; a long one is cancelled.
 */
async function discard(response: Response, limit = 64 * 1024): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  try {
    for (let read = 0; read <= limit;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // A body that fails while being discarded changes nothing.
  }
}

const abortableSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

class Slots {
  /** Until when a 429 asked the whole origin to wait (epoch ms). */
  pausedUntil = 0;
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly size: number) {}
  async take(): Promise<number> {
    if (this.active >= this.size) await new Promise<void>((r) => this.waiting.push(r));
    return ++this.active;
  }
  give() {
    this.active--;
    this.waiting.shift()?.();
  }
}

/** A fetcher of pages; `read` consumes the body inside the request's slot and timeout. */
export function createPoliteFetch(options: PoliteFetchOptions = {}) {
  const o = { ...DEFAULTS, ...options };
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? abortableSleep;
  const origins = new Map<string, Slots>();
  const stats: FetchStats = { requests: 0, maxInFlight: 0, retries: 0 };
  const slotsOf = (origin: string) => {
    let slots = origins.get(origin);
    if (!slots) origins.set(origin, (slots = new Slots(o.perOrigin)));
    return slots;
  };

  async function once<T>(
    url: string,
    read: (response: Response) => Promise<T>,
  ): Promise<FetchOutcome<T> | { retryIn: number; status: number }> {
    const slots = slotsOf(new URL(url).origin);
    stats.maxInFlight = Math.max(stats.maxInFlight, await slots.take());
    const paused = slots.pausedUntil - now();
    if (paused > 0) await sleep(paused, o.signal);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, o.timeoutMs);
    const cancel = () => controller.abort();
    o.signal?.addEventListener('abort', cancel, { once: true });
    try {
      if (o.signal?.aborted) return { ok: false, failure: { kind: 'cancelled' } };
      stats.requests++;
      const response = await doFetch(url, {
        credentials: 'omit',
        redirect: 'manual',
        signal: controller.signal,
        headers: { accept: 'text/html' },
        ...(o.cache === undefined ? {} : { cache: o.cache }),
      });
      const { status } = response;
      if (response.type === 'opaqueredirect' || (status >= 300 && status < 400)) {
        await discard(response);
        const location = response.headers.get('location');
        return {
          ok: false,
          failure: {
            kind: 'redirect',
            status,
            location: location === null ? null : new URL(location, url).href,
          },
        };
      }
      if (!response.ok) {
        await discard(response);
        const wait =
          status === 429 || status === 503
            ? retryAfterMs(response.headers.get('retry-after'), now())
            : undefined;
        if (wait === undefined || wait > o.maxRetryWaitMs)
          return { ok: false, failure: { kind: 'status', status } };
        // A 429 is about the origin, not the page: every request to it waits.
        if (status === 429) slots.pausedUntil = Math.max(slots.pausedUntil, now() + wait);
        return { retryIn: wait, status };
      }
      return { ok: true, value: await read(response) };
    } catch (error) {
      if (timedOut) return { ok: false, failure: { kind: 'timeout', ms: o.timeoutMs } };
      if (o.signal?.aborted) return { ok: false, failure: { kind: 'cancelled' } };
      return {
        ok: false,
        failure: { kind: 'network', message: error instanceof Error ? error.message : '' },
      };
    } finally {
      clearTimeout(timer);
      o.signal?.removeEventListener('abort', cancel);
      slots.give();
    }
  }

  return {
    stats,
    /** Fetches `url` and reads its body with `read`; retries a 429/503 that says when. */
    async get<T>(url: string, read: (response: Response) => Promise<T>): Promise<FetchOutcome<T>> {
      for (let attempt = 0; ; attempt++) {
        const outcome = await once(url, read);
        if ('ok' in outcome) return outcome;
        if (attempt >= o.maxRetries)
          return { ok: false, failure: { kind: 'status', status: outcome.status } };
        stats.retries++;
        // The slot is free while waiting, so other pages of the origin go on.
        await sleep(outcome.retryIn, o.signal);
        if (o.signal?.aborted) return { ok: false, failure: { kind: 'cancelled' } };
      }
    },
  };
}

/** A polite fetcher. */
export type PoliteFetch = ReturnType<typeof createPoliteFetch>;
