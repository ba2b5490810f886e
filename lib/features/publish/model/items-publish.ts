/**
 * "Publish N changed items" from the publish dialog: the CMS items saved since they were published,
 * which the forecast lists apart because what a site publish does to them is not documented, are
 * published on their own (`collections.publishChangedItems`, as the grid's bulk panel does).
 * @module
 */
import { signal } from '@preact/signals';
import type { MessagingClient } from '../../../core/messaging/client';
import { t } from '../../../core/i18n/t';

/** Where publishing the changed items stands. */
export type ItemsPublishStatus =
  | { state: 'idle' }
  | { state: 'publishing' }
  | { state: 'done'; text: string; errors: string[] }
  | { state: 'error'; text: string };

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Creates the model. */
export function createItemsPublish(client: MessagingClient) {
  const status = signal<ItemsPublishStatus>({ state: 'idle' });
  return {
    status,
    /** Publishes site `siteId`'s changed items, once at a time. */
    async publish(siteId: string) {
      if (status.value.state === 'publishing') return;
      status.value = { state: 'publishing' };
      try {
        const { published, errors, requests } = await client.request(
          'collections.publishChangedItems',
          { siteId },
        );
        status.value =
          published.length === 0 && errors.length > 0
            ? { state: 'error', text: t('ui_not_published', errors.join(' · ')) }
            : {
                state: 'done',
                text: t('items_bulk_published', published.length, requests),
                errors,
              };
      } catch (e) {
        status.value = { state: 'error', text: t('ui_not_published', message(e)) };
      }
    },
    /** Forgets the last outcome (another forecast is shown). */
    reset() {
      if (status.value.state !== 'publishing') status.value = { state: 'idle' };
    },
  };
}

/** The changed items' publish model. */
export type ItemsPublish = ReturnType<typeof createItemsPublish>;
