import type { SessionModel } from '../lib/models/session-model';
import { AppHeader } from './AppHeader';
import { StatusView } from './StatusView';

/** What the popup can ask its host page to do. */
export interface PopupActions {
  openSidePanel(): void;
  openOptions(): void;
}

/** The toolbar popup. */
export function PopupApp({ session, actions }: { session: SessionModel; actions: PopupActions }) {
  return (
    <main class="app app--popup" data-testid="popup">
      <AppHeader subtitle="Schema, metadata and assets for this page" />
      <StatusView session={session} onSignIn={actions.openOptions} />
      <div class="actions">
        <button type="button" onClick={actions.openSidePanel} data-testid="open-side-panel">
          Open side panel
        </button>
        <button type="button" onClick={actions.openOptions} data-testid="open-options">
          Settings
        </button>
      </div>
    </main>
  );
}
