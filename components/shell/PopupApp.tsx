import type { LocationModel } from '../../lib/core/model/location-model';
import type { SessionModel } from '../../lib/features/account/model/session-model';
import type { SummaryModel } from '../../lib/features/schema/model/summary-model';
import { mainAction } from '../../lib/app/model/popup-action';
import type { LiveVerdictModel } from '../../lib/features/live-site/model/live-verdict-model';
import { grantCollections } from '../../lib/features/collections/model/grant-access';
import { LiveVerdict } from '../live-site/LiveVerdict';
import { LocaleChips } from '../schema/LocaleChips';
import { MainActionButton } from './MainAction';
import type { PopupActions } from './popup-actions';
import { AppHeader } from '../common/AppHeader';
import { PageLocationView } from '../common/PageLocationView';
import { RateBudget } from '../common/RateBudget';
import { StatusView } from '../common/StatusView';
import { t } from '../../lib/core/i18n/t';

export type { PopupActions } from './popup-actions';

/**
 * The toolbar popup. One main action, primary-styled: signed out, "Sign in"; signed in, what the
 * page needs most ("Fix in side panel", "Create French version", "Add schema", else "Open side
 * panel"); the rest are secondary buttons and links.
 */
export function PopupApp({
  session,
  location,
  summary,
  actions,
  now,
  live,
}: {
  session: SessionModel;
  location: LocationModel;
  summary: SummaryModel;
  actions: PopupActions;
  now: number;
  /** The site's last live check, for this page's verdict. */
  live?: LiveVerdictModel;
}) {
  const status = session.status.value;
  const located = location.answer.value?.ok ? location.answer.value.location : undefined;
  const signedIn = status?.signedIn === true;
  const main = signedIn ? mainAction(located, summary.summaries.value) : undefined;
  return (
    <main class="app app--popup" data-testid="popup">
      <AppHeader subtitle={t('ui_popup_subtitle')} />
      {signedIn && (
        <PageLocationView
          location={location}
          onGrantAccess={() => void grantCollections(session, location)}
        />
      )}
      {signedIn && located && (
        <LocaleChips locales={located.locales} summary={summary} onOpen={actions.openLocale} />
      )}
      {status?.signedIn && located && live && <LiveVerdict model={live} now={now} />}
      <StatusView session={session} onSignIn={actions.openOptions} />
      {signedIn && <RateBudget rates={status.rates} now={now} onlyWhenLow />}
      <div class="actions">
        {main && main.kind !== 'open' && <MainActionButton action={main} actions={actions} />}
        <button
          type="button"
          class={main?.kind === 'open' ? 'primary' : undefined}
          onClick={actions.openSidePanel}
          data-testid="open-side-panel"
        >
          {t('ui_popup_open_side_panel')}
        </button>
      </div>
      <div class="actions">
        <button type="button" class="link" onClick={actions.openOptions} data-testid="open-options">
          {t('ui_popup_settings')}
        </button>
        {signedIn && (
          <button
            type="button"
            class="link"
            onClick={() => void session.signOut()}
            data-testid="sign-out"
          >
            {t('ui_accounts_sign_out')}
          </button>
        )}
      </div>
    </main>
  );
}
