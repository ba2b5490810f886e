/**
 * The collections feature's registration: its messages over the background's one lookup, which the
 * page locator shares.
 * @module
 */
import { defineFeature } from '../../core/messaging/registry';
import type { CollectionLookup } from './collection-lookup';
import { collectionMessages, createCollectionHandlers } from './collection-messages';

/** The collections feature, as the composition root lists it. */
export const collectionsFeature = defineFeature({
  messages: collectionMessages,
  createHandlers: ({ collections }: { collections: CollectionLookup }) =>
    createCollectionHandlers(collections),
});
