import { t } from '../../lib/core/i18n/t';
/** An error the editor can act on: what went wrong, and a way to try again when there is one. */
export function ErrorNotice({
  message,
  onRetry,
  testId,
}: {
  message: string;
  onRetry?: () => void;
  /** The message's test id; its button's is the same with `-retry` for `-error`. */
  testId?: string;
}) {
  return (
    <div class="stack">
      <p class="error" role="alert" data-testid={testId}>
        {message}
      </p>
      {onRetry && (
        <button
          type="button"
          class="link"
          onClick={onRetry}
          data-testid={testId ? testId.replace(/-error$/, '-retry') : 'retry'}
        >
          {t('ui_error_retry')}
        </button>
      )}
    </div>
  );
}
