import type { ContributedViewProps, PanelPlace } from '../../lib/core/model/contributions';
import type { ItemTabModel } from '../../lib/features/collections/model/item-tab';
import { t } from '../../lib/core/i18n/t';
import { ErrorNotice } from '../common/ErrorNotice';
import { Loading } from '../common/Loading';
import { ItemFields } from './ItemFields';
import { ItemPublish } from './ItemPublish';
import { ItemSeoChoice } from './ItemSeoChoice';
import { RedirectPlan } from '../redirects/RedirectPlan';

/**
 * The Item tab on a collection item's page: the item, collection and locale; which fields feed the
 * page's title, description and Open Graph image; their values per locale, saved as drafts; and
 * publishing that one item. What the credential cannot do is said, and reading keeps working.
 */
export function ItemPanelTab({
  model,
  actions,
  onRetry,
}: ContributedViewProps<ItemTabModel, PanelPlace>) {
  const answer = model.answer.value;
  const error = model.error.value;
  if (error) return <ErrorNotice message={error} onRetry={onRetry} />;
  if (!answer) return <Loading text={t('item_loading')} />;
  if (answer.state === 'not-published')
    return (
      <p class="card" data-testid="item-not-here">
        {t('item_not_here', answer.collection.name)}
      </p>
    );
  if (answer.state === 'no-access')
    return (
      <p class="card warning" data-testid="item-no-read">
        {answer.credential === 'site-key'
          ? t('ui_collections_no_access_key')
          : t('ui_collections_no_access_account')}
      </p>
    );
  const row = model.row();
  const locales = answer.locales.flatMap((r) => {
    const locale = model.localeOf(r.cmsLocaleId);
    return locale ? [{ cms: r.cmsLocaleId, locale }] : [];
  });
  return (
    <section class="stack" data-testid="item-tab">
      <header class="card">
        <h2 data-testid="item-name">{String(row?.fieldData.name ?? '')}</h2>
        <p class="muted" data-testid="item-where">
          {t(
            'item_where',
            answer.collection.singularName,
            model.localeOf(row?.cmsLocaleId ?? '')?.name ?? '',
          )}
        </p>
        <label class="field">
          <span>{t('ui_picker_locale')}</span>
          <select
            value={model.cmsLocaleId.value}
            data-testid="item-locale"
            onChange={(e) => void model.selectLocale((e.target as HTMLSelectElement).value)}
          >
            {locales.map(({ cms, locale }) => (
              <option key={cms} value={cms}>
                {locale.primary ? t('ui_locale_primary', locale.name) : locale.name}
              </option>
            ))}
          </select>
        </label>
      </header>
      {answer.write !== 'ok' && (
        <div
          class="card warning"
          role="note"
          data-testid="item-no-write"
          data-credential={answer.write}
        >
          <p>
            {answer.write === 'no-access-key' ? t('item_no_write_key') : t('item_no_write_account')}
          </p>
          {answer.write === 'no-access-account' && (
            <button
              type="button"
              data-testid="item-grant-access"
              onClick={() => void model.grant()}
            >
              {t('item_grant_access')}
            </button>
          )}
        </div>
      )}
      <ItemSeoChoice model={model} />
      <ItemFields model={model} />
      <div aria-live="polite" data-testid="item-notices">
        {model.notices.value.map((n) => (
          <p
            key={n.text}
            class={n.tone}
            role={n.tone === 'error' ? 'alert' : undefined}
            data-testid="item-notice"
          >
            {n.text}
          </p>
        ))}
      </div>
      <ItemPublish model={model} confirm={actions.confirm} />
      <RedirectPlan model={model.redirects} download={actions.download} />
    </section>
  );
}
