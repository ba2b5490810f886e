/** The rows a virtualized list renders: `start` inclusive, `end` exclusive. */
export interface RowWindow {
  start: number;
  end: number;
}

/**
 * Rows visible in a viewport of fixed-height rows, widened by `overscan` rows on each side and
 * clamped to `[0, count)`.
 */
export function visibleRows(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan: number,
): RowWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const shown = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, first + shown + overscan);
  return { start, end: Math.max(start, end) };
}
