import type { PageRef, PageToolsModel } from '../lib/models/page-tools-model';
import type { LocaleEditor, SchemaModel } from '../lib/models/schema-model';
import { LiveCheckView } from './LiveCheckView';
import { SchemaLocalePanel } from './SchemaLocalePanel';

const MARK: Record<string, string> = { own: '✓', inherited: '↩', none: '–', raw: '⚠' };

function badge(editor: LocaleEditor): string {
  const errors = editor.diagnostics.value.filter((d) => d.severity === 'error').length;
  if (errors > 0) return `✗ ${errors}`;
  return MARK[editor.remote.value?.state ?? 'none'] ?? '';
}

/** The Schema tab: one tab per locale (primary first), each with its markup's state and editor. */
export function SchemaTab({
  model,
  tools,
  page,
  confirm,
  live,
}: {
  model: SchemaModel;
  tools: PageToolsModel;
  page: PageRef;
  confirm: (question: string) => boolean;
  /** The tab this panel describes and the locale it shows, for the live comparison. */
  live?: { tabId: number; localeId: string };
}) {
  const editors = model.editors.value;
  if (model.error.value) {
    return (
      <div class="stack">
        <p class="error" role="alert" data-testid="schema-error">
          {model.error.value}
        </p>
        <div class="actions">
          <button type="button" onClick={() => void model.retry()} data-testid="schema-retry">
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (editors.length === 0) return <p class="muted">Loading the page’s markup…</p>;
  const active = editors.find((e) => e.locale.id === model.active.value) ?? editors[0]!;
  const primary = editors.find((e) => e.locale.primary);
  const publish = tools.publish.value;
  return (
    <section class="stack" data-testid="schema-tab">
      <div class="actions">
        <button
          type="button"
          disabled={publish.state === 'publishing'}
          onClick={() => void tools.publishSite(page.siteId)}
          data-testid="publish"
        >
          {publish.state === 'publishing' ? 'Publishing…' : 'Publish site'}
        </button>
        {publish.text && (
          <span
            role={publish.state === 'error' ? 'alert' : 'status'}
            class={publish.state === 'error' ? 'error' : 'muted'}
            data-testid="publish-status"
          >
            {publish.text}
          </span>
        )}
      </div>
      <div class="tabs" role="tablist" aria-label="Locales">
        {editors.map((e) => (
          <button
            key={e.locale.id}
            type="button"
            role="tab"
            id={`locale-tab-${e.locale.id}`}
            aria-selected={e === active}
            aria-controls="locale-panel"
            onClick={() => (model.active.value = e.locale.id)}
            data-testid={`locale-tab-${e.locale.tag}`}
          >
            {e.locale.name} <span aria-hidden="true">{badge(e)}</span>
            {e.dirty.value && <span class="dot" title="Unsaved draft" />}
          </button>
        ))}
      </div>
      <div id="locale-panel" role="tabpanel" aria-labelledby={`locale-tab-${active.locale.id}`}>
        <SchemaLocalePanel
          key={active.locale.id}
          editor={active}
          model={model}
          primaryName={primary?.locale.name ?? 'primary'}
          confirm={confirm}
        />
        {live && live.localeId === active.locale.id && (
          <LiveCheckView tools={tools} tabId={live.tabId} page={page} locale={active.locale} />
        )}
      </div>
    </section>
  );
}
