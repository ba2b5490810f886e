/**
 * The collections feature's registration: its messages over the background's one lookup, which the
 * page locator shares.
 * @module
 */
import { defineBackground } from '../../core/messaging/registry';
import type { CollectionLookup } from './collection-lookup';
import { collectionMessages, createCollectionHandlers } from './collection-messages';

/** What the collections feature gives the background; its `feature.ts` loads this there only. */
export const background = defineBackground({
  messages: collectionMessages,
  createHandlers: ({ collections }: { collections: CollectionLookup }) =>
    createCollectionHandlers(collections),
  storedItems: ['local:siteItems:*'],
});
