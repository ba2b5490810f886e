import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SETTINGS, DeliveryEngine } from '@/emulator/webhooks/engine';
import type {
  DeliverableWebhook,
  OutboxEmail,
  WebhookDelivery,
  WebhookSigning,
} from '@/emulator/webhooks/engine';
import type { SendOutcome } from '@/emulator/webhooks/send';
import { signWebhookPayload } from '@/lib/webhooks/verify';

function setup(
  statuses: number[],
  signing: WebhookSigning = { kind: 'clientSecret', clientId: 'app' },
) {
  let now = 1_763_700_000_000;
  const timers: Array<{ at: number; fn: () => void }> = [];
  const sent: Array<{ headers: Record<string, string>; body: string }> = [];
  const deliveries: WebhookDelivery[] = [];
  const emails: OutboxEmail[] = [];
  const webhook: DeliverableWebhook = {
    id: 'w1',
    siteId: 's1',
    triggerType: 'form_submission',
    url: 'http://127.0.0.1:1/in',
    filter: { name: 'Contact' },
    active: true,
    signing,
    lastTriggered: null,
    failedDeliveriesInARow: 0,
  };
  const engine = new DeliveryEngine({
    now: () => now,
    schedule: (at, fn) => timers.push({ at, fn }),
    webhooksOf: () => [webhook],
    webhookById: (id) => (id === webhook.id ? webhook : undefined),
    clientSecretOf: (id) => (id === 'app' ? 'client-secret' : undefined),
    ownerEmailOf: () => 'owner@example.test',
    recordDelivery: (d) => deliveries.push(d),
    sendEmail: (e) => emails.push(e),
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
  return { engine, webhook, sent, deliveries, emails, advance };
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
    expect(t.deliveries[0]?.status).toBe('captured');
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
    expect(t.deliveries[0]?.status).toBe('failed');
    expect(t.deliveries[0]?.attempts.map((a) => a.status)).toEqual([500, 302, 404, 500]);
    expect(t.webhook.failedDeliveriesInARow).toBe(1);
    expect(t.webhook.active).toBe(true);
  });

  it('captures on a retry and resets the failure count', async () => {
    const t = setup([503, 200]);
    t.webhook.failedDeliveriesInARow = 2;
    t.engine.dispatch('s1', 'form_submission', { name: 'Contact' });
    await t.engine.idle();
    await t.advance(600_000);
    expect(t.deliveries[0]?.status).toBe('captured');
    expect(t.webhook.failedDeliveriesInARow).toBe(0);
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
});
