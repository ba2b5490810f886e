/**
 * The background's answers about collections: which item an item page shows (one `items/live`
 * request by exact slug and CMS locale), and what a template page's markup reaches (the published
 * item count of that locale, from `pagination.total` of a one-row list). Answers are cached like
 * the locator's lookups; a credential without `cms:read` gets a state, not an error.
 * @module
 */
import { ApiError } from '../../core/api/api-error';
import type { ApiClient } from '../../core/api/client';
import { getCollection, listLiveItems, type CollectionDetails } from '../../core/api/collections';
import { createTtlCache } from '../../core/locate/ttl-cache';

/** A collection, for display. */
export interface CollectionRef {
  id: string;
  name: string;
  singularName: string;
}

/** Which credential lacked `cms:read`: a key must be remade, an account signs in again. */
export type NoAccess = { state: 'no-access'; credential: 'site-key' | 'oauth' };

/** What an item page shows. */
export type ItemAnswer =
  | {
      state: 'item';
      collection: CollectionRef;
      item: { id: string; name: string; slug: string };
    }
  | { state: 'not-published'; collection: CollectionRef }
  | NoAccess;

/** What a template page's markup reaches, and the collection's fields an item's SEO comes from. */
export type TemplateAnswer =
  | {
      state: 'template';
      collection: CollectionRef;
      itemCount: number;
      fields: { slug: string; name: string }[];
    }
  | NoAccess;

/** Where an item or template is: `cmsLocaleId` absent means the service's default locale. */
export interface CollectionQuery {
  siteId: string;
  collectionId: string;
  cmsLocaleId?: string;
}

/** What the lookups need from the background. */
export interface CollectionLookupDeps {
  clientFor(siteId: string): Promise<ApiClient>;
  credentialKind(siteId: string): Promise<'site-key' | 'oauth' | undefined>;
  now?: () => number;
}

/** The lookups. */
export interface CollectionLookup {
  item(query: CollectionQuery & { itemSlug: string }): Promise<ItemAnswer>;
  template(query: CollectionQuery): Promise<TemplateAnswer>;
  /** Forgets cached answers (on refresh or after a publish). */
  invalidate(): void;
}

/** A collection's names for display. */
export const refOf = (c: CollectionDetails): CollectionRef => ({
  id: c.id,
  name: c.displayName || c.slug || c.id,
  singularName: c.singularName || c.displayName || c.slug || c.id,
});

/** Creates the lookups over cached collection details, items and counts. */
export function createCollectionLookup(deps: CollectionLookupDeps): CollectionLookup {
  const options = { now: deps.now };
  const details = createTtlCache<string, CollectionDetails>({ ttlMs: 600_000, ...options });
  const items = createTtlCache<string, ItemAnswer>({ ttlMs: 120_000, ...options });
  const counts = createTtlCache<string, number>({ ttlMs: 120_000, ...options });
  const priority = { priority: 'interactive' as const };

  const collectionOf = (client: ApiClient, id: string) =>
    details.getOrLoad(id, () => getCollection(client, id, priority));
  const cmsLocales = (q: CollectionQuery) => (q.cmsLocaleId ? [q.cmsLocaleId] : undefined);

  // A refusal for want of `cms:read` is a state of the credential, not a failure of the page.
  const orNoAccess = async <T>(siteId: string, run: () => Promise<T>): Promise<T | NoAccess> => {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'missing-scope') throw error;
      const kind = await deps.credentialKind(siteId);
      return { state: 'no-access', credential: kind ?? 'site-key' };
    }
  };

  return {
    async item(q) {
      const client = await deps.clientFor(q.siteId);
      const key = JSON.stringify([q.collectionId, q.cmsLocaleId, q.itemSlug]);
      return orNoAccess(q.siteId, () =>
        items.getOrLoad(key, async () => {
          const [collection, found] = await Promise.all([
            collectionOf(client, q.collectionId),
            listLiveItems(
              client,
              q.collectionId,
              { slug: q.itemSlug, cmsLocaleIds: cmsLocales(q), limit: 1 },
              priority,
            ),
          ]);
          const row = found.items[0];
          if (!row) return { state: 'not-published', collection: refOf(collection) };
          const slug = row.fieldData.slug ?? q.itemSlug;
          return {
            state: 'item',
            collection: refOf(collection),
            item: { id: row.id, name: row.fieldData.name || slug, slug },
          };
        }),
      );
    },
    async template(q) {
      const client = await deps.clientFor(q.siteId);
      const key = JSON.stringify([q.collectionId, q.cmsLocaleId]);
      return orNoAccess(q.siteId, async () => {
        const [collection, itemCount] = await Promise.all([
          collectionOf(client, q.collectionId),
          counts.getOrLoad(key, async () => {
            const body = await listLiveItems(
              client,
              q.collectionId,
              { cmsLocaleIds: cmsLocales(q), limit: 1 },
              priority,
            );
            return body.pagination?.total ?? body.items.length;
          }),
        ]);
        return {
          state: 'template',
          collection: refOf(collection),
          itemCount,
          fields: (collection.fields ?? []).map((f) => ({
            slug: f.slug,
            name: f.displayName || f.slug,
          })),
        };
      });
    },
    invalidate() {
      details.clear();
      items.clear();
      counts.clear();
    },
  };
}
