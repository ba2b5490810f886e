import { canSave, type LocaleEditor, type SchemaModel } from '../../../lib/models/schema-model';
import { JsonLdEditor } from './JsonLdEditor';
import { SchemaConflict } from './SchemaConflict';
import { t } from '../../../lib/i18n/t';

/** One locale of the Schema tab: its state, the editor and the actions. */
export function SchemaLocalePanel({
  editor,
  model,
  primaryName,
  confirm,
}: {
  editor: LocaleEditor;
  model: SchemaModel;
  primaryName: string;
  confirm: (question: string) => boolean;
}) {
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
      {remote?.state === 'inherited' && !editor.dirty.value && (
        <section class="card" data-testid="schema-inherited">
          <p>{t('ui_schema_inherited', primaryName)}</p>
          {!editor.keptInheriting.value && (
            <div class="actions">
              <button
                type="button"
                class="primary"
                onClick={() => model.createFromPrimary(id)}
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
        />
      )}
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          class={notice.kind === 'info' ? 'muted' : notice.kind}
          data-testid="schema-notice"
        >
          {notice.text}
        </p>
      )}
      <div class="actions">
        {editor.dirty.value && (
          <button
            type="button"
            class="primary"
            disabled={!canSave(editor)}
            onClick={() => void model.save(id)}
            data-testid="schema-save"
          >
            {editor.busy.value === 'saving' ? t('ui_schema_saving') : t('ui_schema_save')}
          </button>
        )}
        {remote?.state === 'own' && (
          <button
            type="button"
            disabled={editor.busy.value !== undefined}
            onClick={() => {
              if (confirm(t('ui_schema_clear_confirm', name))) void model.clear(id);
            }}
            data-testid="schema-clear"
          >
            {t('ui_schema_clear')}
          </button>
        )}
        {editor.dirty.value && (
          <span class="muted" data-testid="schema-draft-badge">
            {editor.kept.value ? t('ui_schema_draft_badge') : t('ui_schema_draft_unsaved')}
          </span>
        )}
      </div>
    </div>
  );
}
