import type { ComponentChildren } from 'preact';
import type { LazyModel } from '../../lib/core/model/lazy-model';
import type { PanelTab, SidePanelModel } from '../../lib/app/model/side-panel-model';
import type { PanelAction } from '../../lib/features/menus/panel-action';
import type { AssetsTabActions } from '../assets/AssetsTab';
import { AppHeader } from '../common/AppHeader';
import { lazyView, TabLoad } from '../common/LazyView';
import { PageLocationView } from '../common/PageLocationView';
import { RateBudget } from '../common/RateBudget';
import { SchemaTab } from '../schema/SchemaTab';
import type { ExportFile } from '../../lib/features/site/export';
import { StatusView } from '../common/StatusView';
import { TabList, tabDomId } from './TabList';
import { grantCollections } from '../../lib/features/collections/model/grant-access';
import { t } from '../../lib/core/i18n/t';

// The Schema tab shows first and stays in the panel's own code; every other tab's views load in
// their own chunks when the tab is first shown (their models do the same, see side-panel-model).
const AssetsTab = lazyView(async () => (await import('../assets/AssetsTab')).AssetsTab);
const MetadataTab = lazyView(async () => (await import('../metadata/MetadataTab')).MetadataTab);
const SitePanelTab = lazyView(async () => (await import('../site/SitePanelTab')).SitePanelTab);
const FontsTab = lazyView(async () => (await import('../fonts/FontsTab')).FontsTab);
const WebhooksTab = lazyView(async () => (await import('../webhooks/WebhooksTab')).WebhooksTab);
// "Add schema…" from the context menu: the picker's code loads with its model, when one starts.
const AddSchemaPicker = lazyView(
  async () => (await import('../menus/AddSchemaPicker')).AddSchemaPicker,
  true,
);

const TAB_NAMES: Record<PanelTab, string> = {
  schema: t('ui_panel_tab_schema'),
  metadata: t('ui_panel_tab_metadata'),
  assets: t('ui_panel_tab_assets'),
  site: t('ui_panel_tab_site'),
  fonts: t('ui_panel_tab_fonts'),
  webhooks: t('ui_panel_tab_webhooks'),
};

/** What the Site tab asks the side panel's page to do. */
export interface SiteTabActions {
  download(file: ExportFile): void;
  openFullView(siteId: string): void;
}

/** Renders `children` with a tab's model once it is made; until then, loading or its failure. */
function WithModel<T>({
  lazy,
  onRetry,
  children,
}: {
  lazy: LazyModel<T>;
  onRetry: () => void;
  children: (model: T) => ComponentChildren;
}) {
  const model = lazy.current.value;
  return model ? <>{children(model)}</> : <TabLoad failed={lazy.failed.value} onRetry={onRetry} />;
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
  const addSchema = model.addSchema.current.value;
  const addingSchema = pendingAction?.kind === 'add-schema';
  const live =
    answer?.ok &&
    tabId !== undefined &&
    answer.location.via !== 'picked' &&
    answer.location.via !== 'designer'
      ? { tabId, localeId: answer.location.locale.id }
      : undefined;
  return (
    <main class="app" data-testid="side-panel">
      <AppHeader subtitle={t('ui_panel_subtitle')} />
      {addingSchema && !addSchema?.open.value && (
        <section class="card" data-testid="pending-action">
          <h2>{t('ui_add_schema_title')}</h2>
          <p class="muted">
            {pendingAction.selectionText
              ? t('ui_panel_from_selection', pendingAction.selectionText.slice(0, 120))
              : t('ui_panel_for_page')}
          </p>
        </section>
      )}
      {!signedIn && <StatusView session={model.session} onSignIn={onSignIn} />}
      {signedIn && (
        <PageLocationView
          location={model.location}
          onGrantAccess={() => void grantCollections(model.session, model.location)}
        />
      )}
      {signedIn && <RateBudget rates={model.session.status.value?.rates ?? []} now={Date.now()} />}
      {addingSchema && model.addSchema.failed.value && (
        <TabLoad failed onRetry={model.retryPending} />
      )}
      {addSchema && <AddSchemaPicker model={addSchema} />}
      {signedIn && answer?.ok && (
        <>
          <TabList
            label={t('ui_panel_tabs_label')}
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
                onRetry={() => model.retry('schema')}
              />
            )}
            {tab === 'assets' && (
              <WithModel lazy={model.assets} onRetry={() => model.retry('assets')}>
                {(assets) => (
                  <AssetsTab
                    model={assets}
                    locales={answer.location.locales}
                    actions={assetActions}
                    onRetry={() => model.retry('assets')}
                  />
                )}
              </WithModel>
            )}
            {tab === 'metadata' && (
              <WithModel lazy={model.metadata} onRetry={() => model.retry('metadata')}>
                {(metadata) => (
                  <MetadataTab
                    model={metadata}
                    locales={answer.location.locales}
                    host={model.location.url.value ? new URL(model.location.url.value).host : ''}
                    onRetry={() => model.retry('metadata')}
                    download={siteActions.download}
                    item={answer.location.item}
                    collection={model.collection.model.value}
                  />
                )}
              </WithModel>
            )}
            {tab === 'site' && (
              <WithModel lazy={model.site} onRetry={() => model.retry('site')}>
                {(site) => (
                  <SitePanelTab
                    model={site}
                    onDownload={siteActions.download}
                    onOpenFullView={() => siteActions.openFullView(answer.location.site.id)}
                  />
                )}
              </WithModel>
            )}
            {tab === 'fonts' && (
              <WithModel lazy={model.fonts} onRetry={() => model.retry('fonts')}>
                {(fonts) => <FontsTab model={fonts} confirm={confirm} />}
              </WithModel>
            )}
            {tab === 'webhooks' && (
              <WithModel lazy={model.webhooks} onRetry={() => model.retry('webhooks')}>
                {(webhooks) => <WebhooksTab model={webhooks} confirm={confirm} copy={copyText} />}
              </WithModel>
            )}
          </div>
        </>
      )}
    </main>
  );
}
