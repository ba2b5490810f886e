import { ApiError } from './api-error';
import type { RateLimitInfo } from './api-error';
import { backoffDelay, windowAllowance, withDefaults } from './pacing';
import { parseQueueState, systemClock } from './queue-state';
import type { QueueState } from './queue-state';
import type {
  Priority,
  QueueJob,
  QueueStatus,
  RateLimitQueue,
  RateLimitQueueOptions,
} from './queue-types';

export type { Priority, QueueJob, QueueStatus, RateLimitQueue, RateLimitQueueOptions };

interface Item {
  job: QueueJob<unknown>;
  priority: Priority;
  seq: number;
  attempts: number;
  rateLimited: number;
  notBefore: number;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

const RETRYABLE = new Set(['server', 'network', 'timeout']);

/** Creates a queue; it starts sending once the persisted state has loaded. */
export function createRateLimitQueue(options: RateLimitQueueOptions = {}): RateLimitQueue {
  const clock = options.clock ?? systemClock;
  const o = withDefaults(options);

  let state: QueueState = { version: 1, sent: [] };
  let loaded = false;
  let halted = false;
  // Closed at sign-out: nothing more is sent with this credential.
  let closed = false;
  let seq = 0;
  let inFlight = 0;
  let writeInFlight = false;
  let wakeAt: number | undefined;
  let retries: number[] = [];
  let saving: Promise<void> = Promise.resolve();
  const queued: Item[] = [];
  const shared = new Map<string, { item: Item; promise: Promise<unknown> }>();
  const listeners = new Set<(status: QueueStatus) => void>();
  let lastStatus = '';

  const ready = (options.store?.load() ?? Promise.resolve(undefined))
    .then((stored) => parseQueueState(stored))
    .catch(() => undefined)
    .then((stored) => {
      if (stored) state = stored;
      loaded = true;
      pump();
    });

  const persist = () => {
    const snapshot: QueueState = { ...state, sent: [...state.sent] };
    // A failed save must not fail the request that triggered it; the next save carries the state.
    saving = saving.then(() => options.store?.save(snapshot)).catch(() => undefined);
  };

  const limit = () => state.limit ?? o.initialLimit;
  const reserve = () => Math.max(1, Math.ceil(limit() * o.reserveFraction));

  const allowance = (now: number) => {
    const result = windowAllowance(state, limit(), o.windowMs, now);
    state.sent = result.sent;
    return result;
  };

  const status = (): QueueStatus => {
    const now = clock.now();
    const paused = state.pausedUntil !== undefined && state.pausedUntil > now;
    return {
      limit: state.limit,
      remaining: state.limit === undefined ? undefined : Math.max(0, allowance(now).count),
      ...(paused ? { pausedUntil: state.pausedUntil } : {}),
      queued: queued.length,
      inFlight,
      ...(halted ? { halted: 'unauthorized' as const } : {}),
    };
  };

  const notify = () => {
    const current = status();
    const text = JSON.stringify(current);
    if (text === lastStatus) return;
    lastStatus = text;
    for (const listener of listeners) listener(current);
  };

  const scheduleWake = (at: number) => {
    if (wakeAt !== undefined && wakeAt <= at) return;
    wakeAt = at;
    void clock.sleep(Math.max(0, at - clock.now())).then(() => {
      if (wakeAt === at) wakeAt = undefined;
      pump();
    });
  };

  const isWrite = (item: Item) => item.job.method !== 'GET' && item.job.read !== true;

  function pump(): void {
    if (!loaded || halted) return notify();
    for (;;) {
      const now = clock.now();
      if (state.pausedUntil !== undefined && state.pausedUntil > now) {
        scheduleWake(state.pausedUntil);
        break;
      }
      const concurrency = state.limit === undefined ? 1 : o.maxConcurrent;
      if (inFlight >= concurrency || queued.length === 0) break;
      const { count, freesAt } = allowance(now);
      let nextAt = Infinity;
      const pick = queued.find((item) => {
        if (item.notBefore > now) {
          nextAt = Math.min(nextAt, item.notBefore);
          return false;
        }
        // Writes go one at a time, as fast as the window allows: the service documents no spacing.
        if (isWrite(item) && writeInFlight) return false;
        const needed = item.priority === 'interactive' ? 1 : reserve() + 1;
        if (count < needed) {
          nextAt = Math.min(nextAt, freesAt);
          return false;
        }
        return true;
      });
      if (!pick) {
        if (nextAt !== Infinity) scheduleWake(nextAt);
        break;
      }
      start(pick, now);
    }
    notify();
  }

  function start(item: Item, now: number): void {
    queued.splice(queued.indexOf(item), 1);
    inFlight += 1;
    item.attempts += 1;
    state.sent.push(now);
    const write = isWrite(item);
    if (write) writeInFlight = true;
    Promise.resolve()
      .then(() => item.job.send())
      .then(
        ({ value, rateLimit }) => {
          settle(write, now, rateLimit);
          done(item);
          item.resolve(value);
        },
        (error: unknown) => {
          settle(write, now, error instanceof ApiError ? error.rateLimit : undefined);
          failed(item, error);
        },
      );
  }

  function settle(write: boolean, sentAt: number, rateLimit: RateLimitInfo | undefined): void {
    inFlight -= 1;
    if (write) writeInFlight = false;
    if (rateLimit) {
      state.limit = rateLimit.limit;
      const obs = state.observation;
      if (
        !obs ||
        sentAt > obs.sentAt ||
        (sentAt === obs.sentAt && rateLimit.remaining < obs.remaining)
      ) {
        state.observation = { remaining: rateLimit.remaining, sentAt, at: clock.now() };
      }
    }
    persist();
  }

  function done(item: Item): void {
    const entry = shared.get(item.job.key);
    if (entry?.item === item) shared.delete(item.job.key);
    pump();
  }

  function requeue(item: Item, notBefore: number): void {
    item.notBefore = notBefore;
    queued.push(item);
    queued.sort(order);
    pump();
  }

  function failed(item: Item, error: unknown): void {
    const now = clock.now();
    if (!(error instanceof ApiError)) {
      done(item);
      item.reject(error);
      return;
    }
    if (error.kind === 'rate-limited' && item.job.ownLimit) return ownLimitHit(item, error, now);
    if (error.kind === 'rate-limited') {
      const wait = Math.min(
        (error.retryAfterMs ?? o.defaultPauseMs) * (1 + o.pauseJitter * clock.random()),
        o.maxPauseMs,
      );
      state.pausedUntil = Math.max(state.pausedUntil ?? 0, now + wait);
      // The pause says when the service's window reopens; a stale "0 remaining" must not outlast it.
      state.observation = undefined;
      persist();
      if (item.rateLimited < o.max429Retries) {
        item.rateLimited += 1;
        return requeue(item, 0);
      }
      done(item);
      return item.reject(error.with({ resumesAt: state.pausedUntil }));
    }
    if (error.kind === 'unauthorized') {
      halted = true;
      done(item);
      item.reject(error);
      for (const other of queued.splice(0)) {
        shared.delete(other.job.key);
        other.reject(error);
      }
      return notify();
    }
    const safe = item.job.method === 'GET' || item.job.idempotent === true;
    if (RETRYABLE.has(error.kind) && safe) {
      retries = retries.filter((t) => t > now - o.windowMs);
      if (item.attempts < o.maxAttempts && retries.length < o.retryBudget) {
        retries.push(now);
        return requeue(item, now + backoffDelay(item.attempts, o, clock.random()));
      }
    }
    done(item);
    item.reject(RETRYABLE.has(error.kind) && !safe ? error.with({ ambiguous: true }) : error);
  }

  function ownLimitHit(item: Item, error: ApiError, now: number): void {
    const resumesAt = now + (error.retryAfterMs ?? o.defaultPauseMs);
    if (error.rateLimit?.remaining === 0) {
      state.pausedUntil = Math.max(state.pausedUntil ?? 0, resumesAt);
      state.observation = undefined;
      persist();
    }
    done(item);
    item.reject(error.with({ resumesAt }));
  }

  function order(a: Item, b: Item): number {
    if (a.priority !== b.priority) return a.priority === 'interactive' ? -1 : 1;
    return a.seq - b.seq;
  }

  return {
    ready,
    status,
    resume() {
      if (closed) return;
      halted = false;
      pump();
    },
    close() {
      closed = true;
      halted = true;
      const error = new ApiError({ kind: 'unauthorized', request: 'signed out' });
      for (const item of queued.splice(0)) {
        shared.delete(item.job.key);
        item.reject(error);
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(status());
      return () => listeners.delete(listener);
    },
    run<T>(job: QueueJob<T>): Promise<T> {
      if (halted) {
        return Promise.reject(new ApiError({ kind: 'unauthorized', request: job.key }));
      }
      const priority = job.priority ?? 'interactive';
      const existing = job.method === 'GET' ? shared.get(job.key) : undefined;
      if (existing) {
        if (priority === 'interactive' && existing.item.priority === 'background') {
          existing.item.priority = 'interactive';
          queued.sort(order);
          pump();
        }
        return existing.promise as Promise<T>;
      }
      let resolve!: (value: unknown) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<unknown>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      const item: Item = {
        job: job as QueueJob<unknown>,
        priority,
        seq: seq++,
        attempts: 0,
        rateLimited: 0,
        notBefore: 0,
        resolve,
        reject,
      };
      if (job.method === 'GET') shared.set(job.key, { item, promise });
      queued.push(item);
      queued.sort(order);
      pump();
      return promise as Promise<T>;
    },
  };
}
