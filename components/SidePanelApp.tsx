import type { SidePanelModel } from '../lib/models/side-panel-model';
import type { PanelAction } from '../lib/storage/items';
import { AddSchemaPicker } from './AddSchemaPicker';
import { AppHeader } from './AppHeader';
import { PageLocationView } from './PageLocationView';
import { SchemaTab } from './SchemaTab';
import { StatusView } from './StatusView';

/** The side panel (the sidebar in Firefox). */
export function SidePanelApp({
  model,
  pendingAction,
  onSignIn,
  confirm,
}: {
  model: SidePanelModel;
  pendingAction: PanelAction | null;
  onSignIn: () => void;
  confirm: (question: string) => boolean;
}) {
  const signedIn = model.session.status.value?.signedIn;
  const answer = model.location.answer.value;
  const tabId = model.tabId.value;
  const live =
    answer?.ok &&
    tabId !== undefined &&
    answer.location.via !== 'picked' &&
    answer.location.via !== 'designer'
      ? { tabId, localeId: answer.location.locale.id }
      : undefined;
  return (
    <main class="app" data-testid="side-panel">
      <AppHeader subtitle="The page in the current tab" />
      {pendingAction?.kind === 'add-schema' && !model.addSchema.open.value && (
        <section class="card" data-testid="pending-action">
          <h2>Add schema</h2>
          <p class="muted">
            {pendingAction.selectionText
              ? `From your selection: “${pendingAction.selectionText.slice(0, 120)}”`
              : 'For the page you were on.'}
          </p>
        </section>
      )}
      {!signedIn && <StatusView session={model.session} onSignIn={onSignIn} />}
      {signedIn && <PageLocationView location={model.location} />}
      <AddSchemaPicker model={model.addSchema} />
      {signedIn && model.location.answer.value?.ok && (
        <SchemaTab model={model.schema} confirm={confirm} live={live} />
      )}
    </main>
  );
}
