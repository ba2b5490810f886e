import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import type { LocaleEditor, SchemaModel } from '../../lib/features/schema/model/schema-model';
import { t } from '../../lib/core/i18n/t';

/**
 * The end of the Schema tab, away from the problem list: "Publish site…" (unless it sits next to
 * a save's notice) and "Delete markup…", which asks first.
 */
export function SchemaMore({
  editor,
  model,
  confirm,
  publish,
}: {
  editor: LocaleEditor;
  model: SchemaModel;
  confirm: (question: string) => boolean;
  /** The publish control, when it is not shown next to a save's notice. */
  publish?: ComponentChildren;
}) {
  const headingId = useId();
  const own = editor.remote.value?.state === 'own';
  if (!own && !publish) return null;
  return (
    <section class="stack schema-more" aria-labelledby={headingId} data-testid="schema-more">
      <h2 id={headingId}>{t('ui_schema_more')}</h2>
      {publish}
      {own && (
        <div class="actions">
          <button
            type="button"
            disabled={editor.busy.value !== undefined}
            onClick={() => {
              const clear = () => void model.clear(editor.locale.id);
              // A template's markup asks in the panel, naming its reach; a page's asks as before.
              if (model.guard.reach.value) model.guard.ask('delete', editor.locale.name, clear);
              else if (confirm(t('ui_schema_clear_confirm', editor.locale.name))) clear();
            }}
            data-testid="schema-clear"
          >
            {t('ui_schema_clear')}
          </button>
        </div>
      )}
    </section>
  );
}
