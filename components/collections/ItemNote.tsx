import type { ItemView } from '../../lib/core/locate/page-locator';
import type { CollectionModel } from '../../lib/features/collections/model/collection-model';
import { itemSeoFields } from '../../lib/features/collections/model/template-reach';
import { t } from '../../lib/core/i18n/t';

/**
 * On a collection item's page: the item's own SEO fields live in the collection (read-only here)
 * and the address's slug is the item's; the form below is the template page's.
 */
export function ItemNote({ item, collection }: { item: ItemView; collection?: CollectionModel }) {
  const template = collection?.template.value;
  if (!item.item) return null;
  const fields = template?.state === 'template' ? itemSeoFields(template.fields) : [];
  return (
    <p class="card" role="note" data-testid="metadata-item-note">
      {t(
        'ui_metadata_item_note',
        item.item.name,
        item.item.collection,
        fields.join(', '),
        item.item.slug,
      )}
    </p>
  );
}
