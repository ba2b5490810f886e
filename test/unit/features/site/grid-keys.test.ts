import { describe, expect, it } from 'vitest';
import { moveFocus } from '@/lib/features/site/grid-keys';

describe('grid arrow keys', () => {
  it('moves within bounds and ignores other keys', () => {
    const at = { row: 0, col: 0 };
    expect(moveFocus('ArrowDown', at, 3, 4)).toEqual({ row: 1, col: 0 });
    expect(moveFocus('ArrowUp', at, 3, 4)).toBeNull();
    expect(moveFocus('ArrowLeft', at, 3, 4)).toBeNull();
    expect(moveFocus('End', at, 3, 4)).toEqual({ row: 0, col: 3 });
    expect(moveFocus('PageDown', at, 3, 4, 10)).toEqual({ row: 2, col: 0 });
    expect(moveFocus('PageUp', { row: 2, col: 1 }, 3, 4, 10)).toEqual({ row: 0, col: 1 });
    expect(moveFocus('ArrowRight', { row: 2, col: 3 }, 3, 4)).toBeNull();
    expect(moveFocus('a', at, 3, 4)).toBeNull();
  });
});
