/**
 * The Schema tab's word on whether Google can show the page at all: from the site's last live
 * check (no request beyond the background's storage), per locale, what stops Google from showing
 * the page's rich results (noindex, no snippet, robots.txt, a password), in words. Its code loads
 * after the page's markup, so the panel's first paint carries none of it.
 * @module
 */
import type { PageLocation } from '../../../core/locate/page-locator';
import type { MessagingClient } from '../../../core/messaging/client';
import { blockerText } from '../indexing/index-text';

/** Per locale id (the primary's too), the reasons in words; a locale with none is absent. */
export type HiddenReasons = Record<string, string[]>;

/**
 * Reads the cached live check of `at`'s site and answers the reasons Google will not show the
 * page in each locale.
 */
export async function pageIndexReasons(
  client: MessagingClient,
  at: PageLocation,
): Promise<HiddenReasons> {
  const siteId = at.site.id;
  const reasons: HiddenReasons = {};
  const localeIdOf = (key: string | null) =>
    at.locales.find((l) => (key === null || key === '' ? l.primary : l.id === key))?.id;
  // An item page is its template page: its own versions' blockers are in the check of item
  // pages, which names items by id, and the live check view lists them.
  if (at.itemSlug !== undefined) return reasons;
  const result = await client.request('live-site.getLiveSite', { siteId });
  for (const cell of result?.cells ?? []) {
    if (cell.pageId !== at.page.id || !cell.index?.length) continue;
    const id = localeIdOf(cell.localeId);
    if (id) reasons[id] = cell.index.map(blockerText);
  }
  return reasons;
}
