import type { PanelTab, SidePanelModel } from '../lib/models/side-panel-model';
import type { PanelAction } from '../lib/storage/items';
import { AddSchemaPicker } from './AddSchemaPicker';
import { AssetsTab, type AssetsTabActions } from './AssetsTab';
import { MetadataTab } from './MetadataTab';
import { AppHeader } from './AppHeader';
import { PageLocationView } from './PageLocationView';
import { SchemaTab } from './SchemaTab';
import { StatusView } from './StatusView';
import { TabList, tabDomId } from './TabList';

const TAB_NAMES: Record<PanelTab, string> = {
  schema: 'Schema',
  metadata: 'Metadata',
  assets: 'Assets',
};

/** The side panel (the sidebar in Firefox). */
export function SidePanelApp({
  model,
  pendingAction,
  onSignIn,
  confirm,
  assetActions,
}: {
  model: SidePanelModel;
  pendingAction: PanelAction | null;
  onSignIn: () => void;
  confirm: (question: string) => boolean;
  assetActions: AssetsTabActions;
}) {
  const signedIn = model.session.status.value?.signedIn;
  const tab = model.tab.value;
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
      {signedIn && answer?.ok && (
        <>
          <TabList
            label="What to edit"
            prefix="panel"
            panelId="panel-tabpanel"
            tabs={(Object.keys(TAB_NAMES) as PanelTab[]).map((id) => ({
              id,
              label: TAB_NAMES[id],
              testId: `panel-tab-${id}`,
            }))}
            selected={tab}
            onSelect={(id) => (model.tab.value = id as PanelTab)}
          />
          <div id="panel-tabpanel" role="tabpanel" aria-labelledby={tabDomId('panel', tab)}>
            {tab === 'schema' && (
              <SchemaTab
                model={model.schema}
                tools={model.tools}
                page={{ siteId: answer.location.site.id, pageId: answer.location.page.id }}
                confirm={confirm}
                live={live}
              />
            )}
            {tab === 'assets' && (
              <AssetsTab
                model={model.assets}
                locales={answer.location.locales}
                actions={assetActions}
              />
            )}
            {tab === 'metadata' && (
              <MetadataTab
                model={model.metadata}
                locales={answer.location.locales}
                host={model.location.url.value ? new URL(model.location.url.value).host : ''}
              />
            )}
          </div>
        </>
      )}
    </main>
  );
}
