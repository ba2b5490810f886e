/**
 * The bulk item messages: plan a change of the selected item × locale rows (the page then starts
 * the job with `jobs.startJob`), plan the Undo of a finished job, count and publish the changed
 * items. `register.ts` registers them with the background.
 * @module
 */
import { z } from 'zod';
import type { ApiClient } from '../../../core/api/client';
import { createJobJournal } from '../../../core/jobs/journal';
import { getSite, siteLocales } from '../../../core/api/sites';
import { id, out } from '../../../core/messaging/schemas';
import { t } from '../../../core/i18n/t';
import { planItemChange, type BulkItemPlan, type PlanLocale } from './item-bulk-plan';
import { changedItems, publishChangedItems, type ChangedItemsPublish } from './item-bulk-publish';
import { planItemUndo } from './item-bulk-undo';
import { publishedPages, type PageToCheck } from './published-pages';
import { publishedOrigins } from '../../redirects/background';
import type { Endpoints } from '../../../core/settings/defaults';
import { siteItemsItem } from '../site-items-store';
import { itemChangeSchema } from './item-changes';
import { getCollection } from '../../../core/api/collections';
import { itemSeoItem, type ItemSeoMap } from '../item-seo-store';

/** The most item × locale rows one change may cover (10,000 items in three locales). */
export const MAX_ITEM_CELLS = 30_000;

const siteRef = z.object({ siteId: id }).strict();

/** The bulk item messages. */
export const itemBulkMessages = {
  planItemChange: {
    request: z
      .object({
        siteId: id,
        change: itemChangeSchema,
        cells: z
          .array(z.object({ collectionId: id, itemId: id, localeId: id.nullable() }).strict())
          .min(1)
          .max(MAX_ITEM_CELLS),
      })
      .strict(),
    response: out<BulkItemPlan>(),
  },
  planItemUndo: {
    request: z.object({ siteId: id, jobId: z.string().min(1).max(200) }).strict(),
    response: out<BulkItemPlan>(),
  },
  /** The fields of these collections, and the fields confirmed to feed their pages. */
  itemFieldChoices: {
    request: z.object({ siteId: id, collectionIds: z.array(id).min(1).max(50) }).strict(),
    response: out<FieldChoices[]>(),
  },
  /** How many items are changed and not yet published, by the site's stored items. */
  countChangedItems: { request: siteRef, response: out<{ items: number; rows: number }>() },
  /** Publishes them; answers what was published and the pages for the live check to read. */
  publishChangedItems: {
    request: siteRef,
    response: out<ChangedItemsPublish & { pages: PageToCheck[] }>(),
  },
} as const;

/** A collection's fields, and those confirmed to feed its pages (for every locale). */
export interface FieldChoices {
  collectionId: string;
  name: string;
  fields: { slug: string; name: string; type: string }[];
  seo: ItemSeoMap | null;
}

/** What the bulk item handlers need. */
export interface ItemBulkDeps {
  clientFor(siteId: string): Promise<ApiClient>;
  getEndpoints(): Promise<Endpoints>;
}

/** Builds the handlers. */
export function createItemBulkHandlers(deps: ItemBulkDeps) {
  const localesOf = async (client: ApiClient, siteId: string): Promise<PlanLocale[]> =>
    siteLocales(await getSite(client, siteId)).flatMap((l) =>
      l.cmsLocaleId ? [{ id: l.id, cmsLocaleId: l.cmsLocaleId, primary: l.primary }] : [],
    );
  return {
    async planItemChange(q: z.output<(typeof itemBulkMessages)['planItemChange']['request']>) {
      const client = await deps.clientFor(q.siteId);
      const stored = await siteItemsItem(q.siteId).getValue();
      const site = {
        seo: await itemSeoItem(q.siteId).getValue(),
        templates: new Map((stored?.collections ?? []).map((c) => [c.id, c.templatePageId])),
      };
      const locales = await localesOf(client, q.siteId);
      return planItemChange(client, q.siteId, q.change, q.cells, locales, site);
    },
    async planItemUndo(q: { siteId: string; jobId: string }) {
      const journal = createJobJournal();
      const job = await journal.get(q.jobId);
      if (!job) throw new Error(t('items_bulk_undo_no_job'));
      const client = await deps.clientFor(q.siteId);
      return planItemUndo(client, job, await journal.payloads(q.jobId));
    },
    async itemFieldChoices(q: {
      siteId: string;
      collectionIds: string[];
    }): Promise<FieldChoices[]> {
      const client = await deps.clientFor(q.siteId);
      const stored = await itemSeoItem(q.siteId).getValue();
      return Promise.all(
        q.collectionIds.map(async (collectionId) => {
          const details = await getCollection(client, collectionId, { priority: 'interactive' });
          return {
            collectionId,
            name: details.displayName ?? collectionId,
            fields: (details.fields ?? []).map((f) => ({
              slug: f.slug,
              name: f.displayName || f.slug,
              type: f.type,
            })),
            seo: stored[collectionId]?.all ?? null,
          };
        }),
      );
    },
    async countChangedItems({ siteId }: { siteId: string }) {
      const items = [...(await changedItems(siteId)).values()].flat();
      return { items: items.length, rows: items.reduce((n, i) => n + i.localeIds.length, 0) };
    },
    async publishChangedItems({ siteId }: { siteId: string }) {
      const client = await deps.clientFor(siteId);
      const locales = await localesOf(client, siteId);
      const done = await publishChangedItems(client, siteId, locales);
      // The live check reads exactly these items' pages, on the staging host.
      const stored = await siteItemsItem(siteId).getValue();
      const templates = new Map((stored?.collections ?? []).map((c) => [c.id, c.templatePageId]));
      const [origin] = await publishedOrigins(client, siteId, await deps.getEndpoints());
      const pages = origin
        ? await publishedPages(client, siteId, origin, done.published, locales, templates)
        : [];
      return { ...done, pages };
    },
  };
}
