import type { LocationModel } from '../../lib/core/model/location-model';
import { Loading } from './Loading';
import { LocationPicker } from './LocationPicker';
import { t } from '../../lib/core/i18n/t';

/**
 * Which site, page and locale the current tab shows, or why that is not known; on a collection
 * item's page, which item.
 */
export function PageLocationView({
  location,
  onGrantAccess,
}: {
  location: LocationModel;
  /** Runs the account's sign-in again, now asking for collections too. */
  onGrantAccess?: () => void;
}) {
  const answer = location.answer.value;
  const refresh = (
    <button
      type="button"
      class="link"
      disabled={location.loading.value}
      onClick={() => void location.locate(location.url.value, { refresh: true })}
      data-testid="location-refresh"
    >
      {t('ui_location_refresh')}
    </button>
  );
  if (location.error.value) {
    return (
      <section class="card">
        <p class="error" role="alert" data-testid="location-error">
          {location.error.value}
        </p>
        {refresh}
      </section>
    );
  }
  if (location.unreadable.value) {
    return (
      <section class="card" data-testid="location-no-access">
        <p role="status">{t('locate_no_access')}</p>
      </section>
    );
  }
  if (!answer) {
    return location.loading.value ? (
      <Loading text={t('ui_location_loading')} testId="location-loading" />
    ) : null;
  }
  if (!answer.ok) {
    return (
      <section class="card" data-testid="location-unknown">
        <p>{answer.message}</p>
        {answer.sites.length > 0 && <LocationPicker location={location} sites={answer.sites} />}
        {refresh}
      </section>
    );
  }
  const { site, page, locale, item, itemSlug } = answer.location;
  // An item's page is its template page: its own address is the template's folder and its slug.
  const path =
    itemSlug && page.path
      ? `${page.path.slice(0, page.path.lastIndexOf('/'))}/${itemSlug}`
      : page.path;
  return (
    <section class="card" aria-label={t('ui_location_label')} data-testid="location">
      <h2 data-testid="location-page">{page.title}</h2>
      {item && <p data-testid={`item-${item.state}`}>{item.text}</p>}
      {item?.state === 'no-access-account' && (
        <button type="button" onClick={onGrantAccess} data-testid="collections-grant-access">
          {t('ui_collections_grant_access')}
        </button>
      )}
      <p class="muted">
        <span data-testid="location-locale">
          {locale.primary ? t('ui_location_primary', locale.name) : locale.name}
        </span>
        {' · '}
        <span data-testid="location-site">{site.name}</span>
      </p>
      {path && (
        <p class="muted mono" data-testid="location-path">
          {path}
        </p>
      )}
      {refresh}
    </section>
  );
}
