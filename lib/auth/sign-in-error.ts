/**
 * The one error type of the sign-in flows, with a message an editor can act on.
 * @module
 */
import { t } from '../i18n/t';

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
  cancelled: t('auth_cancelled'),
  denied: t('auth_denied'),
  'invalid-response': t('auth_invalid_response'),
  'state-mismatch': t('auth_state_mismatch'),
  expired: t('auth_expired'),
  'code-rejected': t('auth_code_rejected'),
  broker: t('auth_broker'),
  network: t('auth_network'),
  interrupted: t('auth_interrupted'),
  'invalid-key': t('auth_invalid_key'),
};

/** A sign-in failure. `detail` is extra text from the other side, never a credential. */
export class SignInError extends Error {
  constructor(
    readonly kind: SignInErrorKind,
    readonly detail?: string,
  ) {
    super(detail ? t('auth_with_detail', MESSAGES[kind], detail) : MESSAGES[kind]);
    this.name = 'SignInError';
  }
}
