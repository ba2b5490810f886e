import type { SessionModel } from '../../lib/features/account/model/session-model';
import { t } from '../../lib/core/i18n/t';

/** The accounts and keys the editor is signed in with, each with the sites it unlocks. */
export function AccountList({ session }: { session: SessionModel }) {
  const accounts = session.status.value?.accounts ?? [];
  if (accounts.length === 0) return null;
  const busy = session.busy.value !== undefined;
  return (
    <section class="card" aria-labelledby="accounts-title" data-testid="accounts">
      <h2 id="accounts-title">{t('ui_accounts_title')}</h2>
      <ul class="list">
        {accounts.map((account) => (
          <li key={account.id} class="list__row" data-testid="account">
            <div>
              <strong>
                {account.kind === 'oauth' ? account.label : t('ui_accounts_site_key')}
              </strong>
              {account.masked && <span class="muted"> {account.masked}</span>}
              <p class="muted">
                {t(
                  account.sites.length === 1 ? 'ui_accounts_sites_one' : 'ui_accounts_sites_many',
                  account.sites.map((s) => s.name).join(', ') || t('ui_accounts_sites_none'),
                )}
              </p>
            </div>
            <button type="button" disabled={busy} onClick={() => void session.signOut(account.id)}>
              {account.kind === 'oauth' ? t('ui_accounts_sign_out') : t('ui_accounts_remove')}
              <span class="visually-hidden"> {account.label}</span>
            </button>
          </li>
        ))}
      </ul>
      {accounts.length > 1 && (
        <div class="actions">
          <button type="button" disabled={busy} onClick={() => void session.signOut()}>
            {t('ui_accounts_sign_out_all')}
          </button>
        </div>
      )}
    </section>
  );
}
