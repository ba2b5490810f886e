import type { SessionModel } from '../lib/models/session-model';
import { AppHeader } from './AppHeader';
import { StatusView } from './StatusView';

/** The options page: accounts and settings. */
export function OptionsApp({ session }: { session: SessionModel }) {
  const version = session.status.value?.version;
  return (
    <main class="app app--page" data-testid="options">
      <AppHeader subtitle="Settings" />
      <section aria-labelledby="account-title" class="app">
        <h2 id="account-title">Account</h2>
        <StatusView session={session} />
      </section>
      {version && <p class="muted">Version {version}</p>}
    </main>
  );
}
