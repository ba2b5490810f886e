/**
 * The one error type of the sign-in flows, with a message an editor can act on.
 * @module
 */
import { t, type MessageKey } from '../i18n/t';

/** Why a sign-in did not complete. */
export type SignInErrorKind =
  | 'cancelled'
  | 'denied'
  | 'invalid-response'
  | 'state-mismatch'
  | 'expired'
  | 'code-rejected'
  | 'broker'
  | 'broker-unreachable'
  | 'broker-origin'
  | 'broker-redirect'
  | 'interrupted'
  | 'invalid-key';

const MESSAGES: Record<SignInErrorKind, MessageKey> = {
  cancelled: 'auth_cancelled',
  denied: 'auth_denied',
  'invalid-response': 'auth_invalid_response',
  'state-mismatch': 'auth_state_mismatch',
  expired: 'auth_expired',
  'code-rejected': 'auth_code_rejected',
  broker: 'auth_broker',
  // $1 is the broker's origin; the settings page names the field to check.
  'broker-unreachable': 'auth_broker_unreachable',
  'broker-origin': 'auth_broker_origin',
  // $2 is the redirect URL the broker refused.
  'broker-redirect': 'auth_broker_redirect',
  interrupted: 'auth_interrupted',
  'invalid-key': 'auth_invalid_key',
};

/**
 * A sign-in failure. `detail` is extra text from the other side, never a credential; `params`
 * fill the message's `$1`, `$2` (the broker's address, a redirect URL).
 */
export class SignInError extends Error {
  constructor(
    readonly kind: SignInErrorKind,
    readonly detail?: string,
    params: string[] = [],
  ) {
    const message = t(MESSAGES[kind], ...params);
    super(detail ? t('auth_with_detail', message, detail) : message);
    this.name = 'SignInError';
  }
}
