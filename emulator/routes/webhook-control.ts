import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { notFound, validationError } from '../http/errors';
import { readJson } from '../http/validate';
import { deliveryFor } from '../webhooks/delivery';
import { registerWebhook, webhookView } from '../webhooks/registration';
import { sendDelivery } from '../webhooks/send';
import { createWebhookBody } from '../webhooks/triggers';
import { VARIANTS, variantRequests } from '../webhooks/variants';

const variantBody = z.object({ payload: z.record(z.string(), z.unknown()).default({}) }).default({
  payload: {},
});

const settingsBody = z
  .object({
    timeoutMs: z.number().int().min(50).max(60_000),
    retryDelayMs: z.number().int().min(0).max(86_400_000),
    maxRetries: z.number().int().min(0).max(10),
    deactivateAfterFailedDeliveries: z.number().int().min(1).max(100),
  })
  .partial()
  .strict();

/**
 * Control API of webhooks (not part of the service): webhooks made "in the dashboard" (unsigned),
 * delivery settings, reactivation (the real service does it through support), and one-off
 * deliveries of tricky variants (bad signature, old, future, duplicate, re-serialized, unsigned)
 * for testing receivers.
 */
export function webhookControlRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>().basePath('/__emulator');

  app.post('/webhooks', async (c) => {
    const body = await readJson(c, createWebhookBody.extend({ siteId: z.string() }));
    const site = ctx.store.world.sites[body.siteId];
    if (!site) throw notFound('site');
    const webhook = registerWebhook(
      ctx.store.world,
      site,
      body,
      { via: 'dashboard' },
      ctx.clock.iso(),
    );
    return c.json(webhookView(webhook), 201);
  });

  app.get('/webhooks', (c) =>
    c.json({
      webhooks: Object.values(ctx.store.world.webhooks).map((w) => ({
        ...webhookView(w),
        active: w.active,
        signing: w.signing.kind,
        consecutiveFailures: w.consecutiveFailures,
      })),
    }),
  );

  app.post('/webhooks/:id/reactivate', (c) => {
    const webhook = ctx.store.world.webhooks[c.req.param('id')];
    if (!webhook) throw notFound('webhook');
    webhook.active = true;
    webhook.consecutiveFailures = 0;
    return c.json({ ...webhookView(webhook), active: true });
  });

  app.post('/webhooks/:id/variants/:variant', async (c) => {
    const webhook = ctx.store.world.webhooks[c.req.param('id')];
    if (!webhook) throw notFound('webhook');
    const variant = VARIANTS.find((v) => v === c.req.param('variant'));
    if (variant === undefined)
      throw validationError(`variant must be one of ${VARIANTS.join(', ')}`);
    const { payload } = await readJson(c, variantBody);
    const key = deliveryFor(ctx).engine.signingKey(webhook);
    if (key === null && variant !== 'unsigned') {
      throw validationError('This webhook is unsigned; only the unsigned variant applies');
    }
    const envelope = {
      triggerType: webhook.triggerType,
      payload: { siteId: webhook.siteId, ...payload },
    };
    const sent = [];
    for (const request of variantRequests(variant, key ?? '', ctx.clock.now(), envelope)) {
      const outcome = await sendDelivery(
        webhook.url,
        request.body,
        request.headers,
        deliveryFor(ctx).settings.timeoutMs,
      );
      sent.push({ ...request, outcome });
    }
    return c.json({ variant, sent });
  });

  app.get('/webhook-settings', (c) => c.json(deliveryFor(ctx).settings));
  app.put('/webhook-settings', async (c) => {
    const body = await readJson(c, settingsBody);
    const delivery = deliveryFor(ctx);
    delivery.settings = { ...delivery.settings, ...body };
    return c.json(delivery.settings);
  });

  return app;
}
