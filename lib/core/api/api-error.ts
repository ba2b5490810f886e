import { z } from 'zod';
import { t } from '../i18n/t';

/** What went wrong, in categories the UI and the queue act on. */
export type ApiErrorKind =
  | 'bad-request'
  | 'unauthorized'
  | 'missing-scope'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'unexpected-response';

/** The service's rate-limit headers as read from one response. */
export interface RateLimitInfo {
  /** `X-RateLimit-Limit`: requests allowed per minute. */
  limit: number;
  /** `X-RateLimit-Remaining`: requests left in the current minute. */
  remaining: number;
}

/** Everything an `ApiError` can carry; only `kind` is required. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status, absent for network failures and timeouts. */
  status?: number;
  /** The service's error code (`not_authorized`, `missing_scopes`, `RateLimit`, `invalid_grant`, …). */
  code?: string;
  /** The service's own message text. */
  serviceMessage?: string;
  /** The service's `details` array, as sent. */
  details?: unknown[];
  /** How long the service asked us to wait (from `Retry-After`), in ms. */
  retryAfterMs?: number;
  /** Epoch ms at which a rate-limit pause ends. */
  resumesAt?: number;
  /** Scopes the service said the credential lacks. */
  missingScopes?: string[];
  /** For `unexpected-response`: the dotted path of the field that did not match. */
  field?: string;
  /** True when a write may or may not have been applied: re-read and compare before trying again. */
  ambiguous?: boolean;
  /** Rate-limit headers of the failed response, when it carried them. */
  rateLimit?: RateLimitInfo;
  /** `METHOD /path` of the request, for logs (never carries a token: tokens go in a header). */
  request?: string;
  cause?: unknown;
}

/** The one error type of `lib/core/api`: `message` is written for an editor; the rest is for code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: string;
  readonly serviceMessage?: string;
  readonly details?: unknown[];
  readonly retryAfterMs?: number;
  readonly resumesAt?: number;
  readonly missingScopes?: string[];
  readonly field?: string;
  readonly ambiguous: boolean;
  readonly rateLimit?: RateLimitInfo;
  readonly request?: string;

  constructor(init: ApiErrorInit) {
    super(editorMessage(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.serviceMessage = init.serviceMessage;
    this.details = init.details;
    this.retryAfterMs = init.retryAfterMs;
    this.resumesAt = init.resumesAt;
    this.missingScopes = init.missingScopes;
    this.field = init.field;
    this.ambiguous = init.ambiguous ?? false;
    this.rateLimit = init.rateLimit;
    this.request = init.request;
  }

  /** A copy with some fields replaced (the message is rebuilt from the result). */
  with(changes: Partial<ApiErrorInit>): ApiError {
    return new ApiError({ ...this.init(), ...changes });
  }

  private init(): ApiErrorInit {
    return {
      kind: this.kind,
      status: this.status,
      code: this.code,
      serviceMessage: this.serviceMessage,
      details: this.details,
      retryAfterMs: this.retryAfterMs,
      resumesAt: this.resumesAt,
      missingScopes: this.missingScopes,
      field: this.field,
      ambiguous: this.ambiguous,
      rateLimit: this.rateLimit,
      request: this.request,
      cause: this.cause,
    };
  }
}

