/**
 * Planning a bulk item change: the selected item × locale rows read fresh (one listing per
 * collection), what the change makes of each, the rows it leaves and why, and the collections
 * whose title or description field is not confirmed yet (the change asks for it first).
 * @module
 */
import { allPages, getPage } from '../../../core/api/pages';
import type { ApiClient } from '../../../core/api/client';
import { t } from '../../../core/i18n/t';
import type { Json } from '../../../core/drafts/json-value';
import { seoMapIn, type CollectionSeo } from '../item-seo-store';
import { itemPagePath } from '../item-values';
import { planItemRows, type ItemChange, type ItemRowState } from './item-changes';
import { BULK_ITEMS_KIND, type ItemPayload } from './item-executor';
import { readCollectionRows, rowKey } from './item-rows';

/** One selected row: an item of a collection in a site locale (null = primary). */
export interface ItemCell {
  collectionId: string;
  itemId: string;
  localeId: string | null;
}

/** A site locale with its CMS locale. */
export interface PlanLocale {
  id: string;
  cmsLocaleId: string;
  primary: boolean;
}

/** One row the change writes; `id` is its job entry id. */
export interface PlannedItemRow {
  id: string;
  collection: string;
  item: string;
  localeId: string | null;
  summary: string;
  payload: ItemPayload;
}

/** The preview of a bulk item change. */
export interface BulkItemPlan {
  jobKind: typeof BULK_ITEMS_KIND;
  entries: PlannedItemRow[];
  skipped: {
    id: string;
    collection: string;
    item: string;
    localeId: string | null;
    reason: string;
  }[];
  /** Collections whose feeding fields must be confirmed before this change can be planned. */
  unconfirmed: { collectionId: string; name: string }[];
  /** Requests the reads sent. */
  requests: number;
}

const needsSeo = (change: ItemChange) =>
  change.type === 'fill-empty-descriptions' || change.type === 'shorten-titles';

/** A plan with nothing in it yet. */
export const emptyItemPlan = (): BulkItemPlan => ({
  jobKind: BULK_ITEMS_KIND,
  entries: [],
  skipped: [],
  unconfirmed: [],
  requests: 0,
});

/** The entry id of a row. */
export const itemEntryId = (c: { collectionId: string; itemId: string; cmsLocaleId: string }) =>
  `${c.collectionId}:${c.itemId}:${c.cmsLocaleId}`;

/** The template page of a collection, from the site's pages (when no audit listed the items). */
async function templateOf(client: ApiClient, siteId: string, collectionId: string) {
  for await (const page of allPages(client, siteId, undefined, { priority: 'background' }))
    if (page.collectionId === collectionId) return page.id;
  return undefined;
}

/**
 * What the planner knows of the site besides the service's answers, passed in so it runs without
 * extension storage (the message handler reads it from storage; the benchmark from the emulator).
 */
export interface ItemPlanSite {
  /** The confirmed feeding fields, by collection id. */
  seo: Readonly<Record<string, CollectionSeo>>;
  /** The template page of each collection known (a slug fix looks up the others). */
  templates: ReadonlyMap<string, string>;
}

/** Plans `change` over `cells`. */
export async function planItemChange(
  client: ApiClient,
  siteId: string,
  change: ItemChange,
  cells: readonly ItemCell[],
  locales: readonly PlanLocale[],
  site: ItemPlanSite,
): Promise<BulkItemPlan> {
  const cmsOf = new Map(locales.map((l) => [l.primary ? null : l.id, l.cmsLocaleId]));
  const { seo: seoStored, templates } = site;
  const plan = emptyItemPlan();
  const byCollection = new Map<string, ItemCell[]>();
  for (const cell of cells) {
    const list = byCollection.get(cell.collectionId) ?? [];
    byCollection.set(cell.collectionId, list);
    list.push(cell);
  }
  for (const [collectionId, chosen] of byCollection) {
    const cms = [...new Set(chosen.flatMap((c) => cmsOf.get(c.localeId) ?? []))];
    const read = await readCollectionRows(client, collectionId, cms);
    plan.requests += read.requests + 1;
    const name = read.details.displayName ?? collectionId;
    const stored = seoStored[collectionId];
    if (needsSeo(change) && !stored) {
      plan.unconfirmed.push({ collectionId, name });
      continue;
    }
    const fields = (read.details.fields ?? []).map((f) => ({
      slug: f.slug,
      name: f.displayName ?? f.slug,
      type: f.type,
    }));
    const types = Object.fromEntries(fields.map((f) => [f.slug, f.type]));
    const taken = new Map<string, Set<string>>();
    for (const row of read.rows.values()) {
      const key = `${collectionId}|${row.cmsLocaleId ?? ''}`;
      if (typeof row.fieldData.slug === 'string')
        taken.set(key, (taken.get(key) ?? new Set()).add(row.fieldData.slug));
    }
    // A slug's old and new path need the template's path in the locale.
    const paths = new Map<string | null, string>();
    const templateId =
      templates.get(collectionId) ??
      (change.type === 'fix-slug-format'
        ? await templateOf(client, siteId, collectionId)
        : undefined);
    if (change.type === 'fix-slug-format' && templateId)
      for (const localeId of new Set(chosen.map((c) => c.localeId))) {
        const page = await getPage(client, templateId, localeId ?? undefined, {
          priority: 'background',
        });
        plan.requests += 1;
        if (page.publishedPath) paths.set(localeId, page.publishedPath);
      }
    for (const cell of chosen) {
      const cmsLocaleId = cmsOf.get(cell.localeId);
      const row = cmsLocaleId ? read.rows.get(rowKey(cell.itemId, cmsLocaleId)) : undefined;
      const itemName = String(row?.fieldData.name ?? cell.itemId);
      const id = itemEntryId({ ...cell, cmsLocaleId: cmsLocaleId ?? '' });
      const at = { collection: name, item: itemName, localeId: cell.localeId };
      if (!row || !cmsLocaleId) {
        plan.skipped.push({ id, ...at, reason: t('items_bulk_skip_not_found') });
        continue;
      }
      const state: ItemRowState = {
        ...cell,
        cmsLocaleId,
        fieldData: row.fieldData as Record<string, Json>,
      };
      const side = new Map([[collectionId, { fields, seo: seoMapIn(stored, cmsLocaleId) }]]);
      const [result] = planItemRows(change, [state], side, taken);
      if (!result || 'skip' in result) {
        plan.skipped.push({ id, ...at, reason: result?.skip ?? '' });
        continue;
      }
      const template = paths.get(cell.localeId);
      const from = state.fieldData.slug;
      const to = result.fieldData.slug;
      const move =
        template && typeof from === 'string' && typeof to === 'string'
          ? { fromPath: itemPagePath(template, from), toPath: itemPagePath(template, to) }
          : undefined;
      plan.entries.push({
        id,
        ...at,
        summary: result.summary,
        payload: {
          siteId,
          ...cell,
          cmsLocaleId,
          fieldData: result.fieldData,
          before: result.before,
          types,
          ...(move ? { move } : {}),
        },
      });
    }
  }
  return plan;
}
