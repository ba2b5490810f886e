import type { SessionModel } from '../lib/models/session-model';
import type { PanelAction } from '../lib/storage/items';
import { AppHeader } from './AppHeader';
import { StatusView } from './StatusView';

/** The side panel (the sidebar in Firefox). */
export function SidePanelApp({
  session,
  pendingAction,
  onSignIn,
}: {
  session: SessionModel;
  pendingAction: PanelAction | null;
  onSignIn: () => void;
}) {
  return (
    <main class="app" data-testid="side-panel">
      <AppHeader subtitle="The page in the current tab" />
      {pendingAction && (
        <section class="card" data-testid="pending-action">
          <h2>Add schema</h2>
          <p class="muted">
            {pendingAction.selectionText
              ? `From your selection: “${pendingAction.selectionText.slice(0, 120)}”`
              : 'For the page you were on.'}
          </p>
        </section>
      )}
      <StatusView session={session} onSignIn={onSignIn} />
    </main>
  );
}
