/**
 * The collection model, its code loaded when a page first turns out to be a collection's template
 * or item page: most pages are neither, and the side panel opens without it.
 * @module
 */
import { signal } from '@preact/signals';
import type { PageLocation } from '../../../core/locate/page-locator';
import type { MessagingClient } from '../../../core/messaging/client';
import type { CollectionModel } from './collection-model';

/** Creates the lazy holder. */
export function lazyCollection(client: MessagingClient) {
  const model = signal<CollectionModel | undefined>(undefined);
  let last: PageLocation | undefined;
  return {
    /** The model, once a collection page was shown. */
    model,
    /** Looks the page's template up once per location; nothing before the first collection page. */
    async load(at: PageLocation) {
      if (at === last || (!at.page.collectionId && !model.value)) return;
      last = at;
      const { createCollectionModel } = await import('./collection-model');
      model.value ??= createCollectionModel(client);
      await model.value.load(at);
    },
  };
}
