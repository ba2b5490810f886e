import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { paginate } from '../assets/listing';
import { requireScopes } from '../http/auth';
import { requireEnterprise } from '../http/enterprise';
import { conflict, notFound, validationError } from '../http/errors';
import { objectIdParam, readJson } from '../http/validate';
import { newObjectId } from '../ids';
import { redirectKey } from '../published/redirects';
import type { Redirect, Site } from '../world-types';
import { pageQuery, siteParam } from './site-scope';

/** A site path: starts with one `/`, no whitespace, query or fragment, at most 2,048 characters. */
const sitePath = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)[^\s?#]*$/, 'must be a site path such as /old-page');

const createBody = z.object({ fromUrl: sitePath, toUrl: sitePath }).strict();
const patchBody = z
  .object({ fromUrl: sitePath.optional(), toUrl: sitePath.optional() })
  .strict()
  .refine((b) => b.fromUrl !== undefined || b.toUrl !== undefined, 'fromUrl or toUrl is required');

const view = ({ id, fromUrl, toUrl }: Redirect) => ({ id, fromUrl, toUrl });

/** The redirect endpoints under one prefix (`/v2`, `/beta` or `/v2/beta`). */
function redirectApp(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  const world = () => ctx.store.world;
  const ofSite = (site: Site) =>
    Object.values(world().redirects).filter((r) => r.siteId === site.id);

  const enterpriseSite = (c: Context<EmulatorEnv>, scope: 'sites:read' | 'sites:write') => {
    requireScopes(c, scope);
    const site = siteParam(c, ctx);
    requireEnterprise(site);
    return site;
  };
  const redirectParam = (c: Context<EmulatorEnv>, site: Site) => {
    const redirect = world().redirects[objectIdParam(c.req.param('redirectId'), 'redirect')];
    if (!redirect || redirect.siteId !== site.id) throw notFound('redirect');
    return redirect;
  };
  /** 400 for a self-redirect, 409 when another redirect of the site has the same source. */
  const checkRule = (site: Site, rule: { fromUrl: string; toUrl: string }, self?: string) => {
    if (redirectKey(rule.fromUrl) === redirectKey(rule.toUrl))
      throw validationError('fromUrl and toUrl must differ');
    const taken = ofSite(site).some(
      (r) => r.id !== self && redirectKey(r.fromUrl) === redirectKey(rule.fromUrl),
    );
    if (taken) throw conflict(`Conflict: A redirect from ${rule.fromUrl} already exists`);
  };
  const list = (c: Context<EmulatorEnv>, site: Site) => {
    const { items, pagination } = paginate(ofSite(site), pageQuery(c));
    return { redirects: items.map(view), pagination };
  };

  app.get('/sites/:siteId/redirects', (c) => c.json(list(c, enterpriseSite(c, 'sites:read'))));

  app.post('/sites/:siteId/redirects', async (c) => {
    const site = enterpriseSite(c, 'sites:write');
    const body = await readJson(c, createBody);
    checkRule(site, body);
    const redirect = { id: newObjectId(), siteId: site.id, ...body, createdOn: ctx.clock.iso() };
    world().redirects[redirect.id] = redirect;
    c.set('applied', true);
    return c.json(view(redirect));
  });

  app.patch('/sites/:siteId/redirects/:redirectId', async (c) => {
    const site = enterpriseSite(c, 'sites:write');
    const redirect = redirectParam(c, site);
    const body = await readJson(c, patchBody);
    const next = { ...redirect, ...body };
    checkRule(site, next, redirect.id);
    world().redirects[redirect.id] = next;
    c.set('applied', true);
    return c.json(view(next));
  });

  app.delete('/sites/:siteId/redirects/:redirectId', (c) => {
    const site = enterpriseSite(c, 'sites:write');
    delete world().redirects[redirectParam(c, site).id];
    c.set('applied', true);
    return c.json(list(c, site));
  });

  return app;
}

/**
 * 301 redirects (Enterprise only) under `/v2/` (the released path), `/beta/` (the real service's
 * first path) and `/v2/beta/`.
 */
export function redirectRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  app.route('/v2', redirectApp(ctx));
  app.route('/beta', redirectApp(ctx));
  app.route('/v2/beta', redirectApp(ctx));
  return app;
}
