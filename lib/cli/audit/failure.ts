/**
 * Why a site could not be audited, in one line a CI log reader can act on. Never carries a token:
 * only the name of the variable it came from.
 * @module
 */
import { ApiError } from '../../core/api/api-error';
import type { FailureKind, SiteOutcome } from './types';

/** A requested locale the site does not have. */
export class UnknownLocaleError extends Error {
  override readonly name = 'UnknownLocaleError';
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A sentence of the extension's, to go after a colon (the CLI's lines are all in English). */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** What went wrong with `error` while auditing with a token from `tokenEnv` against `api`. */
export function describeFailure(
  error: unknown,
  tokenEnv: string,
  api: string,
): NonNullable<SiteOutcome['failure']> {
  const fail = (kind: FailureKind, message: string) => ({ kind, message: oneLine(message) });
  if (error instanceof UnknownLocaleError) return fail('locale', error.message);
  if (!(error instanceof ApiError)) {
    return fail('failed', error instanceof Error ? error.message : String(error));
  }
  const theirs = error.serviceMessage ? ` (the service says: ${error.serviceMessage})` : '';
  switch (error.kind) {
    case 'unauthorized':
      return fail('auth', `the service refused the token in ${tokenEnv} (HTTP 401)${theirs}`);
    case 'missing-scope': {
      const scopes = error.missingScopes?.length
        ? `; it lacks ${error.missingScopes.join(', ')}`
        : '';
      return fail('auth', `the token in ${tokenEnv} may not read this site (HTTP 403${scopes})`);
    }
    case 'forbidden':
      return fail('auth', `the token in ${tokenEnv} may not read this site (HTTP 403)${theirs}`);
    case 'network':
    case 'timeout':
      return fail('unreachable', `the service at ${api} could not be reached (${error.kind})`);
    case 'server':
      return fail(
        'unreachable',
        `the service at ${api} answered HTTP ${error.status ?? '5xx'} after retries`,
      );
    case 'not-found':
      return fail('not-found', `the service knows no such site (HTTP 404)${theirs}`);
    case 'unexpected-response':
      // Its words are ours (an answer too large, not JSON, a field that does not match), in the
      // extension's wording: not something "the service says".
      return fail('failed', `${error.request ?? 'a request'} failed: ${lowerFirst(error.message)}`);
    default:
      return fail('failed', `${error.request ?? 'a request'} failed: ${error.kind}${theirs}`);
  }
}
