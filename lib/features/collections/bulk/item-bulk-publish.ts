/**
 * "Publish N changed items": the items changed and not yet published (as the site's stored items
 * say, kept current by the Item tab and bulk writes), by collection and locale, published with
 * `items/publish` — at most 100 items a request — and nothing else of the site.
 * @module
 */
import { publishItems } from '../../../core/api/collections';
import type { ApiClient } from '../../../core/api/client';
import { fromStoredItems, markItemsChanged, siteItemsItem } from '../site-items-store';
import type { PlanLocale } from './item-bulk-plan';

/** Items a request publishes at most. */
export const PUBLISH_BATCH = 100;

/** One item published, in the site locales given (null = primary). */
export interface PublishedItem {
  collectionId: string;
  itemId: string;
  localeIds: (string | null)[];
}

/** What publishing the changed items did. */
export interface ChangedItemsPublish {
  published: PublishedItem[];
  errors: string[];
  requests: number;
}

/** The changed items of the site's stored items, by collection. */
export async function changedItems(siteId: string): Promise<Map<string, PublishedItem[]>> {
  const stored = await siteItemsItem(siteId).getValue();
  const byCollection = new Map<string, PublishedItem[]>();
  for (const collection of stored ? fromStoredItems(stored).collections : []) {
    const items = collection.items
      .filter((i) => i.changed.length > 0)
      .map((i) => ({
        collectionId: collection.id,
        itemId: i.id,
        localeIds: i.changed.map((key) => (key === '' ? null : key)),
      }));
    if (items.length > 0) byCollection.set(collection.id, items);
  }
  return byCollection;
}

/** Publishes every changed item in its changed locales; answers what was published. */
export async function publishChangedItems(
  client: ApiClient,
  siteId: string,
  locales: readonly PlanLocale[],
): Promise<ChangedItemsPublish> {
  // Marked per request, so what was published stays known if a later request fails.
  return publishItemsIn(client, await changedItems(siteId), locales, (published) =>
    markItemsChanged(
      siteId,
      published.map((item) => ({ ...item, localeKeys: item.localeIds.map((l) => l ?? '') })),
      false,
    ),
  );
}

/**
 * Publishes `byCollection` (items in their site locales), at most 100 items a request, one
 * collection per request; `onPublished` hears each request's published items.
 */
export async function publishItemsIn(
  client: ApiClient,
  byCollection: ReadonlyMap<string, readonly PublishedItem[]>,
  locales: readonly PlanLocale[],
  onPublished?: (published: readonly PublishedItem[]) => Promise<void>,
): Promise<ChangedItemsPublish> {
  const cmsOf = new Map(locales.map((l) => [l.primary ? null : l.id, l.cmsLocaleId]));
  const answer: ChangedItemsPublish = { published: [], errors: [], requests: 0 };
  for (const [collectionId, items] of byCollection) {
    for (let i = 0; i < items.length; i += PUBLISH_BATCH) {
      const chunk = items.slice(i, i + PUBLISH_BATCH);
      const sent = chunk.map((item) => ({
        id: item.itemId,
        cmsLocaleIds: item.localeIds.flatMap((l) => cmsOf.get(l) ?? []),
      }));
      answer.requests += 1;
      const done = await publishItems(client, collectionId, sent, { priority: 'background' });
      answer.errors.push(...done.errors);
      const ok = new Set(done.publishedItemIds);
      const published = chunk.filter((c) => ok.has(c.itemId));
      answer.published.push(...published);
      await onPublished?.(published);
    }
  }
  return answer;
}
