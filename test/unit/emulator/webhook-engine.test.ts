import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SETTINGS, DeliveryEngine } from '@/emulator/webhooks/engine';
import type { EngineWorld } from '@/emulator/webhooks/engine';
import type { SendOutcome } from '@/emulator/webhooks/send';
import type { Webhook, WebhookSigning } from '@/emulator/world-types';
import { signWebhookPayload } from '@/lib/features/webhooks/verify';

function setup(
  statuses: number[],
  signing: WebhookSigning = { kind: 'client-secret', clientId: 'app' },
) {
  let now = 1_763_700_000_000;
  const timers: Array<{ at: number; fn: () => void }> = [];
  const sent: Array<{ headers: Record<string, string>; body: string }> = [];
  const webhook: Webhook = {
    id: 'w1',
    siteId: 's1',
    workspaceId: 'ws',
    triggerType: 'form_submission',
    url: 'http://127.0.0.1:1/in',
    filter: { name: 'Contact' },
    createdOn: '2026-01-01T00:00:00.000Z',
    lastTriggered: null,
    secretKey: signing.kind === 'secret-key' ? 'per-webhook-key' : null,
    signing,
    active: true,
    consecutiveFailures: 0,
  };
  const world: EngineWorld = {
    webhooks: { w1: webhook },
    deliveries: {},
    outbox: [],
    oauthApps: {
      a: {
        id: 'a',
        clientId: 'app',
        clientSecret: 'client-secret',
        name: 'n',
        description: 'd',
        homepage: 'https://h.example',
        redirectUrl: 'https://h.example/cb',
        scopes: [],
        workspaceId: 'ws',
      },
    },
    users: {
      u: { id: 'u', email: 'owner@example.test', firstName: 'O', lastName: 'W', workspaceId: 'ws' },
    },
  };
  const engine = new DeliveryEngine({
    now: () => now,
    setTimer: (delay, fn) => timers.push({ at: now + delay, fn }),
    world: () => world,
    settings: () => DEFAULT_DELIVERY_SETTINGS,
    send: async (_url, body, headers): Promise<SendOutcome> => {
      sent.push({ headers: { ...headers }, body });
      const status = statuses.shift() ?? 500;
      return { kind: 'response', status, durationMs: 1 };
    },
  });
  const advance = async (ms: number) => {
    now += ms;
    const due = timers.filter((timer) => timer.at <= now);
    timers.splice(0, timers.length, ...timers.filter((timer) => timer.at > now));
    for (const timer of due) timer.fn();
    await engine.idle();
  };
  const deliveries = () => Object.values(world.deliveries);
  return { engine, webhook, world, sent, deliveries, emails: world.outbox, advance };
}

describe('DeliveryEngine', () => {
  it('delivers only events matching the form filter, signed with the client secret', async () => {
    const t = setup([200]);
    t.engine.dispatch('s1', 'form_submission', { name: 'Other' });
    t.engine.dispatch('s1', 'site_publish', {});
    t.engine.dispatch('s1', 'form_submission', { name: 'Contact' });
    await t.engine.idle();
    expect(t.sent).toHaveLength(1);
    const [first] = t.sent;
    const ts = first?.headers['x-service-timestamp'] ?? '';
    expect(first?.headers['x-service-signature']).toBe(
      await signWebhookPayload('client-secret', ts, first?.body ?? ''),
    );
    expect(t.deliveries()[0]?.state).toBe('captured');
  });

  it('signs with the per-webhook secretKey when the webhook has one', async () => {
    const t = setup([200], { kind: 'secret-key' });
    t.engine.dispatch('s1', 'form_submission', { name: 'Contact' });
    await t.engine.idle();
    const [first] = t.sent;
    const ts = first?.headers['x-service-timestamp'] ?? '';
    expect(first?.headers['x-service-signature']).toBe(
      await signWebhookPayload('per-webhook-key', ts, first?.body ?? ''),
    );
  });

  it('sends no signature headers for dashboard webhooks', async () => {
    const t = setup([200], { kind: 'none' });
    t.engine.dispatch('s1', 'form_submission', { name: 'Contact' });
    await t.engine.idle();
    expect(t.sent[0]?.headers).toEqual({});
  });

  it('retries 3 times 10 minutes apart, then fails the delivery', async () => {
    const t = setup([500, 302, 404, 500]);
    t.engine.dispatch('s1', 'form_submission', { name: 'Contact' });
    await t.engine.idle();
    await t.advance(599_999);
    expect(t.sent).toHaveLength(1);
    for (let i = 0; i < 4; i++) await t.advance(600_000);
    expect(t.sent).toHaveLength(4);
    expect(t.deliveries()[0]?.state).toBe('failed');
    expect(t.deliveries()[0]?.attempts.map((a) => a.status)).toEqual([500, 302, 404, 500]);
    expect(t.webhook.consecutiveFailures).toBe(1);
    expect(t.webhook.active).toBe(true);
  });

  it('captures on a retry and resets the failure count', async () => {
    const t = setup([503, 200]);
    t.webhook.consecutiveFailures = 2;
    t.engine.dispatch('s1', 'form_submission', { name: 'Contact' });
    await t.engine.idle();
    await t.advance(600_000);
    expect(t.deliveries()[0]?.state).toBe('captured');
    expect(t.webhook.consecutiveFailures).toBe(0);
  });

  it('deactivates after 3 failed deliveries in a row and e-mails the owner once', async () => {
    const t = setup([]);
    for (let n = 0; n < 3; n++) {
      t.engine.dispatch('s1', 'form_submission', { name: 'Contact' });
      await t.engine.idle();
      for (let i = 0; i < 3; i++) await t.advance(600_000);
    }
    expect(t.webhook.active).toBe(false);
    expect(t.emails).toHaveLength(1);
    expect(t.emails[0]?.to).toBe('owner@example.test');
    t.engine.dispatch('s1', 'form_submission', { name: 'Contact' });
    await t.engine.idle();
    expect(t.sent).toHaveLength(12);
  });

  it('re-arms pending deliveries of a restored world', async () => {
    const t = setup([500, 200]);
    t.engine.dispatch('s1', 'form_submission', { name: 'Contact' });
    await t.engine.idle();
    const restored = setup([200]);
    const saved = t.deliveries()[0]!;
    restored.world.deliveries[saved.id] = structuredClone(saved);
    expect(restored.engine.resume()).toBe(1);
    await restored.advance(599_000);
    expect(restored.sent).toHaveLength(0);
    await restored.advance(1_000);
    expect(restored.sent).toHaveLength(1);
    expect(restored.deliveries()[0]?.state).toBe('captured');
  });
});
