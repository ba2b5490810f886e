import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelay, windowAllowance } from '@/lib/core/api/pacing';

describe('backoffDelay', () => {
  it('stays inside the band [max(base, full/2), full] with full = min(cap, base·2^(n-1))', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempts, random) => {
          const o = { backoffBaseMs: 1000, backoffCapMs: 30_000 };
          const full = Math.min(30_000, 1000 * 2 ** (attempts - 1));
          const delay = backoffDelay(attempts, o, random);
          expect(delay).toBeGreaterThanOrEqual(Math.max(1000, full / 2));
          expect(delay).toBeLessThanOrEqual(full);
        },
      ),
    );
  });
});

describe('windowAllowance', () => {
  it('counts our own sends over the window, keeping two windows of the log', () => {
    expect(windowAllowance({ sent: [0, 10_000, 50_000] }, 5, 60_000, 61_000)).toEqual({
      count: 3,
      freesAt: 70_000,
      sent: [0, 10_000, 50_000],
    });
    expect(windowAllowance({ sent: [0, 10_000] }, 5, 60_000, 125_000).sent).toEqual([10_000]);
  });

  it('takes the service’s lower remaining count, minus what was sent after that answer’s request', () => {
    const state = {
      sent: [1000, 2000, 3000],
      observation: { remaining: 4, sentAt: 1000, at: 1500 },
    };
    // The send at 1,000 ms, counted in that answer, leaves the window at 61,000 ms.
    expect(windowAllowance(state, 60, 60_000, 4000)).toMatchObject({ count: 2, freesAt: 61_000 });
  });

  it('frees the service’s count as the sends it counted leave its window', () => {
    // 114 sent from 0 to 5,650 ms, answered with 6 left at 5,700 ms.
    const sent = Array.from({ length: 114 }, (_, i) => i * 50);
    const state = { sent, observation: { remaining: 6, sentAt: 5650, at: 5700 } };
    const before = windowAllowance(state, 120, 61_000, 30_000);
    expect(before.count).toBe(6);
    expect(before.freesAt).toBe(61_000);
    // At 61,100 ms the first three have left the window: three more may go, not only after 66.7 s.
    expect(windowAllowance(state, 120, 61_000, 61_100).count).toBe(9);
  });

  it('forgets the service’s count once a window has passed since it', () => {
    const state = { sent: [], observation: { remaining: 0, sentAt: 0, at: 100 } };
    expect(windowAllowance(state, 60, 60_000, 60_100).count).toBe(60);
  });
});
