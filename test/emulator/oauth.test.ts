import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';
import { decide, obtainCode, openConsent, postForm, registerApp } from './support/oauth-flow';

let emu: TestEmulator;
let app: { clientId: string; clientSecret: string; redirectUrl: string };
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
  app = await registerApp(emu);
});
afterAll(() => emu.close());

const exchange = (code: string, extra: Record<string, string> = {}) =>
  postForm(emu, '/oauth/access_token', {
    client_id: app.clientId,
    client_secret: app.clientSecret,
    code,
    grant_type: 'authorization_code',
    ...extra,
  });

describe('GET /oauth/authorize', () => {
  it('serves an escaped consent form without script, twice for the same URL', async () => {
    const query = { client_id: app.clientId, response_type: 'code', state: 'xyz' };
    const first = await openConsent(emu, query);
    const second = await openConsent(emu, query);
    for (const page of [first, second]) {
      expect(page.res.status).toBe(200);
      expect(page.html).toContain('id="approve"');
      expect(page.html).toContain('id="deny"');
      expect(page.html).toContain('Test app &lt;b&gt;');
      expect(page.html).not.toContain('<script');
    }
    expect(first.tx).not.toBe(second.tx);
    const a = await decide(emu, first.tx!, 'approve');
    const b = await decide(emu, second.tx!, 'approve');
    expect(a.status).toBe(302);
    expect(b.status).toBe(302);
  });

  it('redirects with code and state on approve, access_denied on deny', async () => {
    const { tx } = await openConsent(emu, {
      client_id: app.clientId,
      response_type: 'code',
      state: 'st',
    });
    const ok = await decide(emu, tx!, 'approve');
    const url = new URL(ok.location!);
    expect(url.origin + url.pathname).toBe(app.redirectUrl);
    expect(url.searchParams.get('code')).toMatch(/^[0-9a-f]{40}$/);
    expect(url.searchParams.get('state')).toBe('st');
    const { tx: tx2 } = await openConsent(emu, {
      client_id: app.clientId,
      response_type: 'code',
      state: 'st2',
    });
    const denied = new URL((await decide(emu, tx2!, 'deny')).location!);
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('error_description')).toBeTruthy();
    expect(denied.searchParams.get('state')).toBe('st2');
    const reused = await decide(emu, tx!, 'approve');
    expect(reused.status).toBe(400);
  });

  it('reports errors on the page when the client or redirect is unknown', async () => {
    const queries: Record<string, string>[] = [
      { response_type: 'code' },
      { client_id: 'nope', response_type: 'code' },
      { client_id: app.clientId, response_type: 'code', redirect_uri: `${app.redirectUrl}/` },
      {
        client_id: app.clientId,
        response_type: 'code',
        redirect_uri: app.redirectUrl.replace('https', 'http'),
      },
    ];
    for (const query of queries) {
      const page = await openConsent(emu, query);
      expect(page.res.status).toBe(400);
      expect(page.html).toContain('invalid_request');
      expect(page.tx).toBeNull();
    }
  });

  it('reports errors to the redirect once client and redirect are known', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ client_id: app.clientId, state: 'a' }, 'invalid_request'],
      [
        { client_id: app.clientId, response_type: 'token', state: 'a' },
        'unsupported_response_type',
      ],
      [
        { client_id: app.clientId, response_type: 'code', scope: 'sites:read made:up', state: 'a' },
        'invalid_scope',
      ],
    ];
    for (const [query, error] of cases) {
      const page = await openConsent(emu, query);
      expect(page.res.status).toBe(302);
      const loc = new URL(page.res.headers.get('location')!);
      expect(loc.searchParams.get('error')).toBe(error);
      expect(loc.searchParams.get('state')).toBe('a');
    }
  });
});

