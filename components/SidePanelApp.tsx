import type { PanelTab, SidePanelModel } from '../lib/models/side-panel-model';
import type { PanelAction } from '../lib/storage/items';
import { AddSchemaPicker } from './AddSchemaPicker';
import { AssetsTab, type AssetsTabActions } from './AssetsTab';
import { FontsTab } from './FontsTab';
import { MetadataTab } from './MetadataTab';
import { AppHeader } from './AppHeader';
import { PageLocationView } from './PageLocationView';
import { SchemaTab } from './SchemaTab';
import { SiteTab, type SiteBulkSlot } from './SiteTab';
import type { ExportFile } from '../lib/site/export';
import type { ComponentChildren } from 'preact';
import { StatusView } from './StatusView';
import { WebhooksTab } from './WebhooksTab';

const TAB_NAMES: Record<PanelTab, string> = {
  schema: 'Schema',
  metadata: 'Metadata',
  assets: 'Assets',
  site: 'Site',
  fonts: 'Fonts',
  webhooks: 'Webhooks',
};

/** What the Site tab asks the side panel's page to do. */
export interface SiteTabActions {
  download(file: ExportFile): void;
  openFullView(siteId: string): void;
  /** Renders the bulk-change panel under the grid. */
  bulk?: (slot: SiteBulkSlot) => ComponentChildren;
}

/** The side panel (the sidebar in Firefox). */
export function SidePanelApp({
  model,
  pendingAction,
  onSignIn,
  confirm,
  assetActions,
  copyText,
  siteActions,
}: {
  model: SidePanelModel;
  pendingAction: PanelAction | null;
  onSignIn: () => void;
  confirm: (question: string) => boolean;
  assetActions: AssetsTabActions;
  /** Puts text on the clipboard (a new webhook's signing secret). */
  copyText: (text: string) => void | Promise<void>;
  siteActions: SiteTabActions;
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
          <div class="tabs" role="tablist" aria-label="What to edit">
            {(Object.keys(TAB_NAMES) as PanelTab[]).map((id) => (
              <button
                key={id}
                type="button"
                role="tab"
                aria-selected={tab === id}
                onClick={() => (model.tab.value = id)}
                data-testid={`panel-tab-${id}`}
              >
                {TAB_NAMES[id]}
              </button>
            ))}
          </div>
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
          {tab === 'fonts' && <FontsTab model={model.fonts} confirm={confirm} />}
          {tab === 'webhooks' && (
            <WebhooksTab model={model.webhooks} confirm={confirm} copy={copyText} />
          )}
          {tab === 'site' && (
            <SiteTab
              model={model.site}
              onDownload={siteActions.download}
              onOpenFullView={() => siteActions.openFullView(answer.location.site.id)}
              bulk={siteActions.bulk}
              height={360}
            />
          )}
          {tab === 'metadata' && (
            <MetadataTab
              model={model.metadata}
              locales={answer.location.locales}
              host={model.location.url.value ? new URL(model.location.url.value).host : ''}
            />
          )}
        </>
      )}
    </main>
  );
}
