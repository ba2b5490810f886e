import { useState } from 'preact/hooks';
import type { SessionModel } from '../../lib/features/account/model/session-model';
import { t } from '../../lib/core/i18n/t';

/**
 * The ways to sign in: OAuth through the service's authorization page when the build (or the
 * connection settings) names a team's OAuth app, and a pasted site API key always.
 */
export function SignInForms({
  session,
  oauthAvailable,
}: {
  session: SessionModel;
  oauthAvailable: boolean;
}) {
  const [key, setKey] = useState('');
  const [remember, setRemember] = useState(false);
  const busy = session.busy.value;
  const notice = session.notice.value;
  const signIn = session.status.value?.signIn;

  const submitKey = async (event: Event) => {
    event.preventDefault();
    if (await session.signInWithKey(key, remember)) setKey('');
  };

  return (
    <section class="card" aria-labelledby="sign-in-title" data-testid="sign-in-forms">
      <h2 id="sign-in-title">
        {session.status.value?.signedIn ? t('ui_sign_in_another_title') : t('ui_sign_in_title')}
      </h2>
      {oauthAvailable ? (
        <div class="actions">
          <button
            type="button"
            class="primary"
            disabled={busy !== undefined}
            // An account's token is kept for this browser session only (SECURITY.md).
            onClick={() => void session.signInWithOAuth(false)}
            data-testid="oauth-sign-in"
          >
            {busy === 'oauth' ? t('ui_sign_in_waiting') : t('ui_sign_in_oauth')}
          </button>
        </div>
      ) : (
        <p class="muted" data-testid="oauth-unavailable">
          {t('ui_sign_in_oauth_unavailable')}
        </p>
      )}
      {signIn === 'interrupted' && (
        <p class="muted" data-testid="sign-in-interrupted">
          {t('ui_sign_in_interrupted')}
        </p>
      )}
      <form onSubmit={submitKey} class="stack">
        <label for="site-key">
          {oauthAvailable ? t('ui_sign_in_key_label') : t('ui_sign_in_key_label_only')}
        </label>
        <input
          id="site-key"
          type="password"
          autoComplete="off"
          spellcheck={false}
          value={key}
          onInput={(e) => setKey((e.target as HTMLInputElement).value)}
          data-testid="site-key-input"
        />
        <label class="check">
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember((e.target as HTMLInputElement).checked)}
            data-testid="remember"
          />
          {t('ui_sign_in_remember')}
        </label>
        <div class="actions">
          <button
            type="submit"
            disabled={busy !== undefined || key.trim().length < 8}
            data-testid="site-key-submit"
          >
            {busy === 'key' ? t('ui_sign_in_checking_key') : t('ui_sign_in_add_key')}
          </button>
        </div>
      </form>
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          class={notice.kind === 'error' ? 'error' : 'success'}
          data-testid="sign-in-notice"
        >
          {notice.text}
        </p>
      )}
    </section>
  );
}
