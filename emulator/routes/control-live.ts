import { Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { notFound } from '../http/errors';
import { readJson } from '../http/validate';
import { createLiveFixture } from '../live/fixture';
import { plantLiveFaults } from '../live/plant';
import { plantItemFaults } from '../collections/item-faults';

const fixtureSchema = z.object({
  pages: z.number().int().min(1).max(2000),
  seed: z.number().int().default(1),
  plan: z.enum(['enterprise', 'standard']).default('standard'),
});

const count = z.number().int().min(0).max(6000).default(0);
const faultsSchema = z
  .object({
    seed: z.number().int().default(1),
    drifts: count,
    language: count,
    extraBlocks: count,
    slow: count,
    /** Hostile pages (~5 MB each: 190,000 canonicals, 140,000 stray hreflangs, 120,000 JSON-LD blocks, in turn). */
    hostile: z.number().int().min(0).max(30).default(0),
  })
  .default({ seed: 1, drifts: 0, language: 0, extraBlocks: 0, slow: 0, hostile: 0 });

const itemCount = z.number().int().min(0).max(1000).default(0);
const itemFaultsSchema = z.object({
  seed: z.number().int().default(1),
  notFound: itemCount,
  missingLocale: itemCount,
  noMarkup: itemCount,
  changed: itemCount,
});

/**
 * Control routes for the live check of published sites: a clean localized fixture site
 * (`POST live-fixture`), faults planted on its published pages (`…/sites/{id}/live-faults`) and
 * on its published collection items (`…/sites/{id}/item-faults`).
 */
export function controlLiveRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  const siteOf = (id: string) => {
    const site = ctx.store.world.sites[id];
    if (!site) throw notFound('site');
    return site;
  };

  app.post('/live-fixture', async (c) => {
    const input = await readJson(c, fixtureSchema);
    return c.json(createLiveFixture(ctx, input), 201);
  });

  app.post('/sites/:id/live-faults', async (c) => {
    const site = siteOf(c.req.param('id'));
    const input = await readJson(c, faultsSchema);
    return c.json({ planted: plantLiveFaults(ctx, site, input) }, 201);
  });
  app.post('/sites/:id/item-faults', async (c) => {
    const site = siteOf(c.req.param('id'));
    const input = await readJson(c, itemFaultsSchema);
    const now = new Date(ctx.clock.now()).toISOString();
    return c.json({ planted: plantItemFaults(ctx.store.world, site, input, now) }, 201);
  });
  app.get('/sites/:id/live-faults', (c) => {
    const site = siteOf(c.req.param('id'));
    return c.json({ planted: ctx.liveFaults.planted(site.id) });
  });
  app.delete('/sites/:id/live-faults', (c) => {
    const site = siteOf(c.req.param('id'));
    return c.json({ ok: true, cleared: ctx.liveFaults.clear(site.id) });
  });
  return app;
}
