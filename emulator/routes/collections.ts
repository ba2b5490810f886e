import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  cmsLocaleIds,
  isLiveIn,
  itemRow,
  itemsOf,
  queryRows,
  SORT_KEYS,
} from '../collections/items';
import type { ItemQuery } from '../collections/items';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { requireScopes, requireSiteAccess } from '../http/auth';
import { notFound, validationError } from '../http/errors';
import { objectIdParam, parseWith } from '../http/validate';
import type { Collection, Site } from '../world-types';
import { siteParam } from './sites';

const listQuerySchema = z.object({
  cmsLocaleId: z.string().optional(),
  slug: z.string().optional(),
  name: z.string().optional(),
  sortBy: z.enum(SORT_KEYS).optional(),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** The collection without its fields (List Collections). */
function summaryView(c: Collection) {
  return {
    id: c.id,
    displayName: c.displayName,
    singularName: c.singularName,
    slug: c.slug,
    createdOn: c.createdOn,
    lastUpdated: c.lastUpdated,
  };
}

/** The CMS locale ids a `cmsLocaleId` query asks for (comma-separated); 400 for an unknown one. */
export function localesAsked(site: Site, value: string | undefined): string[] {
  const known = cmsLocaleIds(site);
  if (value === undefined || value.trim() === '') return [site.locales.primary.cmsLocaleId];
  const asked = [...new Set(value.split(',').map((v) => v.trim()))];
  if (asked.some((id) => !known.includes(id)))
    throw validationError('Provided cmsLocaleId is invalid');
  return asked;
}

/**
 * The collection a path names and its site, after checking the scope and the credential's
 * access to the site (404 for an unknown collection).
 */
export function collectionParam(
  ctx: EmulatorContext,
  c: Context<EmulatorEnv>,
  scope: 'cms:read' | 'cms:write',
): { collection: Collection; site: Site } {
  requireScopes(c, scope);
  const world = ctx.store.world;
  const found = world.collections[objectIdParam(c.req.param('collection_id'), 'collection')];
  const site = found ? world.sites[found.siteId] : undefined;
  if (!found || !site) throw notFound('collection');
  requireSiteAccess(c, site.id);
  return { collection: found, site };
}

/** The item a path names, if it belongs to the collection (404 otherwise). */
export function itemParam(ctx: EmulatorContext, c: Context<EmulatorEnv>, collection: Collection) {
  const item = ctx.store.world.collectionItems[objectIdParam(c.req.param('item_id'), 'item')];
  if (!item || item.collectionId !== collection.id) throw notFound('item');
  return item;
}

/**
 * CMS collections (scope `cms:read`): list a site's, get one with its fields, list its items
 * staged (`/items`, drafts included) or published (`/items/live`) with filters, sorting and one
 * row per item and CMS locale, and get one item staged or published.
 */
export function collectionRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  const world = () => ctx.store.world;
  const readable = (c: Context<EmulatorEnv>) => collectionParam(ctx, c, 'cms:read');

  app.get('/v2/sites/:site_id/collections', (c) => {
    requireScopes(c, 'cms:read');
    const site = siteParam(ctx, c);
    const collections = Object.values(world().collections).filter((x) => x.siteId === site.id);
    return c.json({ collections: collections.map(summaryView) });
  });

  app.get('/v2/collections/:collection_id', (c) => {
    const { collection } = readable(c);
    return c.json({ ...summaryView(collection), fields: structuredClone(collection.fields) });
  });

  const list = (live: boolean) => (c: Context<EmulatorEnv>) => {
    const { collection, site } = readable(c);
    const raw = parseWith(listQuerySchema, c.req.query(), 'query');
    const query: ItemQuery = { ...raw, cmsLocaleIds: localesAsked(site, raw.cmsLocaleId) };
    const primary = site.locales.primary.cmsLocaleId;
    const { rows, total } = queryRows(itemsOf(world(), collection, live), primary, query, live);
    return c.json({ items: rows, pagination: { limit: query.limit, offset: query.offset, total } });
  };
  app.get('/v2/collections/:collection_id/items', list(false));
  app.get('/v2/collections/:collection_id/items/live', list(true));

  app.get('/v2/collections/:collection_id/items/:item_id/live', (c) => {
    const { collection, site } = readable(c);
    const item = itemParam(ctx, c, collection);
    const [locale] = localesAsked(site, c.req.query('cmsLocaleId'));
    if (!isLiveIn(item, locale!)) throw notFound('item');
    return c.json(itemRow(item, locale!, site.locales.primary.cmsLocaleId, true));
  });

  // After `/items/live`, which would otherwise be read as an item id.
  app.get('/v2/collections/:collection_id/items/:item_id', (c) => {
    const { collection, site } = readable(c);
    const item = itemParam(ctx, c, collection);
    const [locale] = localesAsked(site, c.req.query('cmsLocaleId'));
    return c.json(itemRow(item, locale!, site.locales.primary.cmsLocaleId));
  });
  return app;
}
