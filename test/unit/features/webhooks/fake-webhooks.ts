/** A fake background for the Webhooks tab: an in-memory list behind the three messages. */
import type { MessagingClient } from '@/lib/core/messaging/client';
import type { WebhookView } from '@/lib/features/webhooks/webhook-messages';

/** A webhook record for tests. */
export function fakeWebhook(overrides: Partial<WebhookView> & { id: string }): WebhookView {
  return {
    triggerType: 'site_publish',
    url: `https://hooks.example.com/${overrides.id}`,
    siteId: 's1',
    workspaceId: 'w1',
    filter: null,
    createdOn: '2026-01-02T10:00:00.000Z',
    lastTriggered: null,
    ...overrides,
  };
}

/** What the fake answers and records. */
export interface FakeBackground {
  client: MessagingClient;
  webhooks: WebhookView[];
  sent: { type: string; data: Record<string, unknown> }[];
  /** The secret the next create answers (null: an OAuth sign-in). */
  secretKey: string | null;
  /** Makes the next request of `type` fail with `message`. */
  failNext(type: string, message: string): void;
}

/** A fake background holding `initial`. */
export function fakeBackground(initial: WebhookView[] = []): FakeBackground {
  const failures = new Map<string, string>();
  let next = 0;
  const state: FakeBackground = {
    webhooks: [...initial],
    sent: [],
    secretKey: 'whsec_test_secret',
    failNext: (type, message) => failures.set(type, message),
    client: {
      request: async (type: string, data: Record<string, unknown>) => {
        state.sent.push({ type, data });
        const failure = failures.get(type);
        if (failure !== undefined) {
          failures.delete(type);
          throw new Error(failure);
        }
        if (type === 'webhooks.listWebhooks') return [...state.webhooks];
        if (type === 'webhooks.createWebhook') {
          const webhook = fakeWebhook({
            id: `new${next++}`,
            triggerType: data.triggerType as string,
            url: data.url as string,
            filter: (data.filter as { name: string } | undefined) ?? null,
            createdOn: '2026-03-01T10:00:00.000Z',
          });
          state.webhooks.push(webhook);
          return { webhook, secretKey: state.secretKey };
        }
        if (type === 'webhooks.deleteWebhook') {
          state.webhooks = state.webhooks.filter((w) => w.id !== data.webhookId);
          return {};
        }
        throw new Error(`unexpected ${type}`);
      },
    } as unknown as MessagingClient,
  };
  return state;
}

/** `n` webhooks of one trigger. */
export function manyOf(triggerType: string, n: number, prefix = triggerType): WebhookView[] {
  return Array.from({ length: n }, (_, i) => fakeWebhook({ id: `${prefix}-${i}`, triggerType }));
}
