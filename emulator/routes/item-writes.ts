import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import { fieldProblems } from '../collections/field-rules';
import { itemRow } from '../collections/items';
import type { ItemRow } from '../collections/items';
import { publishIn, stageChange } from '../collections/item-writes';
import type { ItemChange } from '../collections/item-writes';
import type { EmulatorContext, EmulatorEnv } from '../context';
import type { TriggerType } from '../events';
import { conflict, notFound, validationError } from '../http/errors';
import { readJson } from '../http/validate';
import { siteLocales } from '../store';
import type { Collection, CollectionItem, Site } from '../world-types';
import { collectionParam, itemParam } from './collections';

const objectId = z.string().regex(/^[0-9a-f]{24}$/, 'must be a 24-hex ObjectId');

const changeShape = {
  cmsLocaleId: z.string().max(64).optional(),
  isDraft: z.boolean().optional(),
  isArchived: z.boolean().optional(),
  fieldData: z.record(z.string(), z.unknown()).default({}),
};
const singleSchema = z.object(changeShape);
const bulkSchema = z.object({
  items: z
    .array(z.object({ id: objectId, ...changeShape }))
    .min(1)
    .max(100),
});

/** The real 409 body's message for a live write to an item that was never published. */
const NEVER_PUBLISHED =
  "Conflict: Conflict with server data: Live PATCH updates can't be applied to items that have never been published";

/** One resolved row of a write: the item, the change, and the `param` prefix of its problems. */
interface WriteRow {
  item: CollectionItem;
  change: ItemChange;
  prefix: string;
}

/** A CMS locale id of the site, else 400 naming the parameter; the primary when none is given. */
export function cmsLocaleOf(site: Site, value: string | undefined, param: string): string {
  if (value === undefined) return site.locales.primary.cmsLocaleId;
  if (siteLocales(site).some((l) => l.cmsLocaleId === value)) return value;
  throw validationError('Provided cmsLocaleId is invalid', [
    { param, description: `This site has no CMS locale ${value}` },
  ]);
}

/** Emits an item event with the item's row in a locale (what the real payloads carry). */
export function emitItemEvent(
  ctx: EmulatorContext,
  site: Site,
  triggerType: TriggerType,
  row: ItemRow,
): void {
  ctx.events.emit(site.id, triggerType, {
    ...row,
    siteId: site.id,
    workspaceId: site.workspaceId,
    collectionId: ctx.store.world.collectionItems[row.id]?.collectionId ?? null,
  });
}

/**
 * Applies every row or none: each row's fields are checked against the world with the rows
 * before it applied (so two rows cannot take one slug), and the first refusal restores the items.
 * With `live`, each row's locale is published at once.
 */
function applyRows(
  ctx: EmulatorContext,
  target: { site: Site; collection: Collection },
  rows: WriteRow[],
  live: boolean,
): ItemRow[] {
  const { site, collection } = target;
  const world = ctx.store.world;
  const primaryId = site.locales.primary.cmsLocaleId;
  const seen = new Set<string>();
  for (const { item, change, prefix } of rows) {
    const key = `${item.id}:${change.cmsLocaleId}`;
    if (seen.has(key))
      throw validationError(`Item ${item.id} appears twice for one locale`, [
        { param: `${prefix}id`, description: 'one row per item and locale' },
      ]);
    seen.add(key);
    if (live && item.lastPublished === null) throw conflict(NEVER_PUBLISHED);
  }
  const backup = new Map(rows.map((r) => [r.item.id, structuredClone(r.item)]));
  const now = ctx.clock.iso();
  try {
    for (const { item, change, prefix } of rows) {
      const at = { collection, item, cmsLocaleId: change.cmsLocaleId, primaryId };
      const problems = fieldProblems(world, at, change.fieldData, prefix);
      if (problems.length > 0) {
        const first = problems[0]!;
        throw validationError(`${first.param} ${first.description}`, problems);
      }
      stageChange(site, item, change, now);
      if (live) publishIn(site, item, [change.cmsLocaleId], now);
    }
  } catch (err) {
    for (const [id, copy] of backup) world.collectionItems[id] = copy;
    throw err;
  }
  const written = rows.map((r) => itemRow(r.item, r.change.cmsLocaleId, primaryId, live));
  for (const row of written) {
    emitItemEvent(ctx, site, 'collection_item_changed', row);
    if (live) emitItemEvent(ctx, site, 'collection_item_published', row);
  }
  return written;
}

/**
 * Item writes (scope `cms:write`): `PATCH …/items/{item_id}` and bulk `PATCH …/items` change
 * staged items; the same on `…/items/{item_id}/live` and `…/items/live` write and publish at once
 * (409 for an item never published). Only the fields given change, in the row's CMS locale (the
 * primary when none is given); a bulk write takes 1–100 rows and applies all of them or none.
 */
export function itemWriteRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();

  const bulk = (live: boolean) => async (c: Context<EmulatorEnv>) => {
    const target = collectionParam(ctx, c, 'cms:write');
    const body = await readJson(c, bulkSchema);
    // Kept in the journal so a benchmark can count a row written twice across a stopped worker.
    c.set('journalBody', body);
    const rows = body.items.map(({ id, ...change }, i): WriteRow => {
      const item = ctx.store.world.collectionItems[id];
      if (!item || item.collectionId !== target.collection.id) throw notFound('item');
      const prefix = `items.${i}.`;
      const cmsLocaleId = cmsLocaleOf(target.site, change.cmsLocaleId, `${prefix}cmsLocaleId`);
      return { item, change: { ...change, cmsLocaleId }, prefix };
    });
    const items = applyRows(ctx, target, rows, live);
    c.set('applied', true);
    return c.json({ items, pagination: { limit: items.length, offset: 0, total: items.length } });
  };

  const single = (live: boolean) => async (c: Context<EmulatorEnv>) => {
    const target = collectionParam(ctx, c, 'cms:write');
    const item = itemParam(ctx, c, target.collection);
    const body = await readJson(c, singleSchema);
    const cmsLocaleId = cmsLocaleOf(target.site, body.cmsLocaleId, 'cmsLocaleId');
    const [row] = applyRows(
      ctx,
      target,
      [{ item, change: { ...body, cmsLocaleId }, prefix: '' }],
      live,
    );
    c.set('applied', true);
    return c.json(row!);
  };

  // `/items/live` first: the router would otherwise read `live` as an item id.
  app.patch('/v2/collections/:collection_id/items/live', bulk(true));
  app.patch('/v2/collections/:collection_id/items', bulk(false));
  app.patch('/v2/collections/:collection_id/items/:item_id/live', single(true));
  app.patch('/v2/collections/:collection_id/items/:item_id', single(false));
  return app;
}
