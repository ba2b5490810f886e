import type { z } from 'zod';
import { ApiError } from './api-error';
import { createHttp } from './http';
import type { HttpRequest } from './http';
import type { Priority, RateLimitQueue } from './rate-limit-queue';
import { createServiceClock } from './service-clock';

/** How a client is built: one per credential, sharing that credential's queue. */
export interface ApiClientOptions {
  /** The service origin, e.g. `https://api.webflow.com` (or the emulator's). */
  baseUrl: string;
  /** Returns the credential (OAuth access token or site API key); read per request. */
  getToken: () => string | Promise<string>;
  /** The rate-limit queue of that credential. */
  queue: RateLimitQueue;
  fetch?: typeof fetch;
  /** Per-attempt timeout; defaults to 25 s. */
  timeoutMs?: number;
}

/** Per-call choices every endpoint function accepts. */
export interface CallOptions {
  /** Defaults to `interactive`; use `background` for audits and prefetch. */
  priority?: Priority;
  /** Mark a write that sends the full intended state, so it may be re-sent after a failure. */
  idempotent?: boolean;
  /** The endpoint has a limit of its own: a 429 fails at once (see `QueueJob.ownLimit`). */
  ownLimit?: boolean;
}

/** One call: the request, the schema its 2xx body must match, and how to queue it. */
export interface ApiCall<S extends z.ZodType> extends HttpRequest, CallOptions {
  schema: S;
  /** A read sent with another method (a bulk query POST). */
  read?: boolean;
}

/** A typed client: every endpoint function in `lib/core/api/*` takes one as its first argument. */
export interface ApiClient {
  call<S extends z.ZodType>(call: ApiCall<S>): Promise<z.output<S>>;
  readonly queue: RateLimitQueue;
  /**
   * Service time − browser time in ms, from the `Date` headers of its latest responses, or null
   * before any; the service's timestamps minus this are times on the browser's clock.
   */
  serviceClockOffsetMs(): number | null;
}

/** Builds a client on the http core and the credential's queue. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const clock = createServiceClock();
  const http = createHttp({ ...options, clock });
  return {
    queue: options.queue,
    serviceClockOffsetMs: clock.offsetMs,
    async call({ schema, priority, idempotent, read, ownLimit, ...request }) {
      const body = await options.queue.run({
        method: request.method,
        key: `${request.method} ${http.url(request)}`,
        priority,
        idempotent,
        read,
        ownLimit,
        send: async () => {
          const response = await http.send(request);
          return { value: response.body, rateLimit: response.rateLimit };
        },
      });
      const parsed = schema.safeParse(body);
      if (parsed.success) return parsed.data;
      const issue = parsed.error.issues[0];
      throw new ApiError({
        kind: 'unexpected-response',
        field: issue?.path.length ? issue.path.map(String).join('.') : '(body)',
        serviceMessage: issue?.message,
        request: `${request.method} ${request.path}`,
      });
    },
  };
}

/** Rejects a bulk request over the service's entry limit before anything is sent. */
export function assertBatchSize(entries: readonly unknown[], max: number): void {
  if (entries.length < 1 || entries.length > max) {
    throw new RangeError(`A bulk request takes 1 to ${max} entries, got ${entries.length}`);
  }
}

/** Encodes one path segment (ids come from the service, but never trust them into a path raw). */
export function enc(segment: string): string {
  return encodeURIComponent(segment);
}
