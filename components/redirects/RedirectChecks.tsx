import type { HostRedirectCheck as RedirectCheck } from '../../lib/features/redirects/redirect-messages';
import { t } from '../../lib/core/i18n/t';

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

/** Each redirect's live-site check on each published host: verified or failing, in words. */
export function RedirectChecks({ checks }: { checks: readonly RedirectCheck[] }) {
  const hosts = [...new Set(checks.map((check) => check.host))];
  return (
    <div class="stack" data-testid="redirect-checks">
      {hosts.map((host) => (
        <section key={host} data-testid="redirect-host" data-host={host}>
          <h4 class="mono">{t('redir_checked_on', host)}</h4>
          <ul class="list">
            {checks
              .filter((check) => check.host === host)
              .map((check) => (
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
        </section>
      ))}
      <p class="muted">{t('redir_check_how')}</p>
    </div>
  );
}
