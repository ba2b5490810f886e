import type {
  PageRef,
  PageToolsModel,
} from '../../lib/features/page-compare/model/page-tools-model';
import type { LocaleEditor, SchemaModel } from '../../lib/features/schema/model/schema-model';
import { ErrorNotice } from '../common/ErrorNotice';
import { LiveCheckView } from '../page-compare/LiveCheckView';
import { Loading } from '../common/Loading';
import { Publish } from '../publish/publish-lazy';
import { SchemaLocalePanel } from './SchemaLocalePanel';
import { SchemaMore } from './SchemaMore';
import { TemplateNotice } from './template-notice-lazy';
import { TabList, tabDomId } from '../shell/TabList';
import { t } from '../../lib/core/i18n/t';
import type { HiddenReasons } from '../../lib/features/live-site/model/page-index-model';

const MARK: Record<string, string> = { own: '✓', inherited: '↩', none: '–', raw: '⚠' };

function badge(editor: LocaleEditor): string {
  const errors = editor.diagnostics.value.filter((d) => d.severity === 'error').length;
  if (errors > 0) return `✗ ${errors}`;
  return MARK[editor.remote.value?.state ?? 'none'] ?? '';
}

/**
 * The Schema tab: one tab per locale (primary first), each with its verdict, editor, Save bar and
 * findings; "Publish site…" follows a save's notice, else it waits with "Delete markup…" at the end.
 */
export function SchemaTab({
  model,
  tools,
  page,
  pageTitle,
  confirm,
  live,
  hidden,
  onRetry,
}: {
  model: SchemaModel;
  tools: PageToolsModel;
  page: PageRef;
  /** The page's title: "Publish only this page" is offered for it when given. */
  pageTitle?: string;
  confirm: (question: string) => boolean;
  /** The tab this panel describes and the locale it shows, for the live comparison. */
  live?: { tabId: number; localeId: string };
  /** Per locale id, why Google will not show the page (the last live check's). */
  hidden?: HiddenReasons;
  /** Loads the markup again after an error. */
  onRetry?: () => void;
}) {
  const editors = model.editors.value;
  if (model.error.value) {
    return (
      <ErrorNotice
        message={model.error.value}
        onRetry={onRetry ?? (() => void model.retry())}
        testId="schema-error"
      />
    );
  }
  if (editors.length === 0) return <Loading text={t('ui_schema_loading')} />;
  const active = editors.find((e) => e.locale.id === model.active.value) ?? editors[0]!;
  const primary = editors.find((e) => e.locale.primary);
  const publish = (
    <Publish
      lazy={tools.publish}
      siteId={page.siteId}
      page={pageTitle === undefined ? undefined : { pageId: page.pageId, title: pageTitle }}
    />
  );
  const afterSave = active.notice.value?.publish === true;
  return (
    <section class="stack schema-tab" data-testid="schema-tab">
      {model.guard.reach.value && <TemplateNotice guard={model.guard} part="banner" />}
      <TabList
        label={t('ui_schema_locales')}
        prefix="locale"
        panelId="locale-panel"
        tabs={editors.map((e) => ({
          id: e.locale.id,
          testId: `locale-tab-${e.locale.tag}`,
          label: (
            <>
              {e.locale.name} <span aria-hidden="true">{badge(e)}</span>
              {e.dirty.value && <span class="dot" title={t('ui_schema_unsaved_draft')} />}
            </>
          ),
        }))}
        selected={active.locale.id}
        onSelect={(id) => (model.active.value = id)}
      />
      <div id="locale-panel" role="tabpanel" aria-labelledby={tabDomId('locale', active.locale.id)}>
        <SchemaLocalePanel
          key={active.locale.id}
          editor={active}
          model={model}
          primaryName={primary?.locale.name ?? t('ui_schema_primary')}
          confirm={confirm}
          publish={afterSave && publish}
          hidden={hidden?.[active.locale.id]}
        />
        {live && live.localeId === active.locale.id && (
          <LiveCheckView tools={tools} tabId={live.tabId} page={page} locale={active.locale} />
        )}
        <SchemaMore
          editor={active}
          model={model}
          confirm={confirm}
          publish={afterSave ? undefined : publish}
        />
      </div>
    </section>
  );
}
