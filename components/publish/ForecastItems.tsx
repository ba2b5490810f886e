import type { ChangedItems } from '../../lib/features/publish/forecast/forecast-types';
import type { PublishModel } from '../../lib/features/publish/model/publish-model';
import { formatNumber, t } from '../../lib/core/i18n/t';

/**
 * The CMS items saved since they were published, per collection, apart from the hosts: what a site
 * publish does to them is not documented, so they can be published on their own here.
 */
export function ForecastItems({ items, model }: { items: ChangedItems[]; model: PublishModel }) {
  const status = model.items.status.value;
  const count = items.reduce((n, c) => n + c.items, 0);
  return (
    <section class="stack forecast__items" data-testid="forecast-changed-items">
      <h3>{t('ui_forecast_items_heading')}</h3>
      <ul class="forecast__changes">
        {items.map((c) => (
          <li key={c.collectionId} data-collection-id={c.collectionId}>
            {t(
              'ui_forecast_items_line',
              c.collection,
              formatNumber(c.items),
              formatNumber(c.versions),
            )}
          </li>
        ))}
      </ul>
      <p class="muted">{t('ui_forecast_items_note')}</p>
      {status.state !== 'done' && (
        <div class="actions">
          <button
            type="button"
            disabled={status.state === 'publishing'}
            onClick={() => void model.publishItems()}
            data-testid="forecast-publish-items"
          >
            {t('items_bulk_publish', formatNumber(count))}
          </button>
        </div>
      )}
      {status.state === 'done' && (
        <p class="success" role="status" data-testid="forecast-items-published">
          {status.text}
        </p>
      )}
      {status.state === 'done' &&
        status.errors.map((e) => (
          <p key={e} class="error">
            {e}
          </p>
        ))}
      {status.state === 'error' && (
        <p class="error" role="alert" data-testid="forecast-items-error">
          {status.text}
        </p>
      )}
    </section>
  );
}
