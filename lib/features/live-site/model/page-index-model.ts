/**
 * The Schema tab's word on whether Google can show the page at all: from the site's last live
 * check (no request beyond the background's storage), per locale, what stops Google from showing
 * the page's rich results (noindex, no snippet, robots.txt, a password), as the verdict says it.
 * Its code loads after the page's markup, so the panel's first paint carries none of it.
 * @module
 */
import type { Signal } from '@preact/signals';
import { t } from '../../../core/i18n/t';
import type { PageLocation } from '../../../core/locate/page-locator';
import type { MessagingClient } from '../../../core/messaging/client';
import { blockerText } from '../indexing/index-text';

/** The verdict's words where Google will not show a locale: for valid markup, and after errors. */
export interface HiddenVerdict {
  /** "Valid, but Google will not show it: …", instead of "Eligible". */
  valid: string;
  /** "Google will not show it either: …", after the markup's own verdict. */
  also: string;
  reasons: string[];
}

/** Per locale id (the primary's too); a locale nothing stops is absent. */
export type HiddenReasons = Record<string, HiddenVerdict>;

/**
 * Reads the cached live check of `at`'s site and answers, per locale, why Google will not show
 * the page. An item page is its template page: its own versions' blockers are in the check of
 * item pages, which names items by id, and the live check view lists them.
 */
export async function pageIndexReasons(
  client: MessagingClient,
  at: PageLocation,
): Promise<HiddenReasons> {
  const reasons: HiddenReasons = {};
  if (at.itemSlug !== undefined) return reasons;
  const result = await client.request('live-site.getLiveSite', { siteId: at.site.id });
  for (const cell of result?.cells ?? []) {
    if (cell.pageId !== at.page.id || !cell.index?.length) continue;
    const id = at.locales.find((l) =>
      cell.localeId === null ? l.primary : l.id === cell.localeId,
    )?.id;
    if (!id) continue;
    const said = cell.index.map(blockerText);
    const joined = said.join('; ');
    reasons[id] = {
      valid: t('index_verdict_hidden', joined),
      also: t('index_verdict_hidden_also', joined),
      reasons: said,
    };
  }
  return reasons;
}

/** What each target signal was last loaded for, so a page change clears it and a reload does not. */
const loadedFor = new WeakMap<object, string>();

/**
 * Loads `at`'s reasons into `target` unless `current` says another page was shown meanwhile; a
 * failed read says nothing (there may be no live check to go by).
 */
export async function loadHidden(
  target: Signal<HiddenReasons>,
  client: MessagingClient,
  at: PageLocation,
  key: string,
  current: () => boolean,
): Promise<void> {
  if (loadedFor.get(target) !== key) target.value = {};
  loadedFor.set(target, key);
  try {
    const reasons = await pageIndexReasons(client, at);
    if (current()) target.value = reasons;
  } catch {
    // No live check to go by says nothing.
  }
}
