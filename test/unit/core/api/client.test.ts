import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/core/api/api-error';
import { createApiClient } from '@/lib/core/api/client';
import { createHttp } from '@/lib/core/api/http';
import { createRateLimitQueue } from '@/lib/core/api/rate-limit-queue';
import { allPages, getPage } from '@/lib/core/api/pages';
import { getSchemaMarkup } from '@/lib/core/api/schema-markup';
import { getSite, listSites } from '@/lib/core/api/sites';
import { createWebhook, deleteWebhook } from '@/lib/core/api/webhooks';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
const seen: { method: string; url: string; auth: string | undefined; body: string }[] = [];

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'X-RateLimit-Limit': '60',
    'X-RateLimit-Remaining': '59',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        auth: req.headers.authorization,
        body,
      });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

const http = () => createHttp({ baseUrl, getToken: () => 'tok-123', timeoutMs: 300 });
const client = () =>
  createApiClient({ baseUrl, getToken: async () => 'tok-123', queue: createRateLimitQueue() });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('http core', () => {
  it('sends the token as a Bearer header, never in the URL, and JSON bodies', async () => {
    handler = (_req, res) => json(res, 200, { ok: true });
    const response = await http().send({
      method: 'PUT',
      path: '/v2/pages/p1',
      query: { localeId: 'l2', skip: undefined },
      body: { title: 'T' },
    });
    expect(response).toEqual({
      status: 200,
      body: { ok: true },
      rateLimit: { limit: 60, remaining: 59 },
    });
    expect(seen[0]).toEqual({
      method: 'PUT',
      url: '/v2/pages/p1?localeId=l2',
      auth: 'Bearer tok-123',
      body: '{"title":"T"}',
    });
  });

  it.each([
    [
      400,
      { code: 'validation_error', message: 'Validation Error: Provided ID is invalid' },
      'bad-request',
      'The service rejected the request: Validation Error: Provided ID is invalid',
    ],
    [
      401,
      { code: 'not_authorized', message: 'Request not authorized' },
      'unauthorized',
      'Your sign-in has expired or was revoked — sign in again',
    ],
    [
      403,
      {
        code: 'missing_scopes',
        message: 'OAuthForbidden: You are missing the following scopes - pages:write',
      },
      'missing-scope',
      "This sign-in lacks the permission 'pages:write' — sign in again and approve it",
    ],
    [
      403,
      { code: 'forbidden', message: 'User is not authorized to perform this action' },
      'forbidden',
      'This sign-in is not allowed to do that: User is not authorized to perform this action',
    ],
    [
      404,
      { code: 'resource_not_found', message: 'Requested resource not found' },
      'not-found',
      'Not found — it may have been deleted: Requested resource not found',
    ],
    [
      409,
      { code: 'conflict', message: 'Conflict: Resource already exists' },
      'conflict',
      'The service reported a conflict: Conflict: Resource already exists',
    ],
    [
      503,
      { code: 'service_unavailable', message: 'Service temporarily unavailable.' },
      'server',
      'The service had a problem (HTTP 503) — try again shortly',
    ],
  ] as const)(
    'maps HTTP %d to an editor-readable ApiError',
    async (status, body, kind, message) => {
      handler = (_req, res) => json(res, status, body);
      const error = await failure(http().send({ method: 'GET', path: '/v2/x' }));
      expect(error).toMatchObject({ kind, status, code: body.code, message });
    },
  );

  it('reads the 429 body of the contract and Retry-After', async () => {
    handler = (_req, res) =>
      json(
        res,
        429,
        {
          msg: 'Too many requests',
          code: 429,
          name: 'RateLimit',
          path: '/v2/sites',
          err: 'RateLimit: Too many requests',
        },
        { 'Retry-After': '30', 'X-RateLimit-Remaining': '0' },
      );
    const error = await failure(http().send({ method: 'GET', path: '/v2/sites' }));
    expect(error).toMatchObject({
      kind: 'rate-limited',
      code: 'RateLimit',
      serviceMessage: 'Too many requests',
      retryAfterMs: 30_000,
      rateLimit: { limit: 60, remaining: 0 },
    });
  });

  it('times out below the browser cutoff and says so', async () => {
    handler = () => undefined;
    const error = await failure(http().send({ method: 'GET', path: '/hang' }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The service did not answer in time');
  });

  it('maps a dropped connection to a network error', async () => {
    handler = (req) => req.socket.destroy();
    const error = await failure(http().send({ method: 'GET', path: '/drop' }));
    expect(error.kind).toBe('network');
  });

  it('rejects a 2xx body that is not JSON', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html>');
    };
    const error = await failure(http().send({ method: 'GET', path: '/html' }));
    expect(error.kind).toBe('unexpected-response');
  });
});