/** `hh:mm` in the editor's local time. */
export function formatClock(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function editorMessage(init: ApiErrorInit): string {
  const theirs = init.serviceMessage ? t('api_service_says', init.serviceMessage) : '';
  const base = baseMessage(init, theirs);
  return init.ambiguous ? t('api_ambiguous', base) : base;
}

function missingScopeMessage(scopes: string[] | undefined): string {
  if (!scopes?.length) return t('api_missing_scope_unknown');
  const list = scopes.map((s) => `'${s}'`).join(', ');
  return scopes.length > 1 ? t('api_missing_scope_many', list) : t('api_missing_scope_one', list);
}

function baseMessage(init: ApiErrorInit, theirs: string): string {
  switch (init.kind) {
    case 'bad-request':
      return t('api_bad_request', theirs);
    case 'unauthorized':
      return t('api_unauthorized');
    case 'missing-scope':
      return missingScopeMessage(init.missingScopes);
    case 'forbidden':
      return t('api_forbidden', theirs);
    case 'not-found':
      return t('api_not_found', theirs);
    case 'conflict':
      return t('api_conflict', theirs);
    case 'rate-limited':
      return init.resumesAt === undefined
        ? t('api_rate_limited')
        : t('api_rate_limited_until', formatClock(init.resumesAt));
    case 'server':
      return t('api_server', init.status ?? '5xx');
    case 'network':
      return t('api_network');
    case 'timeout':
      return t('api_timeout');
    case 'unexpected-response':
      return init.field === undefined
        ? t('api_unexpected', theirs)
        : t('api_unexpected_field', init.field, theirs);
  }
}

const v2ErrorBody = z.object({
  code: z.string().optional(),
  message: z.string().optional(),
  details: z.array(z.unknown()).optional(),
});
const rateLimitBody = z.object({ msg: z.string(), code: z.number().optional(), err: z.string() });
const oauthErrorBody = z.object({ error: z.string(), error_description: z.string().optional() });

/** The service's code and message from any of its error bodies (v2, 429, OAuth). */
export function parseErrorBody(
  body: unknown,
): Pick<ApiErrorInit, 'code' | 'serviceMessage' | 'details'> {
  const rateLimited = rateLimitBody.safeParse(body);
  if (rateLimited.success) {
    const named = z.object({ name: z.string() }).safeParse(body);
    return {
      code: named.success ? named.data.name : String(rateLimited.data.code ?? 'RateLimit'),
      serviceMessage: rateLimited.data.msg,
    };
  }
  const oauth = oauthErrorBody.safeParse(body);
  if (oauth.success) {
    return { code: oauth.data.error, serviceMessage: oauth.data.error_description };
  }
  const v2 = v2ErrorBody.safeParse(body);
  if (v2.success) {
    return { code: v2.data.code, serviceMessage: v2.data.message, details: v2.data.details };
  }
  return {};
}

const SCOPE = /\b[a-z_]+:(?:read|write)\b/g;

function missingScopesOf(
  code: string | undefined,
  message: string | undefined,
): string[] | undefined {
  const looksLikeScope = code === 'missing_scopes' || /scope/i.test(message ?? '');
  if (!looksLikeScope) return undefined;
  return [...new Set(message?.match(SCOPE) ?? [])];
}

/** Classifies a non-2xx response into an `ApiError`. */
export function apiErrorFromResponse(
  status: number,
  body: unknown,
  extra: Pick<ApiErrorInit, 'retryAfterMs' | 'resumesAt' | 'rateLimit' | 'request'> = {},
): ApiError {
  const parsed = parseErrorBody(body);
  const base = { status, ...parsed, ...extra };
  if (status === 401) return new ApiError({ kind: 'unauthorized', ...base });
  if (status === 403) {
    const missingScopes = missingScopesOf(parsed.code, parsed.serviceMessage);
    return missingScopes
      ? new ApiError({ kind: 'missing-scope', missingScopes, ...base })
      : new ApiError({ kind: 'forbidden', ...base });
  }
  if (status === 404) return new ApiError({ kind: 'not-found', ...base });
  if (status === 409) return new ApiError({ kind: 'conflict', ...base });
  if (status === 429) return new ApiError({ kind: 'rate-limited', ...base });
  if (status === 408) return new ApiError({ kind: 'timeout', ...base });
  if (status >= 500) return new ApiError({ kind: 'server', ...base });
  if (status >= 400) return new ApiError({ kind: 'bad-request', ...base });
  return new ApiError({ kind: 'unexpected-response', ...base });
}
