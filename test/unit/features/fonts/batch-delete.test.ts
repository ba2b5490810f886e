import { describe, expect, it } from 'vitest';
import { deleteInBatches } from '@/lib/features/fonts/batch-delete';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `f${i}`);

describe('deleteInBatches', () => {
  it('sends at most 100 ids a request, in order, without duplicates', async () => {
    const batches: string[][] = [];
    const report = await deleteInBatches([...ids(250), 'f0'], async (batch) => {
      batches.push(batch);
      return { deleted: batch.map((id) => ({ id })), failed: [] };
    });
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(ids(250));
    expect(report.deleted).toHaveLength(250);
    expect(report.failed).toEqual([]);
  });

  it('reports per font, and a failed request fails only its own batch', async () => {
    let call = 0;
    const report = await deleteInBatches(ids(201), async (batch) => {
      call += 1;
      if (call === 2) throw new Error('The service is unavailable.');
      return {
        deleted: batch.filter((id) => id !== 'f3').map((id) => ({ id })),
        failed: batch.includes('f3') ? [{ id: 'f3', name: 'NotFound', msg: 'gone' }] : [],
      };
    });
    expect(report.deleted).toHaveLength(99 + 1);
    expect(report.failed).toHaveLength(1 + 100);
    expect(report.failed[0]).toEqual({ id: 'f3', name: 'NotFound', msg: 'gone' });
    expect(report.failed[1]).toEqual({
      id: 'f100',
      name: 'RequestFailed',
      msg: 'The service is unavailable.',
    });
  });
});
