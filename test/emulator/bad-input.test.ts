import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
});
afterAll(() => emu.close());

const errorBody = {
  code: expect.any(String),
  message: expect.any(String),
  externalReference: null,
  details: expect.any(Array),
};
const s = () => emu.fixtures.sites[0]!;

describe('bad input answers 4xx with the error body', () => {
  it('malformed JSON → 400 bad_request', async () => {
    for (const [method, path] of [
      ['PUT', `/v2/pages/${s().pages.about}`],
      ['PATCH', '/beta/pages'],
      ['PUT', `/v2/beta/pages/${s().pages.about}/schema-markup`],
      ['POST', `/beta/sites/${s().id}/pages/schema-markup/query`],
      ['POST', `/v2/sites/${s().id}/publish`],
    ] as const) {
      const res = await emu.call(path, {
        token: s().apiKey,
        method,
        body: '{"title": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ ...errorBody, code: 'bad_request' });
    }
  });

  it('wrong types → 400 validation_error with details', async () => {
    const res = await emu.call(`/v2/pages/${s().pages.about}`, {
      token: s().apiKey,
      method: 'PUT',
      body: { title: 42, seo: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(res.body.details.map((d: { param: string }) => d.param)).toEqual(
      expect.arrayContaining(['title', 'seo']),
    );
  });

  it('unknown ids → 404, malformed ids → 400, unknown routes → 404', async () => {
    const unknown = await emu.call('/v2/pages/0123456789abcdef01234567', { token: s().apiKey });
    expect(unknown).toMatchObject({
      status: 404,
      body: { ...errorBody, code: 'resource_not_found' },
    });
    expect((await emu.call('/beta/pages/xyz/schema-markup', { token: s().apiKey })).status).toBe(
      400,
    );
    expect((await emu.call('/v2/nothing-here', { token: s().apiKey })).status).toBe(404);
    expect(
      (await emu.call('/__emulator/pages/nope/edit', { method: 'POST', body: {} })).status,
    ).toBe(404);
  });

  it('bodies over 1 MB → 413 with the error body', async () => {
    const huge = JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) });
    for (const path of [
      `/v2/pages/${s().pages.about}`,
      '/oauth/access_token',
      '/__emulator/faults',
    ]) {
      const res = await emu.call(path, {
        token: s().apiKey,
        method: path.startsWith('/v2') ? 'PUT' : 'POST',
        body: huge,
      });
      expect(res.status, path).toBe(413);
      expect(res.body).toEqual({ ...errorBody, code: 'bad_request' });
    }
  });

  it('OAuth endpoints answer garbage with { error, error_description }', async () => {
    for (const body of ['', 'not json', '[1]', '{"grant_type":5}']) {
      const res = await emu.call('/oauth/access_token', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(Object.keys(res.body).sort()).toEqual(['error', 'error_description']);
    }
  });
});

/** Every route owned here; `POST /__emulator/faults` is left out because a scripted hang would stall the run. */
const ROUTES: [method: string, path: string][] = [
  ['GET', '/info'],
  ['GET', '/v2/token/introspect'],
  ['GET', '/v2/token/authorized_by'],
  ['GET', '/v2/sites'],
  ['GET', '/v2/sites/{site}'],
  ['GET', '/v2/sites/{site}/custom_domains'],
  ['GET', '/v2/sites/{site}/pages'],
  ['GET', '/v2/pages/{page}'],
  ['PUT', '/v2/pages/{page}'],
  ['PATCH', '/beta/pages'],
  ['PATCH', '/v2/beta/pages'],
  ['GET', '/beta/pages/{page}/schema-markup'],
  ['PUT', '/v2/beta/pages/{page}/schema-markup'],
  ['POST', '/beta/sites/{site}/pages/schema-markup/query'],
  ['PATCH', '/v2/beta/sites/{site}/pages/schema-markup'],
  ['POST', '/v2/sites/{site}/publish'],
  ['GET', '/v2/sites/{site}/redirects'],
  ['GET', '/beta/sites/{site}/redirects'],
  ['POST', '/beta/sites/{site}/redirects'],
  ['PATCH', '/v2/sites/{site}/redirects/{page}'],
  ['DELETE', '/v2/beta/sites/{site}/redirects/{page}'],
  ['GET', '/oauth/authorize'],
  ['POST', '/oauth/authorize'],
  ['POST', '/oauth/access_token'],
  ['POST', '/oauth/revoke_authorization'],
  ['GET', '/__emulator/fixtures'],
  ['POST', '/__emulator/clock'],
  ['GET', '/__emulator/journal'],
  ['POST', '/__emulator/events/{trigger}'],
  ['POST', '/__emulator/oauth-apps'],
  ['POST', '/__emulator/site-keys'],
  ['POST', '/__emulator/tokens'],
  ['POST', '/__emulator/credentials/revoke'],
  ['POST', '/__emulator/sites/{site}/plan'],
  ['POST', '/__emulator/sites/{site}/pages'],
  ['POST', '/__emulator/pages/{page}/edit'],
  ['DELETE', '/__emulator/pages/{page}'],
  ['DELETE', '/__emulator/faults/{page}'],
  ['GET', '/__emulator/clock'],
  ['GET', '/__emulator/outbox'],
  ['POST', '/__emulator/reset'],
  ['POST', '/__emulator/live-fixture'],
  ['POST', '/__emulator/sites/{site}/live-faults'],
  ['GET', '/__emulator/sites/{site}/live-faults'],
  ['DELETE', '/__emulator/sites/{site}/live-faults'],
];

describe('property: arbitrary requests never get a 5xx', () => {
  it('survives arbitrary ids, queries, bodies and credentials on every route', async () => {
    const ids = () => {
      const site = s();
      return fc.oneof(
        fc.constantFrom(
          site.id,
          site.pages.home!,
          site.pages.about!,
          emu.fixtures.sites[1]!.pages.faq!,
        ),
        fc.stringMatching(/^[0-9a-f]{24}$/),
        fc.string({ maxLength: 30 }).map(encodeURIComponent),
      );
    };
    const body = fc.oneof(
      fc.constant(undefined),
      fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 200 }),
      fc
        .record({
          title: fc.oneof(fc.string(), fc.integer()),
          slug: fc.oneof(fc.string(), fc.constant('valid-slug')),
          jsonLdSchema: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string()),
          pages: fc.array(
            fc.record({
              id: ids(),
              localeId: fc.option(ids()),
              jsonLdSchema: fc.jsonValue({ maxDepth: 2 }),
            }),
            { maxLength: 4 },
          ),
        })
        .map((v) => JSON.stringify(v)),
    );
    const arbitraryRequest = fc.record({
      route: fc.constantFrom(...ROUTES),
      id: ids(),
      trigger: fc.oneof(
        fc.constantFrom('form_submission', 'site_publish'),
        fc.string({ maxLength: 10 }).map(encodeURIComponent),
      ),
      query: fc.dictionary(
        fc.constantFrom(
          'localeId',
          'limit',
          'offset',
          'client_id',
          'response_type',
          'scope',
          'state',
          'redirect_uri',
          'since',
        ),
        fc.string({ maxLength: 20 }),
      ),
      body,
      contentType: fc.constantFrom(
        'application/json',
        'application/x-www-form-urlencoded',
        'text/plain',
      ),
      credential: fc.constantFrom('site', 'none', 'bad', 'query'),
    });
    await fc.assert(
      fc.asyncProperty(arbitraryRequest, async (r) => {
        const [method, template] = r.route;
        const path = template
          .replace('{site}', r.id)
          .replace('{page}', r.id)
          .replace('{trigger}', r.trigger);
        const query = new URLSearchParams(r.query);
        const headers: Record<string, string> = { 'content-type': r.contentType };
        if (r.credential === 'site') headers.authorization = `Bearer ${s().apiKey}`;
        if (r.credential === 'bad') headers.authorization = 'Bearer emu_tok_wrong';
        if (r.credential === 'query') query.set('access_token', s().apiKey!);
        const res = await fetch(`${emu.origin}${path}?${query}`, {
          method,
          headers,
          body: method === 'GET' ? undefined : r.body,
          redirect: 'manual',
        });
        const text = await res.text();
        expect(res.status, `${method} ${path} → ${text.slice(0, 200)}`).toBeLessThan(500);
        if (res.status >= 400 && (res.headers.get('content-type') ?? '').includes('json')) {
          const parsed = JSON.parse(text) as Record<string, unknown>;
          const shape =
            'error' in parsed
              ? ['error', 'error_description']
              : 'msg' in parsed
                ? ['code', 'err', 'msg', 'name', 'path']
                : ['code', 'details', 'externalReference', 'message'];
          expect(Object.keys(parsed).sort()).toEqual(shape);
        }
      }),
      { numRuns: 400, seed: 20261121 },
    );
  }, 60_000);

  it('survives arbitrary paths on the published host and the Designer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.webPath(),
        fc.string({ maxLength: 30 }),
        async (designer, path, pageId) => {
          const host = `${s().shortName}${designer ? '.design' : ''}.localhost:${emu.port}`;
          const safe = (path.startsWith('/') ? path : `/${path}`).replace(/[^\x21-\x7e]/g, '');
          const res = await emu.getWithHost(
            host,
            `${safe || '/'}?pageId=${encodeURIComponent(pageId)}`,
          );
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 150, seed: 7 },
    );
  }, 60_000);
});
