import { Hono } from 'hono';
import { z } from 'zod';
import { itemRow } from '../collections/items';
import { publishIn, unpublishIn } from '../collections/item-writes';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { notFound } from '../http/errors';
import { readJson } from '../http/validate';
import type { CollectionItem, Site } from '../world-types';
import { collectionParam, itemParam } from './collections';
import { cmsLocaleOf, emitItemEvent } from './item-writes';

const id = z.string().min(1).max(64);
const locales = z.array(z.string().max(64)).min(1).max(50);

/** The two body forms of the real endpoint: ids in the primary locale, or ids with locales. */
const publishSchema = z.union([
  z.object({ itemIds: z.array(id).min(1).max(100) }).strict(),
  z
    .object({
      items: z
        .array(z.object({ id, cmsLocaleIds: locales.optional() }))
        .min(1)
        .max(100),
    })
    .strict(),
]);

const unpublishSchema = z.object({
  items: z
    .array(z.object({ id: z.string().regex(/^[0-9a-f]{24}$/), cmsLocaleIds: locales.optional() }))
    .min(1)
    .max(100),
});

/** The CMS locales a request entry names (each checked), the primary when it names none. */
function localesOf(site: Site, ids: string[] | undefined, param: string): string[] {
  if (!ids) return [site.locales.primary.cmsLocaleId];
  return [...new Set(ids.map((v) => cmsLocaleOf(site, v, param)))];
}

/**
 * Publishing and unpublishing items (scope `cms:write`): `POST …/items/publish` answers 202
 * `{ publishedItemIds, errors }`, an unknown or archived item being an entry in `errors` (the
 * others are published all the same); `DELETE …/items/live` and `…/items/{item_id}/live`
 * unpublish (204), in the primary locale unless locales are named.
 */
export function itemPublishRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  const world = () => ctx.store.world;

  app.post('/v2/collections/:collection_id/items/publish', async (c) => {
    const { collection, site } = collectionParam(ctx, c, 'cms:write');
    const body = await readJson(c, publishSchema);
    const asked =
      'itemIds' in body
        ? body.itemIds.map((itemId) => ({ id: itemId, locales: localesOf(site, undefined, '') }))
        : body.items.map((entry, i) => ({
            id: entry.id,
            locales: localesOf(site, entry.cmsLocaleIds, `items.${i}.cmsLocaleIds`),
          }));
    const now = ctx.clock.iso();
    const published: string[] = [];
    const errors: string[] = [];
    for (const entry of asked) {
      const item = world().collectionItems[entry.id];
      if (!item || item.collectionId !== collection.id) {
        errors.push(`Staging item ID ${entry.id} not found.`);
      } else if (item.isArchived) {
        errors.push(`Staging item ID ${entry.id} is archived and cannot be published.`);
      } else {
        publishIn(site, item, entry.locales, now);
        if (!published.includes(item.id)) published.push(item.id);
        const primary = site.locales.primary.cmsLocaleId;
        for (const l of entry.locales)
          emitItemEvent(ctx, site, 'collection_item_published', itemRow(item, l, primary, true));
      }
    }
    c.set('applied', published.length > 0);
    return c.json({ publishedItemIds: published, errors }, 202);
  });

  const unpublish = (site: Site, targets: { item: CollectionItem; locales: string[] }[]) => {
    for (const { item, locales: ids } of targets) {
      unpublishIn(site, item, ids);
      const primary = site.locales.primary.cmsLocaleId;
      for (const l of ids)
        emitItemEvent(ctx, site, 'collection_item_unpublished', itemRow(item, l, primary));
    }
  };

  app.delete('/v2/collections/:collection_id/items/live', async (c) => {
    const { collection, site } = collectionParam(ctx, c, 'cms:write');
    const body = await readJson(c, unpublishSchema);
    const targets = body.items.map((entry, i) => {
      const item = world().collectionItems[entry.id];
      if (!item || item.collectionId !== collection.id) throw notFound('item');
      return { item, locales: localesOf(site, entry.cmsLocaleIds, `items.${i}.cmsLocaleIds`) };
    });
    unpublish(site, targets);
    c.set('applied', true);
    return c.body(null, 204);
  });

  app.delete('/v2/collections/:collection_id/items/:item_id/live', (c) => {
    const { collection, site } = collectionParam(ctx, c, 'cms:write');
    const item = itemParam(ctx, c, collection);
    const query = c.req.query('cmsLocaleId');
    unpublish(site, [
      { item, locales: localesOf(site, query ? [query] : undefined, 'cmsLocaleId') },
    ]);
    c.set('applied', true);
    return c.body(null, 204);
  });
  return app;
}
