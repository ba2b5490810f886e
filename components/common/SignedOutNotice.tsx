import { t } from '../../lib/core/i18n/t';
/** What an editor sees before signing in, and the way to sign in. */
export function SignedOutNotice({ onSignIn }: { onSignIn?: () => void }) {
  return (
    <section class="card" data-testid="signed-out" aria-labelledby="signed-out-title">
      <h2 id="signed-out-title">{t('ui_signed_out_title')}</h2>
      <p class="muted">{t('ui_signed_out_intro')}</p>
      {onSignIn && (
        <div class="actions">
          <button class="primary" type="button" onClick={onSignIn} data-testid="sign-in">
            {t('ui_signed_out_sign_in')}
          </button>
        </div>
      )}
    </section>
  );
}
