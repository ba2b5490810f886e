import type { SessionModel } from '../../lib/features/account/model/session-model';
import { Loading } from './Loading';
import { SignedOutNotice } from './SignedOutNotice';
import { t } from '../../lib/core/i18n/t';

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
  if (!status) return <Loading text={t('ui_status_checking')} />;
  if (!status.signedIn) return <SignedOutNotice onSignIn={onSignIn} />;
  return (
    <p class="muted" data-testid="signed-in">
      {t(
        'ui_status_signed_in',
        status.accounts
          .map((a) =>
            a.kind === 'oauth'
              ? t(
                  'ui_status_account',
                  a.label,
                  a.sites.map((site) => site.name).join(', ') || t('ui_status_no_sites'),
                )
              : t('ui_status_key', a.label, a.masked ?? t('ui_status_key_fallback')),
          )
          .join('; '),
      )}
    </p>
  );
}
