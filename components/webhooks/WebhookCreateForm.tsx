import type { WebhooksModel } from '../../lib/features/webhooks/model/webhooks-model';
import { triggerLabels, webhookText } from '../../lib/features/webhooks/messages';
import { TRIGGER_TYPES, acceptsFilter, type TriggerType } from '../../lib/features/webhooks/rules';

const t = webhookText;

/** The create form: trigger, https address (checked as typed), and a form name for forms. */
export function WebhookCreateForm({ model }: { model: WebhooksModel }) {
  const { form } = model;
  const type = form.triggerType.value;
  const label = triggerLabels[type];
  const limit = model.limit.value;
  const urlError = form.urlTouched.value ? model.urlProblem.value : undefined;
  const nameError = model.formNameProblem.value;
  return (
    <form
      class="card stack"
      aria-labelledby="webhook-form-title"
      data-testid="webhook-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void model.create();
      }}
    >
      <h3 id="webhook-form-title">{t.form.heading}</h3>
      <label class="field">
        <span>{t.form.trigger}</span>
        <select
          value={type}
          onChange={(e) => (form.triggerType.value = e.currentTarget.value as TriggerType)}
          data-testid="webhook-trigger"
        >
          {TRIGGER_TYPES.map((id) => (
            <option key={id} value={id}>
              {triggerLabels[id]}
            </option>
          ))}
        </select>
      </label>
      <p class="muted" data-testid="webhook-used">
        {t.usedBy(label, model.used.value)}
      </p>
      {limit === 'near' && (
        <p class="warning" data-testid="webhook-limit-near">
          {t.nearLimit(model.used.value, label)}
        </p>
      )}
      {limit === 'full' && (
        <p class="error" id="webhook-limit-full" data-testid="webhook-limit-full">
          {t.full(label)}
        </p>
      )}
      <label class="field">
        <span>{t.form.url}</span>
        <input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellcheck={false}
          placeholder={t.form.urlPlaceholder}
          value={form.url.value}
          aria-invalid={urlError ? true : undefined}
          aria-describedby={urlError ? 'webhook-url-error' : undefined}
          onInput={(e) => (form.url.value = e.currentTarget.value)}
          onBlur={() => (form.urlTouched.value = form.url.value.trim() !== '')}
          data-testid="webhook-url"
        />
      </label>
      {urlError && (
        <p class="error" id="webhook-url-error" data-testid="webhook-url-error">
          {urlError}
        </p>
      )}
      {acceptsFilter(type) && (
        <div class="field">
          <label class="field">
            <span>{t.form.formName}</span>
            <input
              type="text"
              value={form.formName.value}
              aria-invalid={nameError ? true : undefined}
              aria-describedby="webhook-form-name-hint"
              onInput={(e) => (form.formName.value = e.currentTarget.value)}
              data-testid="webhook-form-name"
            />
          </label>
          <span class={nameError ? 'error' : 'muted'} id="webhook-form-name-hint">
            {nameError ?? t.form.formNameHint}
          </span>
        </div>
      )}
      {form.createError.value && (
        <p class="error" role="alert" data-testid="webhook-create-error">
          {form.createError.value}
        </p>
      )}
      <div class="actions">
        <button
          type="submit"
          class="primary"
          disabled={!model.canCreate.value}
          aria-describedby={limit === 'full' ? 'webhook-limit-full' : undefined}
          data-testid="webhook-create"
        >
          {form.submitting.value ? t.form.submitting : t.form.submit}
        </button>
      </div>
    </form>
  );
}
