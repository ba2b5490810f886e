import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient } from '../../support/emulator-client';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import type { Credential } from '@/lib/core/auth/credentials';
import { createFontHandlers } from '@/lib/features/fonts/font-messages';

const HASH = '0123456789abcdef0123456789abcdef';
const font = {
  fileName: 'Refused.woff2',
  fileHash: HASH,
  fontFamily: 'Refused',
  weight: 400,
  italic: false,
  fontDisplay: 'swap' as const,
};

describe('a font request the service refuses with 403', () => {
  let emu: TestEmulator;
  let siteId: string;
  let siteKey: string;
  const handlersFor = (token: string, kind?: Credential['kind']) =>
    createFontHandlers({
      clientFor: async () => emulatorClient(emu, token),
      ...(kind ? { credentialKind: async () => kind } : {}),
    });
  const oauthToken = async (scopes: string[]) =>
    (await emu.control<{ accessToken: string }>('/tokens', { method: 'POST', body: { scopes } }))
      .body.accessToken;
  const refuse = (method: string, path: string, body: object) =>
    emu.control('/faults', {
      method: 'POST',
      body: { method, path, times: 'always', action: { kind: 'status', status: 403, body } },
    });
  const forbidden = { code: 'forbidden', message: 'User is not authorized to perform this action' };

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    siteId = emu.fixtures.sites[0]!.id;
    siteKey = emu.fixtures.sites[0]!.apiKey!;
  });
  afterEach(() => emu.control('/faults', { method: 'DELETE' }));
  afterAll(() => emu?.close());

  it('with a site API key, names the account sign-in and the permissions custom fonts need', async () => {
    await refuse('*', '/v2/sites/*/custom_fonts/**', forbidden);
    await refuse('*', '/v2/sites/*/custom_fonts', forbidden);
    const handlers = handlersFor(siteKey, 'site-key');
    const expected = {
      kind: 'forbidden',
      message: expect.stringMatching(
        /^The service refused this with a site API key: custom fonts need a sign-in with your account \(OAuth\) that has the sites:read and sites:write permissions\./,
      ),
    };
    await expect(handlers.startFontUpload({ siteId, font })).rejects.toMatchObject(expected);
    await expect(handlers.listFonts({ siteId })).rejects.toMatchObject(expected);
    const report = await handlers.deleteFonts({ siteId, fontIds: ['0123456789abcdef01234567'] });
    expect(report.failed[0]?.msg).toMatch(/^The service refused this with a site API key: /);
  });

  it('names the site API key even when the service calls it a missing scope', async () => {
    await refuse('POST', '/v2/sites/*/custom_fonts', {
      code: 'missing_scopes',
      message: 'OAuthForbidden: You are missing the following scopes - sites:write',
    });
    await expect(
      handlersFor(siteKey, 'site-key').startFontUpload({ siteId, font }),
    ).rejects.toMatchObject({
      kind: 'missing-scope',
      message: expect.stringMatching(/site API key/),
    });
  });

  it('with an account sign-in, says which permissions on the site it needs', async () => {
    await refuse('POST', '/v2/sites/*/custom_fonts', forbidden);
    const token = await oauthToken(['sites:read', 'sites:write']);
    await expect(handlersFor(token, 'oauth').startFontUpload({ siteId, font })).rejects.toThrow(
      /^The service refused this for your account sign-in: custom fonts need the sites:read and sites:write permissions on this site\./,
    );
  });

  it('keeps the missing-scope message of an account sign-in, which names the scope', async () => {
    const reader = await oauthToken(['sites:read']);
    await expect(handlersFor(reader, 'oauth').startFontUpload({ siteId, font })).rejects.toThrow(
      "This sign-in lacks the permission 'sites:write' — sign in again and approve it",
    );
  });

  it('leaves the service’s own words when the credential is not known', async () => {
    await refuse('POST', '/v2/sites/*/custom_fonts', forbidden);
    await expect(handlersFor(siteKey).startFontUpload({ siteId, font })).rejects.toThrow(
      'This sign-in is not allowed to do that: User is not authorized to perform this action',
    );
  });
});
