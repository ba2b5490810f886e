import { describe, expect, it } from 'vitest';
import { bulkMessages, MAX_BULK_CELLS } from '@/lib/features/bulk/bulk-messages';

const request = (count: number) => ({
  siteId: 's',
  change: { type: 'fix-long-titles' },
  cells: Array.from({ length: count }, (_, i) => ({ pageId: `p${i}`, localeId: null })),
});

describe('planBulkChange cell limit', () => {
  it('takes the limit and refuses one more with words an editor can act on', () => {
    const schema = bulkMessages.planBulkChange.request;
    expect(schema.safeParse(request(MAX_BULK_CELLS)).success).toBe(true);
    const refused = schema.safeParse(request(MAX_BULK_CELLS + 1));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'Select at most 5,000 cells for one bulk change.',
    );
  });
});
