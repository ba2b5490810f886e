/**
 * What the pages know of the tab's collection: the item an item page shows (popup and side panel)
 * and, in the side panel, how far the template's markup reaches.
 * @module
 */
import { batch, computed, signal } from '@preact/signals';
import type { PageLocation } from '../../../core/locate/page-locator';
import type { MessagingClient } from '../../../core/messaging/client';
import type { ResponseOf } from '../../../app/protocol';
import { templateReach } from './template-reach';

/** The item an item page shows, no published item, or no access to collections. */
export type ItemState = ResponseOf<'collectionItem'>;
/** The template's collection and count, or no access to collections. */
export type TemplateState = ResponseOf<'collectionTemplate'>;

/**
 * Creates the model; `signIn` runs the account's sign-in again (it now asks for collections, so an
 * account signed in before can grant access).
 */
export function createCollectionModel(client: MessagingClient, signIn: () => Promise<boolean>) {
  const item = signal<ItemState | undefined>(undefined);
  const template = signal<TemplateState | undefined>(undefined);
  const error = signal<string | undefined>(undefined);
  let loads = 0;
  const shown = signal<PageLocation | undefined>(undefined);
  let last: [PageLocation, boolean] | undefined;
  const model = {
    item,
    template,
    error,
    /** On a template (or item) page: the collection and how many published items show its markup. */
    reach: computed(() => shown.value && templateReach(shown.value, template.value)),
    /** Signs in again with the account, then looks the collection up again. */
    async grantAccess() {
      if ((await signIn()) && last) await model.load(...last);
    },
    /** Looks up the item (on an item page) and, when `withTemplate`, the template's reach. */
    async load(at: PageLocation, withTemplate = false) {
      const current = ++loads;
      last = [at, withTemplate];
      batch(() => {
        shown.value = at;
        item.value = undefined;
        template.value = undefined;
        error.value = undefined;
      });
      const collectionId = at.page.collectionId;
      if (!collectionId) return;
      const where = {
        siteId: at.site.id,
        collectionId,
        ...(at.locale.cmsLocaleId ? { cmsLocaleId: at.locale.cmsLocaleId } : {}),
      };
      const slug = at.itemSlug;
      try {
        const [found, reach] = await Promise.all([
          slug ? client.request('collectionItem', { ...where, itemSlug: slug }) : undefined,
          withTemplate ? client.request('collectionTemplate', where) : undefined,
        ]);
        if (current !== loads) return;
        item.value = found;
        template.value = reach;
      } catch (e) {
        if (current === loads) error.value = e instanceof Error ? e.message : String(e);
      }
    },
  };
  return model;
}

/** The collection model. */
export type CollectionModel = ReturnType<typeof createCollectionModel>;
