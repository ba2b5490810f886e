import { useEffect, useRef } from 'preact/hooks';
import type { TemplateGuard } from '../../lib/features/schema/model/template-guard';
import { t } from '../../lib/core/i18n/t';

/**
 * What a collection template's markup reaches: the banner above the Schema tab (`banner`), or the
 * question a write to it waits on (`confirm`).
 */
export function TemplateNotice({
  guard,
  part,
}: {
  guard: TemplateGuard;
  part: 'banner' | 'confirm';
}) {
  return part === 'banner' ? <TemplateBanner guard={guard} /> : <TemplateConfirm guard={guard} />;
}

/** "This markup belongs to the Blog Posts template: all 40 published items show it." */
function TemplateBanner({ guard }: { guard: TemplateGuard }) {
  const reach = guard.reach.value;
  if (!reach) return null;
  return (
    <p class="card" data-testid="template-banner">
      {reach.itemCount === undefined
        ? t('ui_template_banner_unknown', reach.collection)
        : t('ui_template_banner', reach.collection, reach.itemCount)}
    </p>
  );
}

const cancelWrite = (guard: TemplateGuard) => (guard.pending.value = undefined);

const QUESTION = {
  save: 'ui_template_confirm_save',
  delete: 'ui_template_confirm_delete',
  'locale-version': 'ui_template_confirm_locale_version',
} as const;

/**
 * The question a write to a template's markup waits on, naming the collection and the count.
 * Cancel (or Escape) sends nothing; focus starts on Cancel.
 */
function TemplateConfirm({ guard }: { guard: TemplateGuard }) {
  const pending = guard.pending.value;
  const reach = guard.reach.value;
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), [pending]);
  if (!pending || !reach) return null;
  const count =
    reach.itemCount === undefined
      ? t('ui_template_reach_unknown')
      : t('ui_template_reach', reach.itemCount);
  return (
    <div
      role="alertdialog"
      aria-labelledby="template-confirm-question"
      class="card"
      onKeyDown={(e) => {
        if (e.key === 'Escape') cancelWrite(guard);
      }}
      data-testid="template-confirm"
    >
      <p id="template-confirm-question">
        {t(QUESTION[pending.write], reach.collection, count, pending.locale)}
      </p>
      <div class="actions">
        <button
          type="button"
          class="primary"
          onClick={() => {
            cancelWrite(guard);
            pending.run();
          }}
          data-testid="template-confirm-yes"
        >
          {t('ui_template_confirm_yes')}
        </button>
        <button
          type="button"
          ref={cancel}
          onClick={() => cancelWrite(guard)}
          data-testid="template-confirm-no"
        >
          {t('ui_template_confirm_no')}
        </button>
      </div>
    </div>
  );
}
