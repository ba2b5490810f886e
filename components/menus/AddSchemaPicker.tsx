import type { AddSchemaModel } from '../../lib/features/menus/model/add-schema-model';
import { t } from '../../lib/core/i18n/t';

/** The starter picker of "Add schema…". */
export function AddSchemaPicker({ model }: { model: AddSchemaModel }) {
  if (!model.open.value) return null;
  return (
    <section class="card" aria-labelledby="add-schema-title" data-testid="add-schema">
      <h2 id="add-schema-title">{t('ui_add_schema_title')}</h2>
      <p class="muted">{t('ui_add_schema_intro')}</p>
      <fieldset class="stack">
        <legend class="muted">{t('ui_add_schema_template')}</legend>
        {model.choices.value.map((choice) => (
          <label key={choice.id} class="check">
            <input
              type="radio"
              name="starter"
              value={choice.id}
              checked={model.selected.value === choice.id}
              onChange={() => (model.selected.value = choice.id)}
              data-testid={`starter-${choice.id}`}
            />
            <span>
              <strong>{choice.label}</strong> <span class="muted">— {choice.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {model.error.value && (
        <p class="error" role="alert">
          {model.error.value}
        </p>
      )}
      <div class="actions">
        <button
          type="button"
          class="primary"
          onClick={() => void model.add()}
          data-testid="add-schema-apply"
        >
          {t('ui_add_schema_apply')}
        </button>
        <button type="button" onClick={() => void model.cancel()}>
          {t('ui_add_schema_cancel')}
        </button>
      </div>
    </section>
  );
}
