import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient } from '../../support/emulator-client';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { loadProtocol } from '@/lib/app/protocol';
import {
  createWebhookHandlers,
  type WebhookHandlers,
} from '@/lib/features/webhooks/webhook-messages';

const protocol = await loadProtocol();

type Listed = { webhooks: { id: string; triggerType: string; secretKey?: string }[] };

describe('webhook handlers against the emulator', () => {
  let emu: TestEmulator;
  let siteId: string;
  let siteKey: string;
  let handlers: WebhookHandlers;
  const inEmulator = async () =>
    (await emu.call<Listed>(`/v2/sites/${siteId}/webhooks?limit=100`, { token: siteKey })).body
      .webhooks;
  const handlersFor = (token: string) =>
    createWebhookHandlers({ clientFor: async () => emulatorClient(emu, token) });
  const oauthToken = async (scopes: string[]) =>
    (
      await emu.control<{ accessToken: string }>('/tokens', {
        method: 'POST',
        body: { scopes },
      })
    ).body.accessToken;

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    siteId = emu.fixtures.sites[0]!.id;
    siteKey = emu.fixtures.sites[0]!.apiKey!;
    handlers = handlersFor(siteKey);
  });
  afterAll(() => emu?.close());

  it('creates with a site key, answers the secret once, lists and deletes', async () => {
    const created = await handlers.createWebhook({
      siteId,
      triggerType: 'form_submission',
      url: 'https://hooks.example.com/contact',
      filter: { name: 'Contact' },
    });
    expect(created.secretKey).toMatch(/whsec_[0-9a-f]+$/);
    expect(created.webhook).not.toHaveProperty('secretKey');
    expect(created.webhook.filter).toEqual({ name: 'Contact' });

    const listed = await handlers.listWebhooks({ siteId });
    const mine = listed.find((w) => w.id === created.webhook.id);
    expect(mine?.url).toBe('https://hooks.example.com/contact');
    expect(JSON.stringify(listed)).not.toContain(created.secretKey!);
    expect((await inEmulator()).map((w) => w.id)).toContain(created.webhook.id);

    await expect(
      handlers.deleteWebhook({ siteId, webhookId: created.webhook.id }),
    ).resolves.toEqual({});
    expect((await inEmulator()).map((w) => w.id)).not.toContain(created.webhook.id);
    expect((await handlers.listWebhooks({ siteId })).map((w) => w.id)).not.toContain(
      created.webhook.id,
    );
  });

  it('answers no secret for a webhook made with an OAuth sign-in', async () => {
    const token = await oauthToken(['sites:read', 'sites:write']);
    const created = await handlersFor(token).createWebhook({
      siteId,
      triggerType: 'site_publish',
      url: 'https://hooks.example.com/publish',
    });
    expect(created.secretKey).toBeNull();
    await handlers.deleteWebhook({ siteId, webhookId: created.webhook.id });
  });

  it('says which permission a form-submission webhook needs', async () => {
    const token = await oauthToken(['sites:read', 'sites:write']);
    await expect(
      handlersFor(token).createWebhook({
        siteId,
        triggerType: 'form_submission',
        url: 'https://hooks.example.com/forms',
      }),
    ).rejects.toThrow(/forms:read/);
  });

  it('puts the service’s filter refusal in an editor’s words', async () => {
    await expect(
      handlers.createWebhook({
        siteId,
        triggerType: 'site_publish',
        url: 'https://hooks.example.com/x',
        filter: { name: 'Contact' },
      }),
    ).rejects.toThrow('A form name can only be given for form submissions.');
  });

  it('reads every page and refuses the 76th webhook of a trigger', async () => {
    const before = (await handlers.listWebhooks({ siteId })).length;
    const existing = (await inEmulator()).filter((w) => w.triggerType === 'page_created').length;
    for (let i = existing; i < 75; i++) {
      await handlers.createWebhook({
        siteId,
        triggerType: 'page_created',
        url: `https://hooks.example.com/page/${i}`,
      });
    }
    for (let i = 0; i < 30; i++) {
      await emu.call(`/v2/sites/${siteId}/webhooks`, {
        method: 'POST',
        token: siteKey,
        body: { triggerType: 'collection_item_created', url: `https://hooks.example.com/c/${i}` },
      });
    }
    const all = await handlers.listWebhooks({ siteId });
    expect(all.length).toBe(before + 75 - existing + 30);
    expect(all.length).toBeGreaterThan(100);
    expect(new Set(all.map((w) => w.id)).size).toBe(all.length);

    await expect(
      handlers.createWebhook({
        siteId,
        triggerType: 'page_created',
        url: 'https://hooks.example.com/page/76',
      }),
    ).rejects.toThrow(/already has 75 webhooks for “Page created”/);
    const pageCreated = (await handlers.listWebhooks({ siteId })).filter(
      (w) => w.triggerType === 'page_created',
    );
    expect(pageCreated).toHaveLength(75);
  });
});

describe('the createWebhook request', () => {
  const request = protocol['webhooks.createWebhook'].request;
  const base = { siteId: 's1', triggerType: 'site_publish', url: 'https://hooks.example.com/' };
  const problem = (data: unknown) => {
    const parsed = request.safeParse(data);
    return parsed.success ? undefined : parsed.error.issues.map((i) => i.message).join(' | ');
  };

  it('accepts an https address and trims it', () => {
    const parsed = request.parse({ ...base, url: '  https://hooks.example.com/a  ' });
    expect(parsed.url).toBe('https://hooks.example.com/a');
  });

  it('refuses plain http, even to this machine, with a clear message', () => {
    expect(problem({ ...base, url: 'http://hooks.example.com/' })).toMatch(/must start with https/);
    expect(problem({ ...base, url: 'http://127.0.0.1:8790/' })).toMatch(/must start with https/);
    expect(problem({ ...base, url: 'hooks.example.com' })).toMatch(/full address/);
    expect(problem({ ...base, url: 'https://u:p@hooks.example.com/' })).toMatch(/user name/);
  });

  it('knows the 14 trigger types and nothing else', () => {
    expect(problem({ ...base, triggerType: 'comment_created' })).toBeUndefined();
    expect(problem({ ...base, triggerType: 'user_joined' })).toBeDefined();
  });

  it('takes a form name only for form submissions', () => {
    expect(
      problem({ ...base, triggerType: 'form_submission', filter: { name: 'Contact' } }),
    ).toBeUndefined();
    expect(problem({ ...base, filter: { name: 'Contact' } })).toBe(
      'A form name can only be given for form submissions.',
    );
    expect(
      problem({ ...base, triggerType: 'form_submission', filter: { name: ' ' } }),
    ).toBeDefined();
  });
});
