/**
 * The Item tab's drafts: one per item and CMS locale, keeping only the fields the editor touched
 * (a partial `fieldData`), compared field by field like a page's metadata, so a change of another
 * field since the draft started is no conflict. A save writes those fields to the staged item in
 * that locale only (`PATCH …/items/{item_id}` with its `cmsLocaleId`); the answer is the item's
 * fields as the service now holds them.
 * @module
 */
import { z } from 'zod';
import { getItem, updateItem, type CollectionItem } from '../../core/api/collections';
import { compareFields } from '../../core/drafts/compare';
import { defineDraftKind } from '../../core/drafts/draft-kind';
import type { RemoteState } from '../../core/drafts/draft-types';
import type { Json } from '../../core/drafts/json-value';
import { markItemChanged } from './site-items-store';
import { noteWriteRefusal } from './write-refusals';

/** The kind's name, part of every stored item draft's id. */
export const ITEM_DRAFT_KIND = 'cms-item';

const itemState = (item: CollectionItem): RemoteState => ({
  lastUpdated: item.lastUpdated ?? null,
  value: item.fieldData as Json,
});

/** The item draft kind: collection, item and CMS locale beside the site locale. */
export const itemDraftKind = defineDraftKind({
  kind: ITEM_DRAFT_KIND,
  keyFields: {
    collectionId: z.string().min(1).max(64),
    itemId: z.string().min(1).max(64),
    cmsLocaleId: z.string().min(1).max(64),
  },
  value: z.record(z.string(), z.json()),
  compare: compareFields,
  remote: (clientFor) => ({
    async read(key) {
      const client = await clientFor(key.siteId);
      return itemState(await getItem(client, key.collectionId, key.itemId, key.cmsLocaleId));
    },
    async write(key, send) {
      const client = await clientFor(key.siteId);
      const fieldData = send as Record<string, unknown>;
      try {
        const change = { cmsLocaleId: key.cmsLocaleId, fieldData };
        const written = await updateItem(client, key.collectionId, key.itemId, change);
        // The grid says "changed, not published yet" before the next audit lists the items again.
        const localeKeys = [key.localeId ?? ''];
        await markItemChanged(key.siteId, { ...key, localeKeys }, true).catch(() => undefined);
        return itemState(written);
      } catch (error) {
        noteWriteRefusal(key.siteId, error);
        throw error;
      }
    },
  }),
});
