import { Hono } from 'hono';
import type { Context } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { requireScopes, requireSiteAccess } from '../http/auth';
import { notFound } from '../http/errors';
import { objectIdParam } from '../http/validate';
import type { Site } from '../world-types';

/** The real Site object (without the emulator's bookkeeping). */
export function siteView(site: Site) {
  const { plan: _plan, lastPublishAt: _lastPublishAt, ...rest } = site;
  return structuredClone(rest);
}

/** The site named by the `site_id` path parameter, checked for scope-free access; or 400/404/403. */
export function siteParam(ctx: EmulatorContext, c: Context<EmulatorEnv>): Site {
  const id = objectIdParam(c.req.param('site_id'), 'site');
  const site = ctx.store.world.sites[id];
  if (!site) throw notFound('site');
  requireSiteAccess(c, site.id);
  return site;
}

/** `GET /v2/sites`, `GET /v2/sites/{site_id}`, `GET /v2/sites/{site_id}/custom_domains`. */
export function siteRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  app.get('/v2/sites', (c) => {
    const principal = requireScopes(c, 'sites:read');
    const sites = principal.siteIds
      .map((id) => ctx.store.world.sites[id])
      .filter((s): s is Site => s !== undefined);
    return c.json({ sites: sites.map(siteView) });
  });
  app.get('/v2/sites/:site_id', (c) => {
    requireScopes(c, 'sites:read');
    return c.json(siteView(siteParam(ctx, c)));
  });
  app.get('/v2/sites/:site_id/custom_domains', (c) => {
    requireScopes(c, 'sites:read');
    return c.json({ customDomains: structuredClone(siteParam(ctx, c).customDomains) });
  });
  return app;
}
