import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());

describe('presenting tokens and GET /info', () => {
  it('answers /info for a site key in the Bearer header', async () => {
    const site = emu.fixtures.sites[0]!;
    const res = await emu.call('/info', { token: site.apiKey });
    expect(res.status).toBe(200);
    expect(res.body.authorization.authorizedTo.siteIds).toEqual([site.id]);
    expect(res.body.application).toBeNull();
  });

  it('accepts the access_token query parameter', async () => {
    const site = emu.fixtures.sites[1]!;
    const res = await emu.call(`/info?access_token=${encodeURIComponent(site.apiKey!)}`);
    expect(res.status).toBe(200);
    expect(res.body.sites).toEqual([site.id]);
  });

  it('answers 401 with the error body for a missing or unknown token', async () => {
    for (const token of [null, 'emu_tok_nope']) {
      const res = await emu.call('/info', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        code: 'not_authorized',
        message: 'Request not authorized',
        externalReference: null,
        details: [],
      });
    }
  });

  it('answers /info for an OAuth token with the workspace sites and the app', async () => {
    const minted = await emu.control('/tokens', { method: 'POST', body: {} });
    const res = await emu.call('/info', { token: minted.body.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.sites.sort()).toEqual(emu.fixtures.sites.map((s) => s.id).sort());
    expect(res.body.application.displayName).toBe(emu.fixtures.oauthApps[0]!.name);
  });

  it('introspects with comma-separated scopes and checks authorized_user:read on authorized_by', async () => {
    const minted = await emu.control('/tokens', {
      method: 'POST',
      body: { scopes: ['sites:read'] },
    });
    const token = minted.body.accessToken as string;
    const intro = await emu.call('/v2/token/introspect', { token });
    expect(intro.body.authorization.scope).toBe('sites:read');
    const denied = await emu.call('/v2/token/authorized_by', { token });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('missing_scopes');
    const full = await emu.control('/tokens', { method: 'POST', body: {} });
    const me = await emu.call('/v2/token/authorized_by', { token: full.body.accessToken });
    expect(me.body.email).toBe('editor@example.com');
  });
});
