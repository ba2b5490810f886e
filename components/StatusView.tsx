import type { SessionModel } from '../lib/models/session-model';
import { SignedOutNotice } from './SignedOutNotice';

/** The session part of a screen: loading, an error, signed out, or who is signed in. */
export function StatusView({
  session,
  onSignIn,
}: {
  session: SessionModel;
  onSignIn?: () => void;
}) {
  const status = session.status.value;
  const error = session.error.value;
  if (error) {
    return (
      <p class="error" role="alert" data-testid="status-error">
        {error}
      </p>
    );
  }
  if (!status) return <p class="muted">Checking your sign-in…</p>;
  if (!status.signedIn) return <SignedOutNotice onSignIn={onSignIn} />;
  return (
    <section class="card" data-testid="signed-in">
      <h2>Signed in</h2>
      <ul>
        {status.accounts.map((a) => (
          <li key={a.label}>{a.label}</li>
        ))}
      </ul>
    </section>
  );
}
