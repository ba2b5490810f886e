import { z } from 'zod';

/** What a queue persists so a restarted worker keeps a pause and its pacing. */
export const queueStateSchema = z.object({
  version: z.literal(1),
  /** Epoch ms until which nothing may be sent (a 429 pause). */
  pausedUntil: z.number().optional(),
  /** Last `X-RateLimit-Limit` seen. */
  limit: z.number().int().positive().optional(),
  /** Last `X-RateLimit-Remaining` seen, with when its request was sent and its answer arrived. */
  observation: z
    .object({ remaining: z.number().int().nonnegative(), sentAt: z.number(), at: z.number() })
    .optional(),
  /** Epoch ms of the sends inside the current pacing window. */
  sent: z.array(z.number()),
});

/** Persisted queue state (see `queueStateSchema`). */
export type QueueState = z.infer<typeof queueStateSchema>;

/**
 * Where a queue keeps its state. The background backs it with `storage.session` (or `local`), one
 * key per credential; an alarm at `pausedUntil` wakes the worker to resume.
 */
export interface QueueStateStore {
  load(): Promise<QueueState | undefined>;
  save(state: QueueState): Promise<void>;
}

/** Validates a stored value: anything that is not a valid state reads as "no state". */
export function parseQueueState(value: unknown): QueueState | undefined {
  const parsed = queueStateSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** An in-memory store (tests, and callers that need no persistence). */
export function memoryQueueStateStore(initial?: QueueState): QueueStateStore & {
  readonly current: QueueState | undefined;
} {
  let current = initial;
  return {
    get current() {
      return current;
    },
    load: () => Promise.resolve(current),
    save: (state) => {
      current = state;
      return Promise.resolve();
    },
  };
}

/** Time source and timers the queue uses; injected so tests run on a fake clock. */
export interface QueueClock {
  now(): number;
  sleep(ms: number): Promise<void>;
  /** Uniform in [0, 1), for jitter. */
  random(): number;
}

/** The real clock. */
export const systemClock: QueueClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: () => Math.random(),
};
