/**
 * Every stored item of the extension, declared once.
 * @module
 */
import { z } from 'zod';
import { siteAuditSchema } from '../features/site/audit-types';
import { storedLiveSiteSchema } from '../features/live-site/live-types';
import { storedSiteItemsSchema } from '../features/collections/site-items-store';
import { liveItemsSchema } from '../features/live-site/items/item-types';
import { defineParsedItem } from '../core/storage/parsed-item';

/** What the side panel should start with: a context-menu "Add schema…", or a popup chip's locale. */
export const panelActionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('add-schema'),
    tabId: z.number().int().optional(),
    pageUrl: z.string().optional(),
    selectionText: z.string().max(10_000).optional(),
    srcUrl: z.string().optional(),
    createdAt: z.number(),
  }),
  z.object({
    kind: z.literal('show-locale'),
    localeId: z.string().max(64),
    createdAt: z.number(),
  }),
]);

/** A pending side-panel action. */
export type PanelAction = z.output<typeof panelActionSchema>;
/** The context menu's "Add schema…" hand-over. */
export type AddSchemaAction = Extract<PanelAction, { kind: 'add-schema' }>;

/**
 * The action the side panel should start with, set by the "Add schema…" menu item just before the
 * panel opens. Session storage: it means nothing after a browser restart.
 */
export const pendingPanelAction = defineParsedItem(
  'session:pendingPanelAction',
  panelActionSchema.nullable(),
  null,
);

/**
 * The last audit of a site (the whole-site grid's cache), one item per site in `storage.local`.
 * About 450 bytes per cell with the stored-markup facts the live check compares with: a 1,000-page
 * × 3-locale site stays well under the bound.
 */
export const siteAuditItem = (siteId: string) =>
  defineParsedItem(`local:siteAudit:${siteId}`, siteAuditSchema.nullable(), null, {
    version: 2,
    // Audits of version 1 do not mark template pages, so a bulk change would not ask: read again.
    migrations: { 2: () => null },
    maxBytes: 4 * 1024 * 1024,
    label: 'site audit',
  });

/**
 * The collection items of a site's last audit (the grid's item groups), one item per site in
 * `storage.local`, written together with the audit. Columnar: about 43 bytes per item × locale
 * (measured in `test/unit/features/collections/site-items-store.test.ts`), so 30,000 item cells
 * take about 1.3 MB of the bound.
 */
export const siteItemsItem = (siteId: string) =>
  defineParsedItem(`local:siteItems:${siteId}`, storedSiteItemsSchema.nullable(), null, {
    version: 1,
    maxBytes: 4 * 1024 * 1024,
    label: 'collection items',
  });

/**
 * The last live check of a site, one item per site in `storage.local`; it carries the publish time
 * it belongs to (`publishedAt`). About 180 bytes per clean cell and 100 per language finding.
 */
export const liveSiteItem = (siteId: string) =>
  defineParsedItem(`local:liveSite:${siteId}`, storedLiveSiteSchema.nullable(), null, {
    version: 1,
    maxBytes: 4 * 1024 * 1024,
    label: 'live check',
  });

/**
 * The last live check of one collection's item pages, one item per site and collection in
 * `storage.local` (so a site's items never share one bound): the compact columnar form of
 * `item-types.ts`, about 15 bytes per item × locale plus its findings — 30,000 item page versions
 * in about half a megabyte.
 */
export const liveItemsItem = (siteId: string, collectionId: string) =>
  defineParsedItem(`local:liveItems:${siteId}:${collectionId}`, liveItemsSchema.nullable(), null, {
    version: 1,
    maxBytes: 4 * 1024 * 1024,
    label: 'live check of items',
  });
