import { newObjectId } from '../ids';
import type { Delivery, Webhook, World } from '../world-types';
import { sendDelivery } from './send';
import { signDelivery } from './sign';

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

/** The collections the engine reads and writes. */
export type EngineWorld = Pick<World, 'webhooks' | 'deliveries' | 'outbox' | 'oauthApps' | 'users'>;

/** What the engine needs from the rest of the emulator. */
export interface EngineHost {
  now(): number;
  /** Runs `fn` once the emulator clock has moved `delayMs` forward. */
  setTimer(delayMs: number, fn: () => void): void;
  /** The current world (it is replaced on reset, so always read it through here). */
  world(): EngineWorld;
  settings(): DeliverySettings;
  /** The HTTP sender; tests may replace it. */
  send?: typeof sendDelivery;
}

function matchesFilter(webhook: Webhook, payload: Record<string, unknown>): boolean {
  return webhook.filter === null || payload.name === webhook.filter.name;
}

/** The webhook delivery engine: fan-out, signing, attempts, retries and deactivation. */
export class DeliveryEngine {
  private readonly inFlight = new Set<Promise<void>>();

  /** @param host the emulator's world, clock and settings */
  constructor(private readonly host: EngineHost) {}

  /** Fans an event out to every active, matching webhook of the site and starts each delivery. */
  dispatch(siteId: string, triggerType: string, payload: Record<string, unknown>): Delivery[] {
    const world = this.host.world();
    const body = JSON.stringify({ triggerType, payload });
    const created: Delivery[] = [];
    for (const webhook of Object.values(world.webhooks)) {
      if (webhook.siteId !== siteId || webhook.triggerType !== triggerType) continue;
      if (!webhook.active || !matchesFilter(webhook, payload)) continue;
      const delivery: Delivery = {
        id: newObjectId(),
        webhookId: webhook.id,
        siteId,
        url: webhook.url,
        createdAt: this.host.now(),
        triggerType,
        body,
        headers: {},
        state: 'pending',
        attempts: [],
        nextAttemptAt: this.host.now(),
      };
      world.deliveries[delivery.id] = delivery;
      created.push(delivery);
      this.track(this.attempt(delivery));
    }
    return created;
  }

  /**
   * Re-arms the pending deliveries of a world loaded from a saved state: each next attempt runs
   * when its time comes on the clock (at once if it is already due).
   */
  resume(): number {
    const pending = Object.values(this.host.world().deliveries).filter(
      (d) => d.state === 'pending' && d.nextAttemptAt !== null,
    );
    for (const delivery of pending) {
      const delay = Math.max(0, (delivery.nextAttemptAt ?? 0) - this.host.now());
      this.host.setTimer(delay, () => this.track(this.attempt(delivery)));
    }
    return pending.length;
  }

  /** Resolves when every attempt started so far has finished. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** The key a webhook's deliveries are signed with, or null when they go unsigned. */
  signingKey(webhook: Webhook): string | null {
    if (webhook.signing.kind === 'secret-key') return webhook.secretKey;
    if (webhook.signing.kind === 'none') return null;
    const { clientId } = webhook.signing;
    const app = Object.values(this.host.world().oauthApps).find((a) => a.clientId === clientId);
    return app?.clientSecret ?? null;
  }

  private async attempt(delivery: Delivery): Promise<void> {
    const webhook = this.host.world().webhooks[delivery.webhookId];
    if (webhook === undefined || !webhook.active) {
      delivery.state = 'failed';
      delivery.nextAttemptAt = null;
      return;
    }
    const settings = this.host.settings();
    const startedAt = this.host.now();
    const key = this.signingKey(webhook);
    const timestamp = key === null ? null : String(startedAt);
    delivery.headers =
      key === null || timestamp === null
        ? {}
        : {
            'x-service-timestamp': timestamp,
            'x-service-signature': signDelivery(key, timestamp, delivery.body),
          };
    const send = this.host.send ?? sendDelivery;
    const outcome = await send(delivery.url, delivery.body, delivery.headers, settings.timeoutMs);
    const captured = outcome.kind === 'response' && outcome.status === 200;
    delivery.attempts.push({
      number: delivery.attempts.length + 1,
      at: startedAt,
      timestamp,
      outcome: captured ? 'captured' : 'failed',
      status: outcome.kind === 'response' ? outcome.status : null,
      error: outcome.kind === 'error' ? outcome.error : captured ? null : `HTTP ${outcome.status}`,
      durationMs: outcome.durationMs,
    });
    webhook.lastTriggered = new Date(startedAt).toISOString();
    if (captured) {
      delivery.state = 'captured';
      delivery.nextAttemptAt = null;
      webhook.consecutiveFailures = 0;
      return;
    }
    if (delivery.attempts.length <= settings.maxRetries) {
      delivery.nextAttemptAt = this.host.now() + settings.retryDelayMs;
      this.host.setTimer(settings.retryDelayMs, () => this.track(this.attempt(delivery)));
      return;
    }
    delivery.state = 'failed';
    delivery.nextAttemptAt = null;
    webhook.consecutiveFailures += 1;
    if (webhook.active && webhook.consecutiveFailures >= settings.deactivateAfterFailedDeliveries) {
      this.deactivate(webhook);
    }
  }

  private deactivate(webhook: Webhook): void {
    webhook.active = false;
    const world = this.host.world();
    const owner = Object.values(world.users).find((u) => u.workspaceId === webhook.workspaceId);
    world.outbox.push({
      id: newObjectId(),
      at: this.host.now(),
      to: owner?.email ?? 'owner@example.com',
      subject: `Webhook deactivated: ${webhook.triggerType} to ${webhook.url}`,
      text:
        `The webhook ${webhook.id} (${webhook.triggerType}) on site ${webhook.siteId} failed ` +
        `${webhook.consecutiveFailures} deliveries in a row, each after all its retries, and ` +
        'has been deactivated. Contact support to reactivate it.',
    });
  }
}
