import type { MiddlewareHandler } from 'hono';
import type { EmulatorEnv, EmulatorOptions } from '../env';
import type { Store } from '../store';
import { presentedCredential } from './auth';
import { rateLimitBody } from './errors';

const WINDOW_MS = 60_000;
/** Past this many credentials, expired windows are dropped (a flood of made-up tokens). */
const MAX_BUCKETS = 10_000;

interface Bucket {
  windowStart: number;
  count: number;
}

/** Per-credential fixed one-minute windows on the emulator clock. */
export interface RateLimiter {
  /** Counts one request; answers whether it is allowed and what to put in the headers. */
  take(key: string, limit: number): { allowed: boolean; remaining: number; retryAfterS: number };
  /** Forgets every window (reset). */
  clear(): void;
}

/** Creates the limiter. */
export function createRateLimiter(now: () => number): RateLimiter {
  const buckets = new Map<string, Bucket>();
  return {
    take(key, limit) {
      const t = now();
      let bucket = buckets.get(key);
      if (!bucket || t - bucket.windowStart >= WINDOW_MS) {
        if (buckets.size >= MAX_BUCKETS) {
          for (const [k, b] of buckets) if (t - b.windowStart >= WINDOW_MS) buckets.delete(k);
        }
        bucket = { windowStart: t, count: 0 };
        buckets.set(key, bucket);
      }
      const retryAfterS = Math.max(1, Math.ceil((bucket.windowStart + WINDOW_MS - t) / 1000));
      if (bucket.count >= limit) return { allowed: false, remaining: 0, retryAfterS };
      bucket.count += 1;
      return { allowed: true, remaining: limit - bucket.count, retryAfterS };
    },
    clear: () => buckets.clear(),
  };
}

/** What choosing a request's limit reads of the emulator. */
export interface LimitReader {
  store: Store;
  options: EmulatorOptions;
}

/** The per-minute limit that applies to a request: the site plan's override, else the default. */
export function limitFor(ctx: LimitReader, credential: string | null, path: string): number {
  const world = ctx.store.world;
  const key = credential ? world.siteKeys[credential] : undefined;
  const pageId = /\/pages\/([0-9a-f]{24})(?:\/|$)/.exec(path)?.[1];
  const siteId =
    key?.siteId ??
    /\/sites\/([0-9a-f]{24})(?:\/|$)/.exec(path)?.[1] ??
    (pageId ? world.pages[pageId]?.siteId : undefined);
  const override = siteId ? world.sites[siteId]?.plan.rateLimit : null;
  return override ?? ctx.options.rateLimit;
}

/**
 * Middleware: counts the request against its credential's window, answers 429 (spec 7.3 body and
 * `Retry-After`) when exhausted, and puts the limit headers on every response.
 */
export function rateLimit(
  ctx: LimitReader & { rateLimiter: RateLimiter },
): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    if (ctx.options.rateLimit <= 0) return next();
    const credential = presentedCredential(c);
    const limit = limitFor(ctx, credential, c.req.path);
    const result = ctx.rateLimiter.take(credential ?? 'anonymous', limit);
    const headers = {
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': String(result.remaining),
    };
    if (!result.allowed) {
      return c.json(rateLimitBody(c.req.path), 429, {
        ...headers,
        'Retry-After': String(result.retryAfterS),
      });
    }
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
