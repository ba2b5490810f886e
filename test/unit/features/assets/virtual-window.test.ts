import { describe, expect, it } from 'vitest';
import { visibleRows } from '@/lib/features/assets/virtual-window';

describe('visibleRows', () => {
  it('covers the viewport plus overscan on both sides', () => {
    expect(visibleRows(0, 400, 40, 20_000, 5)).toEqual({ start: 0, end: 16 });
    expect(visibleRows(4000, 400, 40, 20_000, 5)).toEqual({ start: 95, end: 116 });
  });

  it('clamps to the list', () => {
    expect(visibleRows(40 * 19_995, 400, 40, 20_000, 5)).toEqual({ start: 19_990, end: 20_000 });
    expect(visibleRows(0, 400, 40, 3, 5)).toEqual({ start: 0, end: 3 });
    expect(visibleRows(999_999, 400, 40, 3, 5)).toEqual({ start: 3, end: 3 });
    expect(visibleRows(0, 400, 40, 0, 5)).toEqual({ start: 0, end: 0 });
  });
});
