import type { WebhooksModel } from '../../lib/features/webhooks/model/webhooks-model';
import { webhookText } from '../../lib/features/webhooks/messages';
import { WebhookCreateForm } from './WebhookCreateForm';
import { WebhookList } from './WebhookList';
import { WebhookSecretPanel } from './WebhookSecretPanel';
import './webhooks.css';

const t = webhookText;

/**
 * The Webhooks tab, for the side panel and the options page: the site's webhooks by trigger, a
 * create form, and a new webhook's signing secret shown once. `confirm` asks the editor before a
 * delete; `copy` puts the secret on the clipboard.
 */
export function WebhooksTab({
  model,
  confirm,
  copy,
}: {
  model: WebhooksModel;
  confirm: (question: string) => boolean | Promise<boolean>;
  copy: (text: string) => void | Promise<void>;
}) {
  if (model.loadError.value) {
    return (
      <section class="stack" data-testid="webhooks-tab">
        <p class="error" role="alert" data-testid="webhooks-error">
          {model.loadError.value}
        </p>
        <div class="actions">
          <button type="button" onClick={() => void model.reload()} data-testid="webhooks-retry">
            {t.retry}
          </button>
        </div>
      </section>
    );
  }
  if (!model.webhooks.value) {
    return (
      <p class="muted" role="status" data-testid="webhooks-loading">
        {t.loading}
      </p>
    );
  }
  const notice = model.notice.value;
  const groups = model.groups.value;
  const onDelete = async (webhook: { id: string; url: string }, label: string) => {
    if (await confirm(t.list.confirmDelete(label, webhook.url))) {
      await model.remove(webhook.id);
    }
  };
  return (
    <section class="stack" aria-labelledby="webhooks-title" data-testid="webhooks-tab">
      <h2 id="webhooks-title">{t.title}</h2>
      <p class="muted">{t.intro}</p>
      {notice && (
        <WebhookSecretPanel notice={notice} copy={copy} onDismiss={() => model.dismissNotice()} />
      )}
      <WebhookCreateForm model={model} />
      {model.deleteError.value && (
        <p class="error" role="alert" data-testid="webhook-delete-error">
          {model.deleteError.value}
        </p>
      )}
      {groups.length === 0 ? (
        <p class="muted" data-testid="webhooks-empty">
          {t.empty}
        </p>
      ) : (
        <WebhookList
          groups={groups}
          deleting={model.deleting.value}
          onDelete={(webhook, label) => void onDelete(webhook, label)}
        />
      )}
      <p class="visually-hidden" role="status" data-testid="webhooks-status">
        {model.status.value ?? ''}
      </p>
    </section>
  );
}