describe('api client', () => {
  it('parses the real and the contract variants of a site', async () => {
    handler = (req, res) =>
      req.url === '/v2/sites'
        ? json(res, 200, { sites: [{ id: 's1', shortName: 'acme', locales: null, extra: 1 }] })
        : json(res, 200, {
            id: 's1',
            shortName: 'acme',
            customDomains: [{ id: 'd1', url: 'acme.com' }],
            locales: {
              primary: { id: 'l1', tag: 'en', subdirectory: '' },
              secondary: [{ id: 'l2', tag: 'fr', subdirectory: 'fr', enabled: true }],
            },
          });
    const api = client();
    expect(await listSites(api)).toEqual([{ id: 's1', shortName: 'acme', locales: null }]);
    const site = await getSite(api, 's1');
    expect(site.locales?.secondary?.[0]?.subdirectory).toBe('fr');
  });

  it('accepts schema markup with localeId null or set, and defaults isInherited', async () => {
    handler = (req, res) =>
      json(
        res,
        200,
        req.url?.includes('localeId')
          ? {
              id: 'p1',
              localeId: 'l2',
              effectiveLocaleId: 'l1',
              jsonLdSchema: { '@type': 'Thing' },
              isInherited: true,
            }
          : { id: 'p1', localeId: null, jsonLdSchema: null },
      );
    const api = client();
    expect(await getSchemaMarkup(api, 'p1')).toMatchObject({ localeId: null, isInherited: false });
    expect(await getSchemaMarkup(api, 'p1', 'l2')).toMatchObject({
      effectiveLocaleId: 'l1',
      isInherited: true,
    });
  });

  it('names the field of an unexpected response', async () => {
    handler = (_req, res) =>
      json(res, 200, { pages: [{ id: 7 }], pagination: { limit: 100, offset: 0, total: 1 } });
    const error = await failure(allPages(client(), 's1').next());
    expect(error).toMatchObject({ kind: 'unexpected-response', field: 'pages.0.id' });
    expect(error.message).toContain("field 'pages.0.id'");
  });

  it('walks every page of a paginated list', async () => {
    const all = Array.from({ length: 230 }, (_, i) => ({ id: `p${i}`, publishedPath: `/p${i}` }));
    handler = (req, res) => {
      const url = new URL(req.url ?? '', 'http://x');
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      json(res, 200, {
        pages: all.slice(offset, offset + limit),
        pagination: { limit, offset, total: all.length },
      });
    };
    const ids: string[] = [];
    for await (const page of allPages(client(), 's1', 'l2')) ids.push(page.id);
    expect(ids).toHaveLength(230);
    expect(seen.map((s) => s.url)).toEqual([
      '/v2/sites/s1/pages?localeId=l2&limit=100&offset=0',
      '/v2/sites/s1/pages?localeId=l2&limit=100&offset=100',
      '/v2/sites/s1/pages?localeId=l2&limit=100&offset=200',
    ]);
  });

  it('shares one request between identical concurrent reads', async () => {
    handler = (_req, res) => setTimeout(() => json(res, 200, { id: 'p1', title: 'Home' }), 20);
    const api = client();
    const [a, b] = await Promise.all([
      getPage(api, 'p1'),
      getPage(api, 'p1', undefined, { priority: 'background' }),
    ]);
    expect(a).toEqual(b);
    expect(seen).toHaveLength(1);
  });

  it('accepts an empty 204 answer', async () => {
    handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    await expect(deleteWebhook(client(), 'w1')).resolves.toBeUndefined();
    expect(seen[0]?.method).toBe('DELETE');
  });
});

describe('credentials', () => {
  it('turns a missing credential into an unauthorized ApiError without sending anything', async () => {
    const noToken = createHttp({
      baseUrl,
      getToken: () => {
        throw new Error('signed out');
      },
    });
    const error = await failure(noToken.send({ method: 'GET', path: '/v2/sites' }));
    expect(error.kind).toBe('unauthorized');
    expect(seen).toHaveLength(0);
  });
});

describe('client over the queue', () => {
  it('pauses on a real 429 and completes the read after Retry-After', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      if (calls === 1) {
        json(
          res,
          429,
          { msg: 'Too many requests', code: 429, name: 'RateLimit', path: '/v2/sites', err: 'x' },
          { 'Retry-After': '1', 'X-RateLimit-Remaining': '0' },
        );
      } else {
        json(res, 200, { sites: [] });
      }
    };
    const queue = createRateLimitQueue();
    const api = createApiClient({ baseUrl, getToken: () => 'tok', queue });
    const started = Date.now();
    await expect(listSites(api)).resolves.toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(seen).toHaveLength(2);
  });

  it('does not re-send a create whose connection dropped, and says it is ambiguous', async () => {
    handler = (req) => req.socket.destroy();
    const api = client();
    const error = await failure(
      createWebhook(api, 's1', { triggerType: 'site_publish', url: 'https://hooks.example/' }),
    );
    expect(error).toMatchObject({ kind: 'network', ambiguous: true });
    expect(seen).toHaveLength(1);
  });
});
