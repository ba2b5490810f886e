import { useState } from 'preact/hooks';
import type { SessionModel } from '../lib/models/session-model';
import { t } from '../lib/i18n/t';

/** Both ways to sign in: OAuth through the service's authorization page, or a pasted site API key. */
export function SignInForms({ session }: { session: SessionModel }) {
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
      <h2 id="sign-in-title">{t('ui_sign_in_title')}</h2>
      <div class="actions">
        <button
          type="button"
          class="primary"
          disabled={busy !== undefined}
          onClick={() => void session.signInWithOAuth(remember)}
          data-testid="oauth-sign-in"
        >
          {busy === 'oauth' ? t('ui_sign_in_waiting') : t('ui_sign_in_oauth')}
        </button>
      </div>
      {signIn === 'interrupted' && (
        <p class="muted" data-testid="sign-in-interrupted">
          {t('ui_sign_in_interrupted')}
        </p>
      )}
      <form onSubmit={submitKey} class="stack">
        <label for="site-key">{t('ui_sign_in_key_label')}</label>
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
