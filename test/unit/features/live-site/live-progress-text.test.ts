import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishMessages } from '@/lib/core/i18n/english';
import { liveProgressText } from '@/lib/features/live-site/live-view-text';

const at = (done: number, differing?: number) => ({
  siteId: 's',
  phase: 'reading' as const,
  done,
  total: 3003,
  startedAt: 0,
  ...(differing === undefined ? {} : { differing }),
});

describe('the live check’s progress line', () => {
  beforeAll(() => useEnglishMessages());

  it('says how many page versions are read, and how many of them differ once some do', () => {
    expect(liveProgressText(at(12))).toBe('Read 12 of 3,003 page versions');
    expect(liveProgressText(at(12, 0))).toBe('Read 12 of 3,003 page versions');
    expect(liveProgressText(at(40, 1))).toBe('Read 40 of 3,003 page versions · 1 differs so far');
    expect(liveProgressText(at(1200, 7))).toBe(
      'Read 1,200 of 3,003 page versions · 7 differ so far',
    );
  });
});
