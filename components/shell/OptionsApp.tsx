import { AccountList } from '../account/AccountList';
import { AppHeader } from '../common/AppHeader';
import { Loading } from '../common/Loading';
import { RateBudget } from '../common/RateBudget';
import { SettingsForm } from '../account/SettingsForm';
import { SignInForms } from '../account/SignInForms';
import { SiteFullView } from '../site/SiteFullView';
import type { PageActions } from '../../lib/core/model/contributions';
import { t } from '../../lib/core/i18n/t';
import type { OptionsModel } from '../../lib/app/model/options-model';

/**
 * The options page: accounts, sign-in and connection settings; or, on a `#site=` hash, a site's
 * sections (the grid, custom fonts, webhooks) at full width.
 */
export function OptionsApp({
  model,
  now,
  actions,
}: {
  model: OptionsModel;
  now: number;
  actions: PageActions;
}) {
  const { session, settings } = model;
  const status = session.status.value;
  const route = model.route.value;
  const oauthAvailable = settings.oauthAvailable.value;
  if (route) {
    return (
      <main class="app app--page app--wide" data-testid="options">
        <AppHeader subtitle={t('options_wholeSite')} />
        <p>
          <a href="#">{t('options_settingsLink')}</a>
        </p>
        <SiteFullView
          model={model}
          route={route}
          accounts={status?.accounts ?? []}
          actions={actions}
        />
      </main>
    );
  }
  return (
    <main class="app app--page" data-testid="options">
      <AppHeader subtitle={t('ui_options_subtitle')} />
      {session.error.value && (
        <p class="error" role="alert">
          {session.error.value}
        </p>
      )}
      {!status && !session.error.value && <Loading text={t('ui_status_checking')} />}
      {status && !status.signedIn && (
        <p class="muted" data-testid="signed-out">
          {oauthAvailable ? t('ui_options_signed_out') : t('ui_options_signed_out_key_only')}
        </p>
      )}
      <AccountList session={session} />
      {status?.signedIn && (
        <p>
          <a href="#site=" class="button-link" data-testid="open-site-views">
            {t('options_openSiteViews')}
          </a>
        </p>
      )}
      {status && <RateBudget rates={status.rates} now={now} />}
      <SignInForms session={session} oauthAvailable={oauthAvailable} />
      <SettingsForm settings={settings} />
      {status && <p class="muted">{t('ui_options_version', status.version)}</p>}
    </main>
  );
}
