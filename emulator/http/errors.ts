import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The v2 error body of the real service. */
export interface ServiceErrorBody {
  code: string;
  message: string;
  externalReference: string | null;
  details: unknown[];
}

/** An error a handler throws; the app turns it into the v2 error body. */
export class ServiceError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: unknown[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** The JSON body. */
  body(): ServiceErrorBody {
    return {
      code: this.code,
      message: this.message,
      externalReference: null,
      details: this.details,
    };
  }
}

/** 400 `bad_request`: the body could not be read. */
export const badRequest = (
  message = 'Bad Request: Request is malformed',
  details: unknown[] = [],
) => new ServiceError(400, 'bad_request', message, details);

/** 400 `validation_error`. */
export const validationError = (message: string, details: unknown[] = []) =>
  new ServiceError(400, 'validation_error', `Validation Error: ${message}`, details);

/** 401 `not_authorized`. */
export const notAuthorized = () =>
  new ServiceError(401, 'not_authorized', 'Request not authorized');

/** 403 `missing_scopes`. */
export const missingScopes = (scopes: string[]) =>
  new ServiceError(
    403,
    'missing_scopes',
    `OAuthForbidden: You are missing the following scopes - ${scopes.join(', ')}`,
  );

/** 403 `forbidden`. */
export const forbidden = (message = 'User is not authorized to perform this action') =>
  new ServiceError(403, 'forbidden', message);

/** 404 `resource_not_found`. */
export const notFound = (what: string) =>
  new ServiceError(
    404,
    'resource_not_found',
    `Requested resource not found: The ${what} cannot be found`,
  );

/** 409 `conflict`. */
export const conflict = (message = 'Conflict: Resource already exists') =>
  new ServiceError(409, 'conflict', message);

/** The exact 429 body of spec 7.3. */
export function rateLimitBody(path: string) {
  const msg = 'Too many requests, please try again later';
  return { msg, code: 429, name: 'RateLimit', path, err: `RateLimit: ${msg}` };
}

/** An OAuth error (`{ error, error_description }`), thrown by the OAuth routes. */
export class OAuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

/** Renders any thrown error as the right body; unknown errors become a logged 500. */
export function renderError(err: unknown, c: Context): Response {
  if (err instanceof ServiceError) {
    return c.json(err.body(), err.status, err.headers);
  }
  if (err instanceof OAuthError) {
    return c.json({ error: err.error, error_description: err.description }, err.status);
  }
  const status = (err as { status?: unknown }).status;
  if (status === 413) {
    return c.json(new ServiceError(413, 'bad_request', 'Request body too large').body(), 413);
  }
  console.error('emulator: unexpected error', err);
  return c.json(new ServiceError(500, 'internal_error', 'An Internal Error occurred').body(), 500);
}
