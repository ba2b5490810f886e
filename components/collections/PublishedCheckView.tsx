import { t } from '../../lib/core/i18n/t';
import type { ItemBulkModel } from '../../lib/features/collections/model/item-bulk-model';
import type { PublishedCheck } from '../../lib/features/collections/model/published-check';

const SHOWN = 20;

/** What the published items' pages showed after "Publish N changed items", page by page where not. */
export function PublishedCheckView({
  check,
  model,
}: {
  check: PublishedCheck;
  model: ItemBulkModel;
}) {
  return (
    <div class="stack" data-testid="item-bulk-live" aria-live="polite">
      <p class={check.differ.length + check.unread.length === 0 ? 'success' : 'warning'}>
        {t(
          'items_bulk_live',
          String(check.total),
          String(check.agree),
          String(check.differ.length),
          String(check.unread.length),
        )}
      </p>
      {check.needsAccess && (
        <button
          type="button"
          data-testid="item-bulk-live-allow"
          onClick={() => void model.allowLive()}
        >
          {t('item_live_allow')}
        </button>
      )}
      <ul class="list">
        {check.differ.slice(0, SHOWN).map((d) => (
          <li key={d.url} class="mono">
            {t('items_bulk_live_differs', d.url, d.shows)}
          </li>
        ))}
        {check.unread.slice(0, SHOWN).map((u) => (
          <li key={u.url} class="mono">
            {t('items_bulk_live_unread', u.url, u.why)}
          </li>
        ))}
      </ul>
    </div>
  );
}
