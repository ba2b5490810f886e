import type { SessionModel } from '../lib/models/session-model';

/** The accounts and keys the editor is signed in with, each with the sites it unlocks. */
export function AccountList({ session }: { session: SessionModel }) {
  const accounts = session.status.value?.accounts ?? [];
  if (accounts.length === 0) return null;
  const busy = session.busy.value !== undefined;
  return (
    <section class="card" aria-labelledby="accounts-title" data-testid="accounts">
      <h2 id="accounts-title">Signed in</h2>
      <ul class="list">
        {accounts.map((account) => (
          <li key={account.id} class="list__row" data-testid="account">
            <div>
              <strong>{account.kind === 'oauth' ? account.label : 'Site API key'}</strong>
              {account.masked && <span class="muted"> {account.masked}</span>}
              <p class="muted">
                {account.sites.length === 1 ? 'Site: ' : 'Sites: '}
                {account.sites.map((s) => s.name).join(', ') || 'none'}
              </p>
            </div>
            <button type="button" disabled={busy} onClick={() => void session.signOut(account.id)}>
              {account.kind === 'oauth' ? 'Sign out' : 'Remove'}
              <span class="visually-hidden"> {account.label}</span>
            </button>
          </li>
        ))}
      </ul>
      {accounts.length > 1 && (
        <div class="actions">
          <button type="button" disabled={busy} onClick={() => void session.signOut()}>
            Sign out of everything
          </button>
        </div>
      )}
    </section>
  );
}
