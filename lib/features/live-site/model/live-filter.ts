/**
 * How the live check's result is laid over the grid: the live filter, and the language findings
 * gathered page by page.
 * @module
 */
import type { LanguageFinding, LiveCell, LiveSiteResult, LiveState } from '../live-types';

/**
 * What the live filter keeps: a live state, cells with language findings, with extra blocks, or
 * that Google will not show (noindex, no snippet, robots.txt, a password).
 */
export type LiveFilter = 'any' | LiveState | 'language' | 'extra' | 'hidden';

/** Whether `cell` passes `filter`. */
export function liveCellMatches(cell: LiveCell | undefined, filter: LiveFilter): boolean {
  if (filter === 'any') return true;
  if (!cell) return false;
  if (filter === 'language') return cell.language.length > 0;
  if (filter === 'extra') return cell.extraBlocks > 0;
  if (filter === 'hidden') return (cell.index?.length ?? 0) > 0;
  return cell.state === filter;
}

/** The language findings of `result` per page id, pages in `order` (the grid's pages). */
export function findingsByPage(
  result: LiveSiteResult | null,
  order: readonly string[],
): [string, LanguageFinding[]][] {
  const byPage = new Map<string, LanguageFinding[]>();
  for (const c of result?.cells ?? []) {
    if (c.language.length > 0) {
      byPage.set(c.pageId, [...(byPage.get(c.pageId) ?? []), ...c.language]);
    }
  }
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...byPage].sort(([a], [b]) => rank(a) - rank(b));
}
