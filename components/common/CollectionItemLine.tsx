import type { CollectionModel } from '../../lib/features/collections/model/collection-model';
import { t } from '../../lib/core/i18n/t';

/**
 * On a collection item's page: the item, its collection and the locale; or that no published item
 * is at this address; or that the credential cannot read collections (an account can grant it).
 */
export function CollectionItemLine({
  model,
  localeName,
  templateTitle,
  onGrantAccess,
}: {
  model: CollectionModel;
  localeName: string;
  templateTitle: string;
  /** Runs the account's sign-in again, now asking for collections too. */
  onGrantAccess?: () => void;
}) {
  const item = model.item.value;
  if (!item) return null;
  if (item.state === 'item') {
    return (
      <p data-testid="location-item">
        {t('ui_item_line', item.item.name, item.collection.name, localeName)}
      </p>
    );
  }
  if (item.state === 'not-published') {
    return (
      <p role="status" data-testid="location-no-item">
        {t('ui_item_not_published', templateTitle)}
      </p>
    );
  }
  if (item.credential === 'site-key') {
    return (
      <p role="status" data-testid="collections-no-access">
        {t('ui_collections_no_access_key')}
      </p>
    );
  }
  return (
    <div role="status" data-testid="collections-no-access">
      <p>{t('ui_collections_no_access_account')}</p>
      {onGrantAccess && (
        <button type="button" onClick={onGrantAccess} data-testid="collections-grant-access">
          {t('ui_collections_grant_access')}
        </button>
      )}
    </div>
  );
}
