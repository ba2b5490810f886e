import { useState } from 'preact/hooks';
import type { CreatedNotice } from '../../lib/features/webhooks/model/webhooks-model';
import { webhookText } from '../../lib/features/webhooks/messages';

const t = webhookText;

/**
 * What follows a create: the new webhook's signing secret, shown this once with a Copy button
 * until the editor says they stored it, or why the service sent none.
 */
export function WebhookSecretPanel({
  notice,
  copy,
  onDismiss,
}: {
  notice: CreatedNotice;
  copy: (text: string) => void | Promise<void>;
  onDismiss: () => void;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>(undefined);
  if (notice.kind === 'no-secret') {
    return (
      <section
        class="card"
        aria-labelledby="webhook-no-secret-title"
        data-testid="webhook-no-secret"
      >
        <h3 id="webhook-no-secret-title">{t.noSecret.heading}</h3>
        <p class="muted">{t.noSecret.body}</p>
        <div class="actions">
          <button type="button" onClick={onDismiss} data-testid="webhook-no-secret-dismiss">
            {t.noSecret.dismiss}
          </button>
        </div>
      </section>
    );
  }
  const onCopy = async () => {
    try {
      await copy(notice.secretKey);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section
      class="card webhook-secret"
      aria-labelledby="webhook-secret-title"
      data-testid="webhook-secret"
    >
      <h3 id="webhook-secret-title">{t.secret.heading}</h3>
      <p class="muted">
        {notice.label} → <span class="mono">{notice.url}</span>
      </p>
      <p class="webhook-secret__warning" role="alert">
        <strong>{t.secret.warning}</strong>
      </p>
      <code class="webhook-secret__value mono" data-testid="webhook-secret-value">
        {notice.secretKey}
      </code>
      <p class="muted">{t.secret.explain}</p>
      <div class="actions">
        <button type="button" onClick={() => void onCopy()} data-testid="webhook-secret-copy">
          {t.secret.copy}
        </button>
        <button
          type="button"
          class="primary"
          onClick={onDismiss}
          data-testid="webhook-secret-dismiss"
        >
          {t.secret.dismiss}
        </button>
      </div>
      <p role="status" class={copied === 'failed' ? 'error' : 'success'}>
        {copied === 'yes' ? t.secret.copied : copied === 'failed' ? t.secret.copyFailed : ''}
      </p>
    </section>
  );
}
