import type { LocationModel } from '../lib/models/location-model';
import type { SessionModel } from '../lib/models/session-model';
import { AppHeader } from './AppHeader';
import { PageLocationView } from './PageLocationView';
import { RateBudget } from './RateBudget';
import { StatusView } from './StatusView';

/** What the popup can ask its host page to do. */
export interface PopupActions {
  openSidePanel(): void;
  openOptions(): void;
}

/** The toolbar popup. */
export function PopupApp({
  session,
  location,
  actions,
  now,
}: {
  session: SessionModel;
  location: LocationModel;
  actions: PopupActions;
  now: number;
}) {
  const status = session.status.value;
  return (
    <main class="app app--popup" data-testid="popup">
      <AppHeader subtitle="Schema, metadata and assets for this page" />
      {status?.signedIn && <PageLocationView location={location} />}
      <StatusView session={session} onSignIn={actions.openOptions} />
      {status?.signedIn && <RateBudget rates={status.rates} now={now} />}
      <div class="actions">
        <button type="button" onClick={actions.openSidePanel} data-testid="open-side-panel">
          Open side panel
        </button>
        <button type="button" onClick={actions.openOptions} data-testid="open-options">
          Settings
        </button>
        {status?.signedIn && (
          <button type="button" onClick={() => void session.signOut()} data-testid="sign-out">
            Sign out
          </button>
        )}
      </div>
    </main>
  );
}
