/**
 * The one error type of the sign-in flows, with a message an editor can act on.
 * @module
 */

/** Why a sign-in did not complete. */
export type SignInErrorKind =
  | 'cancelled'
  | 'denied'
  | 'invalid-response'
  | 'state-mismatch'
  | 'expired'
  | 'code-rejected'
  | 'broker'
  | 'network'
  | 'interrupted'
  | 'invalid-key';

const MESSAGES: Record<SignInErrorKind, string> = {
  cancelled: 'Sign-in was cancelled: the sign-in window was closed.',
  denied: 'Sign-in was declined on the authorization page.',
  'invalid-response': 'The authorization page answered with something unexpected. Try again.',
  'state-mismatch':
    'This sign-in answer does not belong to a sign-in started here, so it was ignored. Try again.',
  expired: 'The sign-in took more than 10 minutes and has expired. Try again.',
  'code-rejected': 'The service did not accept the sign-in. Sign in again.',
  broker: 'The sign-in service could not complete the sign-in.',
  network: 'The sign-in service could not be reached. Check your connection and try again.',
  interrupted: 'The sign-in was interrupted because the extension restarted. Try again.',
  'invalid-key': 'The service did not accept this API key.',
};

/** A sign-in failure. `detail` is extra text from the other side, never a credential. */
export class SignInError extends Error {
  constructor(
    readonly kind: SignInErrorKind,
    readonly detail?: string,
  ) {
    super(detail ? `${MESSAGES[kind]} (${detail})` : MESSAGES[kind]);
    this.name = 'SignInError';
  }
}
