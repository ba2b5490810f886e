/**
 * Arrow-key movement between the grid's checkboxes: column 0 is the page's, 1… its locales'. Home
 * and End go to the row's ends; Page Up and Page Down move by `page` rows. Pure.
 * @module
 */

/** A checkbox's place: the row's index among the shown rows, and the column. */
export interface GridPosition {
  row: number;
  col: number;
}

/** Where `key` moves focus from `at`, or null when the key is not a move or leads nowhere. */
export function moveFocus(
  key: string,
  at: GridPosition,
  rows: number,
  cols: number,
  page = 10,
): GridPosition | null {
  const clamp = (n: number, max: number) => Math.min(max - 1, Math.max(0, n));
  let next: GridPosition;
  switch (key) {
    case 'ArrowUp':
      next = { row: clamp(at.row - 1, rows), col: at.col };
      break;
    case 'ArrowDown':
      next = { row: clamp(at.row + 1, rows), col: at.col };
      break;
    case 'ArrowLeft':
      next = { row: at.row, col: clamp(at.col - 1, cols) };
      break;
    case 'ArrowRight':
      next = { row: at.row, col: clamp(at.col + 1, cols) };
      break;
    case 'Home':
      next = { row: at.row, col: 0 };
      break;
    case 'End':
      next = { row: at.row, col: cols - 1 };
      break;
    case 'PageUp':
      next = { row: clamp(at.row - page, rows), col: at.col };
      break;
    case 'PageDown':
      next = { row: clamp(at.row + page, rows), col: at.col };
      break;
    default:
      return null;
  }
  return next.row === at.row && next.col === at.col ? null : next;
}
