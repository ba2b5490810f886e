import { t } from '../../lib/core/i18n/t';
import type { LiveAfterPublish } from '../../lib/features/collections/model/item-publish-model';
import type { ItemTabModel } from '../../lib/features/collections/model/item-tab';

function liveText(l: LiveAfterPublish): string {
  switch (l.state) {
    case 'live':
      return t('item_live_shows', l.locale, l.title ?? '');
    case 'old':
      return t('item_live_old', l.locale, l.title ?? '');
    case 'needs-access':
      return t('item_live_needs_access', l.locale);
    case 'not-found':
      return t('item_live_not_found', l.locale);
    case 'no-address':
      return t('item_live_no_address', l.locale);
    default:
      return t('item_live_failed', l.locale, l.message ?? '');
  }
}

/**
 * The item's publish state and "Publish this item" (its changed locales, asked first), then what
 * each published page shows.
 */
export function ItemPublish({
  model,
  confirm,
}: {
  model: ItemTabModel;
  confirm(question: string): boolean;
}) {
  const item = model.answer.value;
  if (item?.state !== 'item') return null;
  const changed = model.publish.changedLocales();
  const names = changed.map((r) => model.localeOf(r.cmsLocaleId)?.name ?? r.cmsLocaleId);
  const live = model.publish.live.value;
  const busy = model.publish.publishing.value;
  const needsAccess = live?.filter((l) => l.state === 'needs-access') ?? [];
  return (
    <section class="card stack" data-testid="item-publish-section" aria-live="polite">
      {changed.length > 0 ? (
        <>
          <p data-testid="item-changed">{t('item_changed', names.join(', '))}</p>
          <div class="actions">
            <button
              type="button"
              class="primary"
              data-testid="item-publish"
              disabled={busy || item.write !== 'ok'}
              onClick={() => void model.publish.publish(confirm)}
            >
              {busy ? t('item_publishing') : t('item_publish', names.join(', '))}
            </button>
          </div>
        </>
      ) : (
        <p class="muted" data-testid="item-published-state">
          {t('item_up_to_date')}
        </p>
      )}
      {model.publish.checking.value && <p class="muted">{t('item_live_reading')}</p>}
      {live && (
        <ul class="stack" data-testid="item-live">
          {live.map((l) => (
            <li
              key={l.cmsLocaleId}
              data-state={l.state}
              class={l.state === 'live' ? 'success' : 'warning'}
            >
              {liveText(l)}
            </li>
          ))}
        </ul>
      )}
      {live && (
        <div class="actions">
          {needsAccess.length > 0 ? (
            <button
              type="button"
              data-testid="item-live-allow"
              onClick={() =>
                void model.publish.allowAndCheck(needsAccess.map((l) => l.cmsLocaleId))
              }
            >
              {t('item_live_allow')}
            </button>
          ) : (
            <button
              type="button"
              data-testid="item-live-again"
              disabled={model.publish.checking.value}
              onClick={() => void model.publish.checkAgain()}
            >
              {t('item_live_again')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
