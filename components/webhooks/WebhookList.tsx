import { uiLanguage } from '../../lib/core/i18n/t';
import type { TriggerGroup } from '../../lib/features/webhooks/model/webhooks-model';
import { webhookText } from '../../lib/features/webhooks/messages';
import { acceptsFilter } from '../../lib/features/webhooks/rules';
import type { WebhookView } from '../../lib/features/webhooks/webhook-messages';

const t = webhookText.list;

function when(iso: string | null | undefined): string {
  if (!iso) return t.never;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(uiLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
}

function WebhookRow({
  webhook,
  label,
  deleting,
  onDelete,
}: {
  webhook: WebhookView;
  label: string;
  deleting: boolean;
  onDelete: (webhook: WebhookView) => void;
}) {
  return (
    <li class="webhook-row" data-webhook-id={webhook.id} data-testid="webhook-row">
      <dl class="webhook-row__facts">
        <dt>{t.url}</dt>
        <dd class="mono webhook-row__url">{webhook.url}</dd>
        {acceptsFilter(webhook.triggerType) && (
          <>
            <dt>{t.form}</dt>
            <dd>{webhook.filter?.name ?? t.anyForm}</dd>
          </>
        )}
        <dt>{t.created}</dt>
        <dd>{when(webhook.createdOn)}</dd>
        <dt>{t.lastTriggered}</dt>
        <dd>{when(webhook.lastTriggered)}</dd>
      </dl>
      <button
        type="button"
        disabled={deleting}
        aria-label={t.deleteLabel(label, webhook.url)}
        onClick={() => onDelete(webhook)}
        data-testid="webhook-delete"
      >
        {deleting ? t.deleting : t.delete}
      </button>
    </li>
  );
}

/** The site's webhooks, one group per trigger with its use of the limit. */
export function WebhookList({
  groups,
  deleting,
  onDelete,
}: {
  groups: TriggerGroup[];
  deleting: ReadonlySet<string>;
  onDelete: (webhook: WebhookView, label: string) => void;
}) {
  return (
    <div class="stack" role="group" aria-label={t.label} data-testid="webhook-list">
      {groups.map((group) => (
        <section
          key={group.triggerType}
          class="webhook-group"
          aria-labelledby={`webhook-group-${group.triggerType}`}
          data-trigger={group.triggerType}
          data-testid="webhook-group"
        >
          <h3 id={`webhook-group-${group.triggerType}`} class="webhook-group__title">
            <span>{group.label}</span>
            <span
              class={`webhook-group__count webhook-group__count--${group.limit}`}
              data-testid="webhook-group-count"
            >
              {webhookText.used(group.webhooks.length)}
            </span>
          </h3>
          <ul class="list">
            {group.webhooks.map((webhook) => (
              <WebhookRow
                key={webhook.id}
                webhook={webhook}
                label={group.label}
                deleting={deleting.has(webhook.id)}
                onDelete={(w) => onDelete(w, group.label)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
