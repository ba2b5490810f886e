/**
 * What the location card says on a collection item's page, in the editor's words: the item, its
 * collection and the locale ("How we bake · Blog Posts item · French"); that no published item is
 * at this address (with the template); or that the credential cannot read collections.
 * @module
 */
import { t } from '../../core/i18n/t';
import type { ItemView, PageLocation } from '../../core/locate/page-locator';
import type { CollectionLookup } from './collection-lookup';

/** Looks up the item of an item page with one request (cached by `lookup`) and describes it. */
export async function describeItem(
  lookup: CollectionLookup,
  at: PageLocation,
): Promise<ItemView | undefined> {
  const collectionId = at.page.collectionId;
  if (!collectionId || !at.itemSlug) return undefined;
  const found = await lookup.item({
    siteId: at.site.id,
    collectionId,
    itemSlug: at.itemSlug,
    ...(at.locale.cmsLocaleId ? { cmsLocaleId: at.locale.cmsLocaleId } : {}),
  });
  if (found.state === 'item') {
    const { name, slug } = found.item;
    const collection = found.collection.name;
    return {
      state: 'item',
      text: t('ui_item_line', name, collection, at.locale.name),
      item: { name, slug, collection },
    };
  }
  if (found.state === 'not-published') {
    return { state: 'not-published', text: t('ui_item_not_published', at.page.title) };
  }
  return found.credential === 'site-key'
    ? { state: 'no-access-key', text: t('ui_collections_no_access_key') }
    : { state: 'no-access-account', text: t('ui_collections_no_access_account') };
}
