import type { QueueState } from './queue-state';
import type { RateLimitQueueOptions } from './queue-types';

/** Queue options with every default filled in. */
export type ResolvedQueueOptions = Required<Omit<RateLimitQueueOptions, 'store' | 'clock'>>;

/** Fills in the defaults of `RateLimitQueueOptions`. */
export function withDefaults(options: RateLimitQueueOptions): ResolvedQueueOptions {
  return {
    initialLimit: options.initialLimit ?? 30,
    windowMs: options.windowMs ?? 61_000,
    reserveFraction: options.reserveFraction ?? 0.05,
    maxConcurrent: options.maxConcurrent ?? 4,
    defaultPauseMs: options.defaultPauseMs ?? 60_000,
    pauseJitter: options.pauseJitter ?? 0.2,
    maxPauseMs: options.maxPauseMs ?? 10 * 60_000,
    max429Retries: options.max429Retries ?? 2,
    maxAttempts: options.maxAttempts ?? 3,
    backoffBaseMs: options.backoffBaseMs ?? 1000,
    backoffCapMs: options.backoffCapMs ?? 30_000,
    retryBudget: options.retryBudget ?? 10,
  };
}

/**
 * How many sends are allowed at `now`: the lower of our own count over the window and the service's
 * last `X-RateLimit-Remaining`, minus what we sent since that answer and plus what of ours it
 * counted then and has let go of by now; `freesAt` is when the binding one frees up. `sent` is the
 * send log, kept for two windows so that an observation's own sends can be seen to expire.
 */
export function windowAllowance(
  state: Pick<QueueState, 'sent' | 'observation'>,
  limit: number,
  windowMs: number,
  now: number,
): { count: number; freesAt: number; sent: number[] } {
  const log = state.sent.filter((t) => t > now - 2 * windowMs);
  const sent = log.filter((t) => t > now - windowMs);
  let count = limit - sent.length;
  let freesAt = (sent[0] ?? now) + windowMs;
  const obs = state.observation;
  if (obs && now < obs.at + windowMs) {
    // Ours that the service counted in that answer: sent by its request, within its window then.
    const counted = log.filter((t) => t <= obs.sentAt && t > obs.at - windowMs);
    const released = counted.filter((t) => t <= now - windowMs).length;
    const serverCount = obs.remaining - log.filter((t) => t > obs.sentAt).length + released;
    if (serverCount < count) {
      count = serverCount;
      const next = counted.find((t) => t > now - windowMs);
      freesAt = Math.min(obs.at + windowMs, next === undefined ? Infinity : next + windowMs);
    }
  }
  return { count, freesAt, sent: log };
}

/** Exponential backoff, randomised between half and the full delay, never below the base (RL-4). */
export function backoffDelay(
  attempts: number,
  o: Pick<ResolvedQueueOptions, 'backoffBaseMs' | 'backoffCapMs'>,
  random: number,
): number {
  const full = Math.min(o.backoffCapMs, o.backoffBaseMs * 2 ** (attempts - 1));
  return Math.max(o.backoffBaseMs, full * (0.5 + 0.5 * random));
}
