/**
 * What is saved of one page, for "Publish only this page": Get Site, Get Page in every locale and
 * one schema read of its locales — the same facts `readSavedSite` keeps, for that page alone. Its
 * collection's items (a template's reach) come from the site's stored items, not a new listing.
 * @module
 */
import type { ApiClient } from '../../../core/api/client';
import { getPage } from '../../../core/api/pages';
import { getSite, siteLocales } from '../../../core/api/sites';
import { fromStoredItems, siteItemsItem } from '../../collections';
import { storedMarkup } from '../../live-site/background';
import { countingClient } from '../../../core/api/counting-client';
import { readPageSchema } from '../../schema/background';
import { featureVerdicts } from './feature-verdicts';
import { shownText, type CheckValue, type SavedSite, type SavedVersion } from './saved-site';

/** Reads what is saved of page `pageId` in every enabled locale of its site. */
export async function readSavedPage(
  raw: ApiClient,
  siteId: string,
  pageId: string,
  check: CheckValue,
  now: () => number = Date.now,
): Promise<SavedSite> {
  const { client, count } = countingClient(raw);
  const site = await getSite(client, siteId);
  const locales = siteLocales(site).filter((l) => l.primary || l.enabled !== false);
  const localeIds = locales.map((l) => (l.primary ? null : l.id));
  const [pages, schemas] = await Promise.all([
    Promise.all(locales.map((l) => getPage(client, pageId, l.primary ? undefined : l.id))),
    readPageSchema(client, siteId, pageId, localeIds),
  ]);
  const versions = locales.map((locale, i): SavedVersion => {
    const page = pages[i]!;
    const shown = schemas[i]!;
    const value = shown.value ?? shown.raw;
    return {
      pageId,
      localeId: localeIds[i]!,
      localeTag: locale.tag ?? null,
      name: pages[0]!.title ?? '',
      ...shownText(page),
      path: page.publishedPath ?? null,
      lastUpdated: page.lastUpdated ?? null,
      createdOn: page.createdOn ?? null,
      served: !page.draft && !page.archived && !page.collectionId,
      ...(page.collectionId ? { collectionId: page.collectionId } : {}),
      markup: storedMarkup({
        value: shown.value,
        raw: shown.raw,
        lastUpdated: shown.lastUpdated,
        inherited: shown.state === 'inherited',
      }),
      features: value === null ? [] : featureVerdicts(check(value)),
    };
  });
  const stored = await siteItemsItem(siteId).getValue();
  return {
    siteId,
    site,
    versions,
    collections: stored ? fromStoredItems(stored).collections : null,
    requests: count(),
    readAt: now(),
  };
}
