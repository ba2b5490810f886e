import { describe, expect, it, vi } from 'vitest';
import { readLiveTab } from '../../../../lib/features/page-compare/read-live-tab';
import type { ExecuteScript } from '../../../../lib/features/page-compare/read-live-tab';
import { LIVE_READ_LIMITS, readLivePage } from '../../../../lib/features/page-compare/read-page';

const read = {
  url: 'https://bakery.example/',
  lang: 'en',
  title: 'Bakery',
  jsonLdBlocks: [],
  jsonLdTotal: 0,
  oversizeBlocks: 0,
  visibleText: 'Bakery',
  visibleTextTruncated: false,
  hreflang: [],
};

describe('readLiveTab', () => {
  it('injects the reader into the tab with the caps and validates the result', async () => {
    const run = vi.fn<ExecuteScript>(async () => [{ result: read }]);
    expect(await readLiveTab(7, run)).toEqual({ ok: true, page: read });
    expect(run).toHaveBeenCalledWith({
      target: { tabId: 7 },
      func: readLivePage,
      args: [LIVE_READ_LIMITS],
    });
  });

  it('says so when the tab cannot be read', async () => {
    const run: ExecuteScript = async () => {
      throw new Error(
        'Cannot access contents of the page. Extension manifest must request permission',
      );
    };
    expect(await readLiveTab(7, run)).toMatchObject({ ok: false, reason: 'no-access' });
  });

  it('rejects a result that is missing, oversize or of another shape', async () => {
    for (const results of [
      [],
      [{}],
      [{ result: { ...read, visibleText: 'x'.repeat(LIVE_READ_LIMITS.maxTextChars + 1) } }],
      [{ result: 'page' }],
    ]) {
      expect(await readLiveTab(7, async () => results)).toMatchObject({
        ok: false,
        reason: 'bad-result',
      });
    }
  });
});
