import { Hono } from 'hono';
import type { Context } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { paginate } from '../assets/listing';
import { requireScopes, requireSiteAccess } from '../http/auth';
import { notFound } from '../http/errors';
import { objectIdParam, readJson } from '../http/validate';
import { deliveryFor } from '../webhooks/delivery';
import { registerWebhook, webhookView } from '../webhooks/registration';
import { createWebhookBody } from '../webhooks/triggers';
import type { Webhook } from '../world-types';
import { aliases, pageQuery, siteParam } from './site-scope';

/**
 * Webhooks: create, list, get, delete, under `/v2` and unprefixed. Also starts the emulator's
 * delivery engine, so every emitted event reaches the registered receivers.
 */
export function webhookRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  deliveryFor(ctx);
  const app = new Hono<EmulatorEnv>();
  const world = () => ctx.store.world;

  const webhookParam = (c: Context<EmulatorEnv>): Webhook => {
    const id = objectIdParam(c.req.param('webhookId'), 'webhook');
    const webhook = world().webhooks[id];
    if (!webhook) throw notFound('webhook');
    requireSiteAccess(c, webhook.siteId);
    return webhook;
  };

  app.on('GET', aliases.site('/webhooks'), (c) => {
    requireScopes(c, 'sites:read');
    const site = siteParam(c, ctx);
    const mine = Object.values(world().webhooks).filter((w) => w.siteId === site.id);
    const { items, pagination } = paginate(mine, pageQuery(c));
    return c.json({ webhooks: items.map(webhookView), pagination });
  });

  app.on('POST', aliases.site('/webhooks'), async (c) => {
    const principal = requireScopes(c, 'sites:write');
    const site = siteParam(c, ctx);
    const body = await readJson(c, createWebhookBody);
    if (body.triggerType === 'form_submission') requireScopes(c, 'forms:read');
    const webhook = registerWebhook(
      world(),
      site,
      body,
      { via: 'api', principal },
      ctx.clock.iso(),
    );
    c.set('applied', true);
    const view = webhookView(webhook);
    return c.json(
      webhook.secretKey === null ? view : { ...view, secretKey: webhook.secretKey },
      201,
    );
  });

  app.on('GET', aliases.top('/webhooks/:webhookId'), (c) => {
    requireScopes(c, 'sites:read');
    return c.json(webhookView(webhookParam(c)));
  });

  app.on('DELETE', aliases.top('/webhooks/:webhookId'), (c) => {
    requireScopes(c, 'sites:write');
    const webhook = webhookParam(c);
    delete world().webhooks[webhook.id];
    c.set('applied', true);
    return c.body(null, 204);
  });

  return app;
}
