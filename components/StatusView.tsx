import type { SessionModel } from '../lib/models/session-model';
import { Loading } from './Loading';
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
  if (!status) return <Loading text="Checking your sign-in…" />;
  if (!status.signedIn) return <SignedOutNotice onSignIn={onSignIn} />;
  return (
    <p class="muted" data-testid="signed-in">
      Signed in:{' '}
      {status.accounts
        .map((a) =>
          a.kind === 'oauth'
            ? `${a.label} — ${a.sites.map((site) => site.name).join(', ') || 'no sites'}`
            : `${a.label} (${a.masked ?? 'key'})`,
        )
        .join('; ')}
    </p>
  );
}
