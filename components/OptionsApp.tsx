import type { SessionModel } from '../lib/models/session-model';
import type { SettingsModel } from '../lib/models/settings-model';
import { AccountList } from './AccountList';
import { AppHeader } from './AppHeader';
import { Loading } from './Loading';
import { RateBudget } from './RateBudget';
import { SettingsForm } from './SettingsForm';
import { SignInForms } from './SignInForms';

/** The options page: accounts, sign-in and connection settings. */
export function OptionsApp({
  session,
  settings,
  now,
}: {
  session: SessionModel;
  settings: SettingsModel;
  now: number;
}) {
  const status = session.status.value;
  return (
    <main class="app app--page" data-testid="options">
      <AppHeader subtitle="Settings" />
      {session.error.value && (
        <p class="error" role="alert">
          {session.error.value}
        </p>
      )}
      {!status && !session.error.value && <Loading text="Checking your sign-in…" />}
      {status && !status.signedIn && (
        <p class="muted" data-testid="signed-out">
          Not signed in. Sign in with your account, or paste a site API key from your site’s
          settings (“API access”).
        </p>
      )}
      <AccountList session={session} />
      {status && <RateBudget rates={status.rates} now={now} />}
      <SignInForms session={session} />
      <SettingsForm settings={settings} />
      {status && <p class="muted">Version {status.version}</p>}
    </main>
  );
}
