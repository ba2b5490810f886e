import type { LocationModel } from '../../lib/models/location-model';
import type { SessionModel } from '../../lib/models/session-model';
import type { SummaryModel } from '../../lib/models/summary-model';
import type { LiveVerdictModel } from '../../lib/models/live-verdict-model';
import { LiveVerdict } from './LiveVerdict';
import { LocaleChips } from './LocaleChips';
import { AppHeader } from '../common/AppHeader';
import { PageLocationView } from '../common/PageLocationView';
import { RateBudget } from '../common/RateBudget';
import { StatusView } from '../common/StatusView';
import { t } from '../../lib/i18n/t';

/** What the popup can ask its host page to do. */
export interface PopupActions {
  openSidePanel(): void;
  /** Opens the side panel on the Schema tab of one locale. */
  openLocale(localeId: string): void;
  openOptions(): void;
}

/** The toolbar popup. */
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
  return (
    <main class="app app--popup" data-testid="popup">
      <AppHeader subtitle={t('ui_popup_subtitle')} />
      {status?.signedIn && <PageLocationView location={location} />}
      {status?.signedIn && located && (
        <LocaleChips locales={located.locales} summary={summary} onOpen={actions.openLocale} />
      )}
      {status?.signedIn && located && live && <LiveVerdict model={live} />}
      <StatusView session={session} onSignIn={actions.openOptions} />
      {status?.signedIn && <RateBudget rates={status.rates} now={now} onlyWhenLow />}
      <div class="actions">
        <button type="button" onClick={actions.openSidePanel} data-testid="open-side-panel">
          {t('ui_popup_open_side_panel')}
        </button>
        <button type="button" onClick={actions.openOptions} data-testid="open-options">
          {t('ui_popup_settings')}
        </button>
        {status?.signedIn && (
          <button type="button" onClick={() => void session.signOut()} data-testid="sign-out">
            {t('ui_accounts_sign_out')}
          </button>
        )}
      </div>
    </main>
  );
}