describe('POST /oauth/access_token', () => {
  it('exchanges a code once (form and JSON), and re-use revokes the token', async () => {
    const code = await obtainCode(emu, app);
    const ok = await exchange(code);
    expect(ok.status).toBe(200);
    expect(ok.body.token_type).toBe('bearer');
    const token = ok.body.access_token as string;
    expect((await emu.call('/info', { token })).status).toBe(200);
    const again = await exchange(code);
    expect(again.body.error).toBe('invalid_grant');
    expect((await emu.call('/info', { token })).status).toBe(401);

    const code2 = await obtainCode(emu, app);
    const json = await emu.call('/oauth/access_token', {
      method: 'POST',
      body: {
        client_id: app.clientId,
        client_secret: app.clientSecret,
        code: code2,
        grant_type: 'authorization_code',
      },
    });
    expect(json.status).toBe(200);
    expect(typeof json.body.access_token).toBe('string');
  });

  it('answers each token error', async () => {
    const code = await obtainCode(emu, app);
    expect((await exchange(code, { grant_type: 'client_credentials' })).body.error).toBe(
      'unsupported_grant_type',
    );
    const badClient = await exchange(code, { client_secret: 'wrong' });
    expect(badClient.status).toBe(401);
    expect(badClient.body).toEqual({
      error: 'invalid_client',
      error_description: expect.any(String),
    });
    expect((await exchange('0'.repeat(40))).body.error).toBe('invalid_grant');
    expect((await exchange(code)).status).toBe(200);
  });

  it('requires the same redirect_uri when the authorize request carried one', async () => {
    const code = await obtainCode(emu, app, { redirect_uri: app.redirectUrl });
    expect((await exchange(code)).body.error).toBe('invalid_grant');
    const code2 = await obtainCode(emu, app, { redirect_uri: app.redirectUrl });
    expect((await exchange(code2, { redirect_uri: app.redirectUrl })).status).toBe(200);
  });

  it('expires codes after 30 minutes on the emulator clock', async () => {
    const fresh = await obtainCode(emu, app);
    const stale = await obtainCode(emu, app);
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 29 * 60_000 } });
    expect((await exchange(fresh)).status).toBe(200);
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 2 * 60_000 } });
    const late = await exchange(stale);
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('invalid_grant');
  });

  it('gives tokens only the requested scopes, enforced with 403 missing_scopes', async () => {
    const code = await obtainCode(emu, app, { scope: 'sites:read' });
    const token = (await exchange(code)).body.access_token as string;
    const siteId = emu.fixtures.sites[0]!.id;
    expect((await emu.call(`/v2/sites/${siteId}`, { token })).status).toBe(200);
    const denied = await emu.call(`/v2/sites/${siteId}/pages`, { token });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({
      code: 'missing_scopes',
      message: expect.stringContaining('pages:read'),
      externalReference: null,
      details: [],
    });
  });
});

describe('POST /oauth/revoke_authorization', () => {
  it('revokes with didRevoke and the token then answers 401', async () => {
    const token = (await exchange(await obtainCode(emu, app))).body.access_token as string;
    const bad = await postForm(emu, '/oauth/revoke_authorization', {
      client_id: app.clientId,
      client_secret: 'nope',
      access_token: token,
    });
    expect(bad.body.error).toBe('invalid_client');
    const res = await postForm(emu, '/oauth/revoke_authorization', {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      access_token: token,
    });
    expect(res).toEqual({ status: 200, body: { didRevoke: true } });
    expect((await emu.call('/info', { token })).status).toBe(401);
    const twice = await postForm(emu, '/oauth/revoke_authorization', {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      access_token: token,
    });
    expect(twice.status).toBe(400);
  });

  it('also takes the JSON body the SDK sends, and refuses it with the same errors', async () => {
    const code = await obtainCode(emu, app, { redirect_uri: app.redirectUrl });
    const issued = await emu.call('/oauth/access_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: {
        client_id: app.clientId,
        client_secret: app.clientSecret,
        code,
        grant_type: 'authorization_code',
        redirect_uri: app.redirectUrl,
      },
    });
    expect(issued.status).toBe(200);
    const token = issued.body.access_token as string;
    const revokeJson = (fields: Record<string, string>) =>
      emu.call('/oauth/revoke_authorization', { method: 'POST', body: fields });
    const credentials = { client_id: app.clientId, client_secret: app.clientSecret };
    expect(
      (await revokeJson({ ...credentials, client_secret: 'nope', access_token: token })).body,
    ).toMatchObject({ error: 'invalid_client' });
    expect((await revokeJson(credentials)).body).toMatchObject({ error: 'invalid_request' });
    const res = await revokeJson({ ...credentials, access_token: token });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 200,
      body: { didRevoke: true },
    });
    expect((await emu.call('/info', { token })).status).toBe(401);
    expect((await revokeJson({ ...credentials, access_token: token })).body).toMatchObject({
      error: 'invalid_token',
    });
  });

  it('rejects registering an app whose Redirect URL is not https', async () => {
    const res = await emu.control('/oauth-apps', {
      method: 'POST',
      body: { name: 'x', redirectUrl: 'http://ext.example/cb' },
    });
    expect(res.status).toBe(400);
  });
});
