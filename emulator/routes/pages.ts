import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { requireScopes, requireSiteAccess } from '../http/auth';
import { validationError } from '../http/errors';
import { objectIdParam, parseWith, readJson } from '../http/validate';
import type { PageRecord } from '../world-types';
import { findPage, metadataInputSchema, pageView, targetLocale, updateMetadata } from './page-ops';
import { siteParam } from './sites';

const listQuerySchema = z.object({
  localeId: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

const objectId = z.string().regex(/^[0-9a-f]{24}$/, 'must be a 24-hex ObjectId');

const bulkSchema = z.object({
  pages: z
    .array(metadataInputSchema.extend({ id: objectId, localeId: objectId.optional() }))
    .min(1)
    .max(100),
});

function pageParam(ctx: EmulatorContext, c: Context<EmulatorEnv>) {
  const found = findPage(ctx.store.world, objectIdParam(c.req.param('page_id'), 'page'));
  requireSiteAccess(c, found.site.id);
  return found;
}

/**
 * Pages and page metadata: list, get and update per locale, and the beta bulk update (both
 * `/beta/pages` and `/v2/beta/pages`).
 */
export function pageRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  const world = () => ctx.store.world;

  app.get('/v2/sites/:site_id/pages', (c) => {
    requireScopes(c, 'pages:read');
    const site = siteParam(ctx, c);
    const query = parseWith(listQuerySchema, c.req.query(), 'query');
    const localeId = targetLocale(site, query.localeId);
    const all = Object.values(world().pages).filter((p) => p.siteId === site.id);
    const pages = all
      .slice(query.offset, query.offset + query.limit)
      .map((p) => pageView(world(), site, p, localeId));
    return c.json({
      pages,
      pagination: { limit: query.limit, offset: query.offset, total: all.length },
    });
  });

  app.get('/v2/pages/:page_id', (c) => {
    requireScopes(c, 'pages:read');
    const { page, site } = pageParam(ctx, c);
    return c.json(pageView(world(), site, page, targetLocale(site, c.req.query('localeId'))));
  });

  app.put('/v2/pages/:page_id', async (c) => {
    requireScopes(c, 'pages:write');
    const { page, site } = pageParam(ctx, c);
    const localeId = targetLocale(site, c.req.query('localeId'));
    const input = await readJson(c, metadataInputSchema);
    updateMetadata(ctx, page, localeId, input);
    c.set('applied', true);
    return c.json(pageView(world(), site, page, localeId));
  });

  const bulk = async (c: Context<EmulatorEnv>) => {
    requireScopes(c, 'pages:write');
    const body = await readJson(c, bulkSchema);
    const seen = new Set<string>();
    for (const entry of body.pages) {
      const key = `${entry.id}:${entry.localeId ?? ''}`;
      if (seen.has(key))
        throw validationError(
          `Duplicate entry for page ${entry.id} and locale ${entry.localeId ?? 'primary'}`,
        );
      seen.add(key);
    }
    const targets = body.pages.map((entry) => ({ entry, ...findPage(world(), entry.id) }));
    const siteIds = new Set(targets.map((t) => t.site.id));
    if (siteIds.size > 1) throw validationError('All pages must belong to the same site');
    for (const t of targets) requireSiteAccess(c, t.site.id);
    const resolved = targets.map((t) => ({
      ...t,
      localeId: targetLocale(t.site, t.entry.localeId),
    }));
    const backup = new Map<PageRecord, PageRecord['content']>();
    for (const t of resolved)
      if (!backup.has(t.page)) backup.set(t.page, structuredClone(t.page.content));
    try {
      for (const t of resolved) {
        const { id: _id, localeId: _localeId, ...input } = t.entry;
        updateMetadata(ctx, t.page, t.localeId, input);
      }
    } catch (err) {
      for (const [page, content] of backup) page.content = content;
      throw err;
    }
    c.set('applied', true);
    return c.json({ pages: resolved.map((t) => pageView(world(), t.site, t.page, t.localeId)) });
  };
  app.patch('/beta/pages', bulk);
  app.patch('/v2/beta/pages', bulk);
  return app;
}
