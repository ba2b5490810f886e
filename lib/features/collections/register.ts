/**
 * The collections feature's registration: its messages over the background's one lookup, which the
 * page locator shares; the Item tab's messages; and the draft kind of an item's fields.
 * @module
 */
import { defineBackground } from '../../core/messaging/registry';
import type { CollectionLookup } from './collection-lookup';
import { collectionMessages, createCollectionHandlers } from './collection-messages';
import {
  createItemBulkHandlers,
  itemBulkMessages,
  type ItemBulkDeps,
} from './bulk/item-bulk-messages';
import { itemDraftKind } from './item-draft-kind';
import { createItemHandlers, itemMessages, type ItemHandlerDeps } from './item-messages';

/** What the collections feature gives the background; its `feature.ts` loads this there only. */
export const background = defineBackground({
  messages: { ...collectionMessages, ...itemMessages, ...itemBulkMessages },
  createHandlers: (
    deps: { collections: CollectionLookup } & Omit<ItemHandlerDeps, 'lookup'> & ItemBulkDeps,
  ) => ({
    ...createCollectionHandlers(deps.collections),
    ...createItemHandlers({ ...deps, lookup: deps.collections }),
    ...createItemBulkHandlers(deps),
  }),
  draftKinds: [itemDraftKind],
  storedItems: ['local:siteItems:*', 'local:itemSeo:*'],
});
