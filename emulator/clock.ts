/** A timer registered on the emulator clock. */
interface Timer {
  id: number;
  at: number;
  fn: () => void;
  handle: ReturnType<typeof setTimeout> | null;
}

/** The emulator's clock: real time plus an offset that `advance` moves forward. */
export interface Clock {
  /** Current emulator time in ms since the epoch. */
  now(): number;
  /** Current emulator time as an ISO 8601 string. */
  iso(): string;
  /** Total ms the clock was advanced by. */
  offsetMs(): number;
  /** Moves the clock forward and fires every timer that is now due, in order. */
  advance(ms: number): void;
  /** Runs `fn` once the emulator time reaches `now() + delayMs` (by real time or by `advance`). */
  setTimer(delayMs: number, fn: () => void): () => void;
  /** Cancels every pending timer (used on close). */
  dispose(): void;
}

/** Creates a clock that starts at real time with no offset. */
export function createClock(): Clock {
  let offset = 0;
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const now = () => Date.now() + offset;

  const fire = (timer: Timer) => {
    if (!timers.delete(timer.id)) return;
    if (timer.handle) clearTimeout(timer.handle);
    timer.fn();
  };

  const arm = (timer: Timer) => {
    if (timer.handle) clearTimeout(timer.handle);
    const wait = Math.max(0, timer.at - now());
    timer.handle = setTimeout(() => fire(timer), Math.min(wait, 2 ** 31 - 1));
    timer.handle.unref?.();
  };

  return {
    now,
    iso: () => new Date(now()).toISOString(),
    offsetMs: () => offset,
    advance(ms) {
      offset += Math.max(0, ms);
      const due = [...timers.values()].filter((t) => t.at <= now()).sort((a, b) => a.at - b.at);
      for (const t of due) fire(t);
      for (const t of timers.values()) arm(t);
    },
    setTimer(delayMs, fn) {
      const timer: Timer = { id: nextId++, at: now() + Math.max(0, delayMs), fn, handle: null };
      timers.set(timer.id, timer);
      arm(timer);
      return () => {
        if (timer.handle) clearTimeout(timer.handle);
        timers.delete(timer.id);
      };
    },
    dispose() {
      for (const t of timers.values()) if (t.handle) clearTimeout(t.handle);
      timers.clear();
    },
  };
}
