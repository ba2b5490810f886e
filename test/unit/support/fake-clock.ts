import type { QueueClock } from '@/lib/core/api/queue-state';

/** Lets every pending promise callback run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** A manual clock: time moves only through `advance`, firing due timers in order. */
export class FakeClock implements QueueClock {
  private t: number;
  private timers: { at: number; seq: number; resolve: () => void }[] = [];
  private seq = 0;

  constructor(
    start = 0,
    private readonly rng: () => number = () => 0.5,
  ) {
    this.t = start;
  }

  now = (): number => this.t;

  random = (): number => this.rng();

  sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      this.timers.push({ at: this.t + Math.max(0, ms), seq: this.seq++, resolve });
    });

  /** Moves time forward by `ms`, firing every timer due on the way. */
  async advance(ms: number): Promise<void> {
    const end = this.t + ms;
    for (;;) {
      await flush();
      this.timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = this.timers[0];
      if (!next || next.at > end) break;
      this.timers.shift();
      this.t = Math.max(this.t, next.at);
      next.resolve();
    }
    this.t = end;
    await flush();
  }
}

/** A deterministic RNG (mulberry32) for jitter in tests. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
