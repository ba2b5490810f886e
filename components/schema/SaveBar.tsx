import {
  canSave,
  type LocaleEditor,
  type SchemaModel,
} from '../../lib/features/schema/model/schema-model';
import { t } from '../../lib/core/i18n/t';

/**
 * Save, "Discard draft" and the draft's state, held at the bottom of the panel's viewport so they
 * stay in reach however far the editor or the findings are scrolled.
 */
export function SaveBar({
  editor,
  model,
  confirm,
}: {
  editor: LocaleEditor;
  model: SchemaModel;
  confirm: (question: string) => boolean;
}) {
  const id = editor.locale.id;
  const dirty = editor.dirty.value;
  return (
    <div class="save-bar" role="group" aria-label={t('ui_schema_save_bar')} data-testid="save-bar">
      <button
        type="button"
        class="primary"
        disabled={!canSave(editor)}
        onClick={() => model.guard.ask('save', editor.locale.name, () => void model.save(id))}
        data-testid="schema-save"
      >
        {editor.busy.value === 'saving' ? t('ui_schema_saving') : t('ui_schema_save')}
      </button>
      {dirty && (
        <button
          type="button"
          disabled={editor.busy.value !== undefined}
          onClick={() => {
            if (confirm(t('ui_schema_discard_confirm', editor.locale.name))) void model.discard(id);
          }}
          data-testid="schema-discard"
        >
          {t('ui_schema_discard')}
        </button>
      )}
      {dirty ? (
        <span class="muted" data-testid="schema-draft-badge">
          {editor.kept.value ? t('ui_schema_draft_badge') : t('ui_schema_draft_unsaved')}
        </span>
      ) : (
        <span class="muted" data-testid="schema-no-draft">
          {t('ui_schema_no_draft')}
        </span>
      )}
    </div>
  );
}
