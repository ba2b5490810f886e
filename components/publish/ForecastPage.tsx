import type {
  AddressChange,
  FeatureChange,
  FeatureStatus,
  PageForecast,
} from '../../lib/features/publish/forecast/forecast-types';
import { t } from '../../lib/core/i18n/t';
import { blockerText } from '../../lib/features/live-site';

const STATUS = {
  eligible: 'ui_forecast_eligible',
  'not-eligible': 'ui_forecast_not_eligible',
} as const;
const REDIRECT = {
  'in-place': 'ui_forecast_redirect_in_place',
  planned: 'ui_forecast_redirect_planned',
  none: 'ui_forecast_redirect_none',
} as const;
const KIND = {
  markup: 'ui_forecast_kind_markup',
  title: 'ui_forecast_kind_title',
  description: 'ui_forecast_kind_description',
  address: 'ui_forecast_kind_address',
} as const;

const status = (s: Exclude<FeatureStatus, 'absent'>) => t(STATUS[s]);

/** "Event: eligible → not eligible — startDate is missing", "Product: new, eligible", "Event: removed". */
function featureText(f: FeatureChange): string {
  const line =
    f.after === 'absent'
      ? t('ui_forecast_feature_removed', f.name)
      : f.before === 'absent'
        ? t('ui_forecast_feature_new', f.name, status(f.after))
        : t('ui_forecast_feature', f.name, status(f.before), status(f.after));
  return f.reason && f.after === 'not-eligible' ? t('ui_forecast_reason', line, f.reason) : line;
}

/** Whether a change loses the rich result (the question names these), or gains it. */
const trend = (f: FeatureChange, hidden: boolean) =>
  hidden
    ? 'same'
    : f.before === 'eligible' && f.after !== 'eligible'
      ? 'lost'
      : f.before !== 'eligible' && f.after === 'eligible'
        ? 'gained'
        : 'same';

/** "/a → /b · no redirect"; "New address: /b · …" when the old path is not known. */
function addressText(a: AddressChange): string {
  const redirect = t(REDIRECT[a.redirect]);
  return a.from === null
    ? t('ui_forecast_address_to', a.to, redirect)
    : t('ui_forecast_address', a.from, a.to, redirect);
}

const shown = (text: string | null) => text ?? t('ui_forecast_text_none');

/** What one page version's publish changes on a host: its rich results, texts and address. */
export function ForecastPage({ page }: { page: PageForecast }) {
  const { template } = page;
  const hidden = (page.hidden?.length ?? 0) > 0;
  const explained = page.features.length > 0 || (page.text?.length ?? 0) > 0 || page.address;
  return (
    <li
      class="forecast__page"
      data-testid="forecast-page"
      data-page-id={page.pageId}
      data-locale={page.localeTag ?? ''}
      data-state={page.state}
    >
      <p class="forecast__page-head">
        <strong>{page.title}</strong>
        {page.localeTag && <span class="chip forecast__locale">{page.localeTag}</span>}
        <span class="muted mono">{page.path}</span>
      </p>
      {template && (
        <p class="muted">
          {t('ui_forecast_template', template.collection, template.items)}
          {template.itemUrl && (
            <>
              <br />
              {t('ui_forecast_template_before', template.itemUrl)}
            </>
          )}
        </p>
      )}
      {page.state === 'new' && <p class="muted">{t('ui_forecast_new')}</p>}
      {page.state === 'removed' && <p class="warning">{t('ui_forecast_removed')}</p>}
      {hidden && (
        <p class="muted" data-testid="forecast-hidden">
          {t('ui_forecast_hidden', page.hidden!.map(blockerText).join('; '))}
        </p>
      )}
      {page.state === 'unread' && (
        <p class="warning">
          {page.reason ? t('ui_forecast_unread', page.reason) : t('ui_forecast_unread_unknown')}
        </p>
      )}
      <ul class="forecast__changes">
        {page.features.map((f) => (
          <li
            key={f.name}
            class={`forecast__feature forecast__feature--${trend(f, hidden)}`}
            data-testid="forecast-feature"
            data-trend={trend(f, hidden)}
          >
            {featureText(f)}
          </li>
        ))}
        {page.text?.map((c) => (
          <li key={c.field} data-testid="forecast-text">
            {t(
              'ui_forecast_text',
              t(c.field === 'title' ? 'ui_forecast_field_title' : 'ui_forecast_field_description'),
              shown(c.before),
              shown(c.after),
            )}
          </li>
        ))}
        {page.address && (
          <li
            class={page.address.redirect === 'none' ? 'error' : undefined}
            data-testid="forecast-address"
            data-redirect={page.address.redirect}
          >
            {addressText(page.address)}
          </li>
        )}
        {!explained && page.changes.length > 0 && (
          <li class="muted">
            {t('ui_forecast_changes', page.changes.map((k) => t(KIND[k])).join(', '))}
          </li>
        )}
      </ul>
    </li>
  );
}
