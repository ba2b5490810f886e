import type { ComponentChildren, ComponentType } from 'preact';
import type { LazyModel } from '../../lib/core/model/lazy-model';
import { tabShowsOn } from '../../lib/core/model/contributions';
import type {
  ContributedViewProps,
  PageActions,
  PanelPlace,
} from '../../lib/core/model/contributions';
import { HOME_TAB, type SidePanelModel } from '../../lib/app/model/side-panel-model';
import type { PanelTabEntry } from '../../lib/app/model/panel-tabs';
import type { PanelAction } from '../../lib/features/menus/panel-action';
import { AppHeader } from '../common/AppHeader';
import { lazyView, TabLoad } from '../common/LazyView';
import { PageLocationView } from '../common/PageLocationView';
import { RateBudget } from '../common/RateBudget';
import { SchemaTab } from '../schema/SchemaTab';
import { StatusView } from '../common/StatusView';
import { TabList, tabDomId } from './TabList';
import { grantCollections } from '../../lib/features/collections/model/grant-access';
import { t } from '../../lib/core/i18n/t';

// The Schema tab shows first and stays in the panel's own code; every other tab is a feature's,
// whose view loads in its own chunk when the tab is first shown (its model does the same).
// "Add schema…" from the context menu: the picker's code loads with its model, when one starts.
const AddSchemaPicker = lazyView(
  async () => (await import('../menus/AddSchemaPicker')).AddSchemaPicker,
  true,
);

type TabView = ComponentType<ContributedViewProps<unknown, PanelPlace>>;
const views = new Map<string, TabView>();

/** The view of a contributed tab, made once per tab so its loaded code is kept. */
function viewOf({ spec }: PanelTabEntry): TabView {
  let view = views.get(spec.id);
  if (!view) {
    view = lazyView(spec.view as () => Promise<TabView>);
    views.set(spec.id, view);
  }
  return view;
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
  actions,
}: {
  model: SidePanelModel;
  pendingAction: PanelAction | null;
  onSignIn: () => void;
  /** What the tabs ask the panel's page to do (confirm, copy, open, download). */
  actions: PageActions;
}) {
  const signedIn = model.session.status.value?.signedIn;
  const tab = model.tab.value;
  const answer = model.location.answer.value;
  const tabId = model.tabId.value;
  const addSchema = model.addSchema.current.value;
  const addingSchema = pendingAction?.kind === 'add-schema';
  const shown = model.tabs.byId(tab);
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
            tabs={[
              { id: HOME_TAB, label: t('ui_panel_tab_schema'), testId: `panel-tab-${HOME_TAB}` },
              ...model.tabs.list
                .filter(({ spec }) => tabShowsOn(spec, answer.location))
                .map(({ spec }) => ({
                  id: spec.id,
                  label: spec.title(),
                  testId: `panel-tab-${spec.id}`,
                })),
            ]}
            selected={tab}
            onSelect={(id) => (model.tab.value = id)}
          />
          <div id="panel-tabpanel" role="tabpanel" aria-labelledby={tabDomId('panel', tab)}>
            {tab === HOME_TAB && (
              <SchemaTab
                model={model.schema}
                tools={model.tools}
                page={{ siteId: answer.location.site.id, pageId: answer.location.page.id }}
                // An item's page is its template's: publishing "only this page" would reach every item.
                pageTitle={answer.location.itemSlug ? undefined : answer.location.page.title}
                confirm={actions.confirm}
                live={live}
                hidden={model.hidden.value}
                onRetry={() => model.retry(HOME_TAB)}
              />
            )}
            {shown && (
              <WithModel lazy={shown.model} onRetry={() => model.retry(shown.spec.id)}>
                {(tabModel) => {
                  const View = viewOf(shown);
                  return (
                    <View
                      model={tabModel}
                      place={{ location: answer.location, url: model.location.url.value }}
                      actions={actions}
                      onRetry={() => model.retry(shown.spec.id)}
                    />
                  );
                }}
              </WithModel>
            )}
          </div>
        </>
      )}
    </main>
  );
}
