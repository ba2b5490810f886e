import { describe, expect, it } from 'vitest';
import { createLiveTurns, type Held } from '@/lib/cli/audit/live-turns';

describe('turns at the live check', () => {
  it('runs at most its size at once; a waiting value waits on disk, not in its box, and comes back whole', async () => {
    const turns = createLiveTurns(2);
    let running = 0;
    let most = 0;
    const seen: Held<{ n: number; cells: string[] }>[] = [];
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((n) => {
        const held: Held<{ n: number; cells: string[] }> = { value: { n, cells: [`cell ${n}`] } };
        seen.push(held);
        return turns.run(held, async (value) => {
          running++;
          most = Math.max(most, running);
          // The boxes of the sites still waiting are empty meanwhile.
          if (value.n === 0) expect(seen.slice(2).every((h) => h.value === undefined)).toBe(true);
          await new Promise((resolve) => setTimeout(resolve, 10));
          running--;
          return value;
        });
      }),
    );
    expect(most).toBe(2);
    expect(results).toEqual([0, 1, 2, 3, 4].map((n) => ({ n, cells: [`cell ${n}`] })));
    await turns.close();
  });

  it('gives its turn back when the work fails', async () => {
    const turns = createLiveTurns(1);
    await expect(
      turns.run({ value: 1 }, async () => {
        throw new Error('unreachable');
      }),
    ).rejects.toThrow('unreachable');
    await expect(turns.run({ value: 2 }, async (v) => v * 2)).resolves.toBe(4);
    await turns.close();
  });
});
