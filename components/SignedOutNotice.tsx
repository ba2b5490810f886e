/** What an editor sees before signing in, and the way to sign in. */
export function SignedOutNotice({ onSignIn }: { onSignIn?: () => void }) {
  return (
    <section class="card" data-testid="signed-out" aria-labelledby="signed-out-title">
      <h2 id="signed-out-title">Not signed in</h2>
      <p class="muted">
        Sign in with your site account or paste a site API key to check and fix the schema markup,
        metadata and assets of the page you are editing, in every locale.
      </p>
      {onSignIn && (
        <div class="actions">
          <button class="primary" type="button" onClick={onSignIn} data-testid="sign-in">
            Sign in…
          </button>
        </div>
      )}
    </section>
  );
}
