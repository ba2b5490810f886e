import { describe, expect, it } from 'vitest';
import { createReplayGuard } from '@/lib/features/webhooks/replay-guard';

const NOW = 1_763_700_000_000;

describe('createReplayGuard', () => {
  it('flags the second sighting of the same delivery, case-insensitively', () => {
    const guard = createReplayGuard();
    expect(guard.seen(NOW, 'abc123', NOW)).toBe(false);
    expect(guard.seen(NOW, 'ABC123', NOW + 1_000)).toBe(true);
    expect(guard.seen(NOW, 'abc124', NOW + 1_000)).toBe(false);
    expect(guard.seen(NOW + 1, 'abc123', NOW + 1_000)).toBe(false);
  });

  it('forgets deliveries once their timestamp has left the window', () => {
    const guard = createReplayGuard(300_000);
    guard.seen(NOW, 'a', NOW);
    guard.seen(NOW + 100_000, 'b', NOW + 100_000);
    expect(guard.size()).toBe(2);
    expect(guard.seen(NOW + 350_000, 'c', NOW + 350_000)).toBe(false);
    expect(guard.size()).toBe(2);
    expect(guard.seen(NOW + 100_000, 'b', NOW + 350_000)).toBe(true);
  });
});
