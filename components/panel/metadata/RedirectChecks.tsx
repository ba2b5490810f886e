import type { RedirectCheck } from '../../../lib/app/protocol';
import { t } from '../../../lib/core/i18n/t';

/** One live-site check in words. */
export function checkText(check: RedirectCheck): string {
  const detail = check.detail ?? '';
  switch (check.state) {
    case 'verified':
      return t('redir_state_verified', check.toUrl);
    case 'not-redirected':
      return t('redir_state_not_redirected', detail);
    case 'wrong-target':
      return t('redir_state_wrong_target', detail);
    case 'chained':
      return t('redir_state_chained');
    case 'target-missing':
      return t('redir_state_target_missing', detail);
    case 'unreachable':
      return t('redir_state_unreachable', detail);
  }
}

/** Each redirect's live-site check: verified or failing, in words, with how it was checked. */
export function RedirectChecks({ checks }: { checks: readonly RedirectCheck[] }) {
  return (
    <div class="stack" data-testid="redirect-checks">
      <ul class="list">
        {checks.map((check) => (
          <li
            key={check.fromUrl}
            class={check.state === 'verified' ? 'success' : 'warning'}
            data-testid="redirect-check"
            data-state={check.state}
          >
            <span class="mono">{t('redir_move', check.fromUrl, check.toUrl)}</span>{' '}
            {checkText(check)}
          </li>
        ))}
      </ul>
      <p class="muted">{t('redir_check_how')}</p>
    </div>
  );
}
