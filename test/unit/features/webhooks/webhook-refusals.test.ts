import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient } from '../../support/emulator-client';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import type { Credential } from '@/lib/core/auth/credentials';
import { createWebhookHandlers } from '@/lib/features/webhooks/webhook-messages';

describe('a webhook request the service refuses with 403', () => {
  let emu: TestEmulator;
  let siteId: string;
  let siteKey: string;
  const handlersFor = (token: string, kind?: Credential['kind']) =>
    createWebhookHandlers({
      clientFor: async () => emulatorClient(emu, token),
      ...(kind ? { credentialKind: async () => kind } : {}),
    });
  const oauthToken = async (scopes: string[]) =>
    (await emu.control<{ accessToken: string }>('/tokens', { method: 'POST', body: { scopes } }))
      .body.accessToken;
  // The real service reserves creating webhooks for app tokens; the emulator follows the seed's
  // contract and lets a site key create them, so the refusal is scripted.
  const refuse = (method: string, path: string) =>
    emu.control('/faults', {
      method: 'POST',
      body: {
        method,
        path,
        times: 'always',
        action: {
          kind: 'status',
          status: 403,
          body: { code: 'forbidden', message: 'User is not authorized to perform this action' },
        },
      },
    });
  const hook = { triggerType: 'site_publish' as const, url: 'https://hooks.example.com/publish' };

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    siteId = emu.fixtures.sites[0]!.id;
    siteKey = emu.fixtures.sites[0]!.apiKey!;
  });
  afterEach(() => emu.control('/faults', { method: 'DELETE' }));
  afterAll(() => emu?.close());

  it('with a site API key, says creating webhooks takes an app sign-in and names its permissions', async () => {
    await refuse('POST', '/v2/sites/*/webhooks');
    const handlers = handlersFor(siteKey, 'site-key');
    await expect(handlers.createWebhook({ siteId, ...hook })).rejects.toMatchObject({
      kind: 'forbidden',
      message: expect.stringMatching(
        /^The service refused to create this webhook with a site API key: it takes new webhooks only from an app sign-in with your account \(OAuth\) that holds these permissions: sites:write\./,
      ),
    });
    await expect(
      handlers.createWebhook({
        siteId,
        triggerType: 'form_submission',
        url: 'https://hooks.example.com/forms',
      }),
    ).rejects.toThrow(/these permissions: sites:write, forms:read\./);
  });

  it('with a site API key, names the sign-in that lists and deletes webhooks', async () => {
    await refuse('GET', '/v2/sites/*/webhooks');
    await refuse('DELETE', '/v2/webhooks/*');
    const handlers = handlersFor(siteKey, 'site-key');
    const expected =
      /^The service refused this with a site API key: managing this site’s webhooks needs a sign-in with your account \(OAuth\)/;
    await expect(handlers.listWebhooks({ siteId })).rejects.toThrow(expected);
    await expect(
      handlers.deleteWebhook({ siteId, webhookId: '0123456789abcdef01234567' }),
    ).rejects.toThrow(expected);
  });

  it('with an account sign-in, says which permissions on the site creating it needs', async () => {
    await refuse('POST', '/v2/sites/*/webhooks');
    const token = await oauthToken(['sites:read', 'sites:write', 'forms:read']);
    await expect(handlersFor(token, 'oauth').createWebhook({ siteId, ...hook })).rejects.toThrow(
      /^The service refused to create this webhook for your account sign-in: it needs these permissions on this site: sites:write\./,
    );
  });

  it('keeps the missing-scope message of an account sign-in, which names the scope', async () => {
    const reader = await oauthToken(['sites:read']);
    await expect(handlersFor(reader, 'oauth').createWebhook({ siteId, ...hook })).rejects.toThrow(
      "This sign-in lacks the permission 'sites:write' — sign in again and approve it",
    );
  });
});
