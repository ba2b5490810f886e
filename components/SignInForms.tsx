import { useState } from 'preact/hooks';
import type { SessionModel } from '../lib/models/session-model';

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
      <h2 id="sign-in-title">Sign in</h2>
      <div class="actions">
        <button
          type="button"
          class="primary"
          disabled={busy !== undefined}
          onClick={() => void session.signInWithOAuth(remember)}
          data-testid="oauth-sign-in"
        >
          {busy === 'oauth' ? 'Waiting for the sign-in window…' : 'Sign in with your account'}
        </button>
      </div>
      {signIn === 'interrupted' && (
        <p class="muted" data-testid="sign-in-interrupted">
          A sign-in was interrupted when the extension restarted. Start it again.
        </p>
      )}
      <form onSubmit={submitKey} class="stack">
        <label for="site-key">Or paste a site API key</label>
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
          Remember on this device (otherwise until the browser closes)
        </label>
        <div class="actions">
          <button
            type="submit"
            disabled={busy !== undefined || key.trim().length < 8}
            data-testid="site-key-submit"
          >
            {busy === 'key' ? 'Checking the key…' : 'Add key'}
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
