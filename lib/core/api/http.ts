import { ApiError, apiErrorFromResponse } from './api-error';
import type { RateLimitInfo } from './api-error';
import { parseRetryAfter } from './retry-after';
import type { ServiceClock } from './service-clock';
import { t } from '../i18n/t';

/** Below the browser's 30 s cutoff for a fetch in an extension service worker (LC-3). */
export const DEFAULT_TIMEOUT_MS = 25_000;

/** The largest response body read; a larger one is refused (a hostile API base could send any). */
export const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

/** HTTP methods the service uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query values; `undefined` and `null` are left out of the URL. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** One request, relative to the base URL. */
export interface HttpRequest {
  method: HttpMethod;
  /** Path starting with `/`, e.g. `/v2/sites/abc/pages`. */
  path: string;
  query?: QueryParams;
  /** Sent as JSON when present. */
  body?: unknown;
}

/** A 2xx response: parsed JSON body (`undefined` for an empty body) and the rate-limit headers. */
export interface HttpResponse {
  status: number;
  body: unknown;
  rateLimit?: RateLimitInfo;
}

/** How the http core is built. */
export interface HttpOptions {
  /** The service origin, e.g. `https://api.webflow.com` (a path prefix is kept). */
  baseUrl: string;
  /** The credential; read for every request so a new sign-in takes effect at once. */
  getToken: () => string | Promise<string>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
  /** Told the `Date` header of every response, to estimate the service's clock. */
  clock?: ServiceClock;
}

/** The one http core: sends a request and maps every failure to an `ApiError`. */
export interface Http {
  /** Absolute URL of a request (never carries the token). */
  url(request: Pick<HttpRequest, 'path' | 'query'>): string;
  send(request: HttpRequest): Promise<HttpResponse>;
}

/** Builds the http core. */
export function createHttp(options: HttpOptions): Http {
  const base = options.baseUrl.replace(/(?<!\/)\/+$/, '');
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;

  const url: Http['url'] = ({ path, query }) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    const qs = search.toString();
    return `${base}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
  };

  const send: Http['send'] = async (request) => {
    const label = `${request.method} ${request.path}`;
    let token: string;
    try {
      token = await options.getToken();
    } catch (cause) {
      throw new ApiError({ kind: 'unauthorized', request: label, cause });
    }
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
    };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    const timeout = AbortSignal.timeout(timeoutMs);
    const sentAt = now();
    let response: Response;
    let text: string | null;
    try {
      response = await fetchImpl(url(request), {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: timeout,
        redirect: 'error',
      });
      // Any answer carries the service's time, an error's too.
      options.clock?.note(response.headers.get('Date'), sentAt, now());
      text = await boundedText(response, MAX_RESPONSE_BYTES);
    } catch (cause) {
      const kind = timeout.aborted ? 'timeout' : 'network';
      throw new ApiError({ kind, request: label, cause });
    }
    const rateLimit = readRateLimit(response.headers);
    if (text === null)
      throw new ApiError({
        kind: 'unexpected-response',
        status: response.status,
        serviceMessage: t('api_body_too_large', String(MAX_RESPONSE_BYTES / 1024 / 1024)),
        rateLimit,
        request: label,
      });
    const body = parseJson(text);
    if (response.status < 200 || response.status >= 300) {
      const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), now());
      throw apiErrorFromResponse(response.status, body.ok ? body.value : text, {
        retryAfterMs,
        rateLimit,
        request: label,
      });
    }
    if (!body.ok) {
      throw new ApiError({
        kind: 'unexpected-response',
        status: response.status,
        serviceMessage: t('api_body_not_json'),
        rateLimit,
        request: label,
      });
    }
    return { status: response.status, body: body.value, rateLimit };
  };

  return { url, send };
}

/**
 * The body as text, or null (and the body cancelled) when it is longer than `max` bytes. `fetch`
 * hands the body out decoded, so a compressed answer is counted as it unpacks: `Content-Length`
 * (the size on the wire) only refuses early what is already too large packed.
 */
async function boundedText(response: Response, max: number): Promise<string | null> {
  const declared = Number(response.headers.get('Content-Length') ?? NaN);
  if (declared > max) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Reads `X-RateLimit-Limit` / `X-RateLimit-Remaining`; `undefined` unless both are sane integers. */
export function readRateLimit(headers: Headers): RateLimitInfo | undefined {
  const limit = Number(headers.get('X-RateLimit-Limit') ?? NaN);
  const remaining = Number(headers.get('X-RateLimit-Remaining') ?? NaN);
  if (!Number.isInteger(limit) || !Number.isInteger(remaining) || limit <= 0 || remaining < 0) {
    return undefined;
  }
  return { limit, remaining: Math.min(remaining, limit) };
}
