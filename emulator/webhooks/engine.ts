import { randomUUID } from 'node:crypto';
import { sendDelivery } from './send';
import type { SendOutcome } from './send';
import { signDelivery } from './sign';

/** How a webhook's deliveries are signed. */
export type WebhookSigning =
  | { kind: 'clientSecret'; clientId: string }
  | { kind: 'secretKey'; secretKey: string }
  | { kind: 'none' };

/** The part of a webhook registration the engine needs. */
export interface DeliverableWebhook {
  id: string;
  siteId: string;
  triggerType: string;
  url: string;
  filter: { name: string } | null;
  active: boolean;
  signing: WebhookSigning;
  lastTriggered: string | null;
  failedDeliveriesInARow: number;
}

/** One HTTP attempt of a delivery. */
export interface DeliveryAttempt {
  number: number;
  at: string;
  timestamp: string;
  signed: boolean;
  outcome: 'captured' | 'failed';
  status: number | null;
  error: string | null;
  durationMs: number;
}

/** One event sent to one webhook, with all its attempts. */
export interface WebhookDelivery {
  id: string;
  webhookId: string;
  siteId: string;
  triggerType: string;
  url: string;
  body: string;
  status: 'pending' | 'captured' | 'failed';
  createdAt: string;
  nextAttemptAt: string | null;
  attempts: DeliveryAttempt[];
}

/** An e-mail put in the outbox. */
export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
  webhookId: string;
}

/** Tunables of delivery. */
export interface DeliverySettings {
  /** A receiver slower than this fails the attempt. */
  timeoutMs: number;
  /** Retries after the first attempt. */
  maxRetries: number;
  /** Gap between attempts, on the emulator clock. */
  retryDelayMs: number;
  /** Failed deliveries (all retries spent) in a row that deactivate a webhook. */
  deactivateAfterFailedDeliveries: number;
}

/** Defaults: 5 s timeout, 3 retries 10 minutes apart, deactivation after 3 failed deliveries. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  timeoutMs: 5_000,
  maxRetries: 3,
  retryDelayMs: 600_000,
  deactivateAfterFailedDeliveries: 3,
};

/** What the engine needs from the rest of the emulator. */
export interface EngineHost {
  now(): number;
  /** Runs `fn` once the emulator clock reaches `atMs`. */
  schedule(atMs: number, fn: () => void): void;
  webhooksOf(siteId: string): DeliverableWebhook[];
  webhookById(id: string): DeliverableWebhook | undefined;
  clientSecretOf(clientId: string): string | undefined;
  ownerEmailOf(siteId: string): string;
  recordDelivery(delivery: WebhookDelivery): void;
  sendEmail(email: OutboxEmail): void;
  settings(): DeliverySettings;
  send?: typeof sendDelivery;
}

function matchesFilter(webhook: DeliverableWebhook, payload: unknown): boolean {
  if (webhook.filter === null) return true;
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { name?: unknown }).name === webhook.filter.name
  );
}

/** The webhook delivery engine: fan-out, signing, attempts, retries and deactivation. */
export class DeliveryEngine {
  private readonly inFlight = new Set<Promise<void>>();

  /** @param host the emulator's store, clock and outbox */
  constructor(private readonly host: EngineHost) {}

  /** Fans an event out to every active, matching webhook of the site and starts each delivery. */
  dispatch(siteId: string, triggerType: string, payload: unknown): WebhookDelivery[] {
    const body = JSON.stringify({ triggerType, payload });
    const created: WebhookDelivery[] = [];
    for (const webhook of this.host.webhooksOf(siteId)) {
      if (!webhook.active || webhook.triggerType !== triggerType) continue;
      if (!matchesFilter(webhook, payload)) continue;
      const delivery: WebhookDelivery = {
        id: randomUUID(),
        webhookId: webhook.id,
        siteId,
        triggerType,
        url: webhook.url,
        body,
        status: 'pending',
        createdAt: new Date(this.host.now()).toISOString(),
        nextAttemptAt: new Date(this.host.now()).toISOString(),
        attempts: [],
      };
      this.host.recordDelivery(delivery);
      created.push(delivery);
      this.track(this.attempt(delivery));
    }
    return created;
  }

  /** Resolves when every attempt started so far has finished (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private signatureHeaders(webhook: DeliverableWebhook, timestamp: string, body: string) {
    const headers: Record<string, string> = {};
    const key =
      webhook.signing.kind === 'secretKey'
        ? webhook.signing.secretKey
        : webhook.signing.kind === 'clientSecret'
          ? this.host.clientSecretOf(webhook.signing.clientId)
          : undefined;
    if (key === undefined) return headers;
    headers['x-service-timestamp'] = timestamp;
    headers['x-service-signature'] = signDelivery(key, timestamp, body);
    return headers;
  }

  private async attempt(delivery: WebhookDelivery): Promise<void> {
    const webhook = this.host.webhookById(delivery.webhookId);
    if (webhook === undefined || !webhook.active) {
      delivery.status = 'failed';
      delivery.nextAttemptAt = null;
      return;
    }
    const settings = this.host.settings();
    const startedAt = this.host.now();
    const timestamp = String(startedAt);
    const headers = this.signatureHeaders(webhook, timestamp, delivery.body);
    const send = this.host.send ?? sendDelivery;
    const outcome: SendOutcome = await send(
      delivery.url,
      delivery.body,
      headers,
      settings.timeoutMs,
    );
    const captured = outcome.kind === 'response' && outcome.status === 200;
    delivery.attempts.push({
      number: delivery.attempts.length + 1,
      at: new Date(startedAt).toISOString(),
      timestamp,
      signed: 'x-service-signature' in headers,
      outcome: captured ? 'captured' : 'failed',
      status: outcome.kind === 'response' ? outcome.status : null,
      error: outcome.kind === 'error' ? outcome.error : captured ? null : `HTTP ${outcome.status}`,
      durationMs: outcome.durationMs,
    });
    webhook.lastTriggered = new Date(startedAt).toISOString();
    if (captured) {
      delivery.status = 'captured';
      delivery.nextAttemptAt = null;
      webhook.failedDeliveriesInARow = 0;
      return;
    }
    if (delivery.attempts.length <= settings.maxRetries) {
      const next = this.host.now() + settings.retryDelayMs;
      delivery.nextAttemptAt = new Date(next).toISOString();
      this.host.schedule(next, () => this.track(this.attempt(delivery)));
      return;
    }
    delivery.status = 'failed';
    delivery.nextAttemptAt = null;
    webhook.failedDeliveriesInARow += 1;
    if (
      webhook.active &&
      webhook.failedDeliveriesInARow >= settings.deactivateAfterFailedDeliveries
    ) {
      this.deactivate(webhook);
    }
  }

  private deactivate(webhook: DeliverableWebhook): void {
    webhook.active = false;
    const count = webhook.failedDeliveriesInARow;
    this.host.sendEmail({
      id: randomUUID(),
      to: this.host.ownerEmailOf(webhook.siteId),
      subject: `Webhook deactivated: ${webhook.triggerType} to ${webhook.url}`,
      text:
        `The webhook ${webhook.id} (${webhook.triggerType}) on site ${webhook.siteId} failed ` +
        `${count} deliveries in a row, each after all retries, and has been deactivated. ` +
        'Contact support to reactivate it.',
      sentAt: new Date(this.host.now()).toISOString(),
      webhookId: webhook.id,
    });
  }
}
