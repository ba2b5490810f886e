import type { RateLimitInfo } from './api-error';
import type { HttpMethod } from './http';
import type { QueueClock, QueueStateStore } from './queue-state';

/** `interactive`: an editor waits on it (a save, opening a page). `background`: audits, prefetch. */
export type Priority = 'interactive' | 'background';

/** One unit of work: a single HTTP exchange the queue may send once or, when safe, again. */
export interface QueueJob<T> {
  method: HttpMethod;
  /** Method + absolute URL; identical in-flight GETs with the same key share one request. */
  key: string;
  priority?: Priority;
  /** A PUT of the full intended state: safe to send again after a failure. GETs always are. */
  idempotent?: boolean;
  /** A read sent with another method (a bulk query POST): paced like a GET, sent beside a write in flight. */
  read?: boolean;
  /**
   * The endpoint has a limit of its own (site publish: one a minute per site). Its 429 fails the
   * job at once, and pauses the credential only when the service says its minute is used up.
   */
  ownLimit?: boolean;
  /** Sends the request once; throws `ApiError` on failure. */
  send: () => Promise<{ value: T; rateLimit?: RateLimitInfo }>;
}

/** What the UI shows: the budget, any pause, and the backlog. */
export interface QueueStatus {
  /** `X-RateLimit-Limit`, once a response has carried it. */
  limit: number | undefined;
  /** Requests the queue could send right now (the lower of its own count and the service's). */
  remaining: number | undefined;
  /** Epoch ms at which a 429 pause ends. */
  pausedUntil?: number;
  queued: number;
  inFlight: number;
  /** Set after a 401: nothing is sent until `resume()` (after the editor signs in again). */
  halted?: 'unauthorized';
}

/** Tuning; every field has a default. */
export interface RateLimitQueueOptions {
  store?: QueueStateStore;
  clock?: QueueClock;
  /** Requests per window assumed until a response carries `X-RateLimit-Limit`. */
  initialLimit?: number;
  /** Pacing window; a little over the service's minute so latency never squeezes two windows together. */
  windowMs?: number;
  /** Share of the limit only interactive work may use. */
  reserveFraction?: number;
  /** Concurrent requests once the limit is known (one at a time before). */
  maxConcurrent?: number;
  /** Pause after a 429 without `Retry-After`. */
  defaultPauseMs?: number;
  /** Positive jitter added to a pause, as a fraction of it. */
  pauseJitter?: number;
  /** Longest pause. */
  maxPauseMs?: number;
  /**
   * How often one request may be re-sent after a 429 before it fails. Any method may be: a 429
   * means the service refused the request without acting on it.
   */
  max429Retries?: number;
  /** Attempts of a safe request on network errors, timeouts and 5xx (first try included). */
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** Retries (of any request) allowed per window, so an outage cannot cause a storm. */
  retryBudget?: number;
}

/** One queue per credential; every API call of that credential goes through it. */
export interface RateLimitQueue {
  /** Runs a job under the rate limit; resolves with its value or rejects with an `ApiError`. */
  run<T>(job: QueueJob<T>): Promise<T>;
  status(): QueueStatus;
  /** Calls `listener` now and on every status change; returns the unsubscribe function. */
  subscribe(listener: (status: QueueStatus) => void): () => void;
  /** Resolves once the persisted state is loaded. */
  readonly ready: Promise<void>;
  /** Rejects every queued request and refuses new ones for good (the credential was signed out). */
  close(): void;
  /** Clears a halt after a 401 (call after the editor signed in again). */
  resume(): void;
}
