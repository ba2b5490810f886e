import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { JsonEditorHandle } from '../../lib/features/schema/editor/types';
import {
  fixesFit,
  type LocaleEditor,
  type SchemaModel,
} from '../../lib/features/schema/model/schema-model';
import { JsonLdEditor } from './JsonLdEditor';
import { SaveBar } from './SaveBar';
import { SchemaVerdict } from './SchemaVerdict';
import type { HiddenVerdict } from '../../lib/features/live-site/model/page-index-model';
import { TemplateNotice } from './template-notice-lazy';
import { lazyView } from '../common/LazyView';
import { t } from '../../lib/core/i18n/t';

// The findings come after the checker's first run, itself loaded apart: their list's code (and
// the rule dates it names) loads beside it, not with the panel's first paint.
const DiagnosticsList = lazyView(
  async () => (await import('./DiagnosticsList')).DiagnosticsList,
  true,
);

// Shown only when a save met someone else's change; its code loads then.
const SchemaConflict = lazyView(
  async () => (await import('./SchemaConflict')).SchemaConflict,
  true,
);

/**
 * One locale of the Schema tab, top to bottom: the verdict, the markup's state, the editor, the
 * Save bar, what the last action did (after a save, with `publish` next to it) and the findings.
 */
export function SchemaLocalePanel({
  editor,
  model,
  primaryName,
  confirm,
  publish,
  hidden,
}: {
  editor: LocaleEditor;
  model: SchemaModel;
  primaryName: string;
  confirm: (question: string) => boolean;
  /** The publish control, shown next to the notice of a save. */
  publish: ComponentChildren;
  /** Why Google will not show the page in this locale (none: nothing known). */
  hidden?: HiddenVerdict;
}) {
  const [handle, setHandle] = useState<JsonEditorHandle | null>(null);
  const remote = editor.remote.value;
  const name = editor.locale.name;
  const id = editor.locale.id;
  const showEditor =
    remote?.state === 'own' ||
    editor.dirty.value ||
    (remote?.state === 'none' && editor.keptInheriting.value === false);
  const notice = editor.notice.value;
  return (
    <div class="stack" data-testid={`schema-locale-${editor.locale.tag}`}>
      <SchemaVerdict editor={editor} primaryName={primaryName} hidden={hidden} />
      {remote?.state === 'inherited' && !editor.dirty.value && (
        <section class="card" data-testid="schema-inherited">
          <p>{t('ui_schema_inherited', primaryName)}</p>
          {!editor.keptInheriting.value && (
            <div class="actions">
              <button
                type="button"
                class="primary"
                onClick={() =>
                  model.guard.ask('locale-version', name, () => void model.createFromPrimary(id))
                }
                data-testid="schema-create-from-primary"
              >
                {t('ui_schema_create_from_primary', name)}
              </button>
              <button type="button" onClick={() => model.keepInheriting(id)}>
                {t('ui_schema_keep_inheriting')}
              </button>
            </div>
          )}
        </section>
      )}
      {remote?.state === 'raw' && !editor.dirty.value && (
        <section class="card" data-testid="schema-raw">
          <p>{t('ui_schema_raw')}</p>
          <pre class="mono">{remote.raw}</pre>
          <div class="actions">
            <button
              type="button"
              onClick={() => model.convertRaw(id)}
              data-testid="schema-convert-raw"
            >
              {t('ui_schema_convert_raw')}
            </button>
          </div>
        </section>
      )}
      {remote?.state === 'none' && !editor.dirty.value && (
        <p class="muted" data-testid="schema-none">
          {t('ui_schema_none')}
        </p>
      )}
      {editor.conflict.value && (
        <SchemaConflict
          conflict={editor.conflict.value}
          onResolve={(choice) => void model.resolve(id, choice)}
        />
      )}
      {showEditor && (
        <JsonLdEditor
          value={editor.text.value}
          onChange={(text) => model.edit(id, text)}
          diagnostics={editor.diagnostics.value}
          label={t('ui_schema_editor_label', name)}
          normalizePaste={model.normalizePaste}
          onReady={setHandle}
        />
      )}
      {model.guard.pending.value && <TemplateNotice guard={model.guard} part="confirm" />}
      {(showEditor || editor.dirty.value) && (
        <SaveBar editor={editor} model={model} confirm={confirm} />
      )}
      {notice && (
        <div class="actions schema-notice">
          <p
            role={notice.kind === 'error' ? 'alert' : 'status'}
            class={notice.kind === 'info' ? 'muted' : notice.kind}
            data-testid="schema-notice"
          >
            {notice.text}
          </p>
          {notice.publish && publish}
        </div>
      )}
      {showEditor && (
        <DiagnosticsList
          diagnostics={editor.diagnostics.value}
          onJump={(d) => handle?.jumpTo(d.range ?? 0)}
          fixable={fixesFit(editor)}
          onFix={(fix) => {
            model.applyFix(id, fix);
            handle?.view.focus();
          }}
        />
      )}
    </div>
  );
}
