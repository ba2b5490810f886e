/**
 * The side panel's view of a collection template: its collection, the collection's fields and how
 * many published items show the template's markup (in the shown locale).
 * @module
 */
import { batch, computed, signal } from '@preact/signals';
import type { PageLocation } from '../../../core/locate/page-locator';
import type { MessagingClient } from '../../../core/messaging/client';
import type { ResponseOf } from '../../../core/messaging/wire';
import { templateReach } from './template-reach';

/** The template's collection and count, or no access to collections. */
export type TemplateState = ResponseOf<'collections.collectionTemplate'>;

/** Creates the model. */
export function createCollectionModel(client: MessagingClient) {
  const template = signal<TemplateState | undefined>(undefined);
  const error = signal<string | undefined>(undefined);
  const shown = signal<PageLocation | undefined>(undefined);
  let loads = 0;
  return {
    template,
    error,
    /** On a template (or item) page: the collection and how many published items show its markup. */
    reach: computed(() => shown.value && templateReach(shown.value, template.value)),
    /** Looks up the template of `at` (nothing on a page that is none). */
    async load(at: PageLocation) {
      const current = ++loads;
      batch(() => {
        shown.value = at;
        template.value = undefined;
        error.value = undefined;
      });
      const collectionId = at.page.collectionId;
      if (!collectionId) return;
      const cmsLocaleId = at.locale.cmsLocaleId;
      try {
        const found = await client.request('collections.collectionTemplate', {
          siteId: at.site.id,
          collectionId,
          ...(cmsLocaleId ? { cmsLocaleId } : {}),
        });
        if (current === loads) template.value = found;
      } catch (e) {
        if (current === loads) error.value = e instanceof Error ? e.message : String(e);
      }
    },
  };
}

/** The collection model. */
export type CollectionModel = ReturnType<typeof createCollectionModel>;
