/**
 * The grid's cells as export rows: the pages shown, row by row, then every item of a group that
 * matches the filter (open or not), named by collection, item id and slug, with their template's
 * cell; with the live check's columns of both when the export carries a live check. Pure.
 * @module
 */
// eslint-disable-next-line no-restricted-imports -- through the barrels this type closes a cycle (live-site's runner names site's audits, whose export and reads name live-site's results)
import type { LiveCell, LiveSiteResult } from '../live-site/live-types';
import { blockerText } from '../live-site/background';
import type { SiteCell, SiteLocale, SitePage } from './audit-types';
import { cellKey } from './cell';
import type { SiteGridView } from './grid-view';
import type { ItemCellRef } from './item-cell';
import type { GridGroup, ItemRow } from './item-groups';
import { localeKey } from './locale-key';

/**
 * A cell's live columns. An item page is not compared with saved markup (it shows its template's,
 * filled from the item's fields), so its state is `read` where a page's would be `matches`.
 */
export interface LiveFields {
  /** The live check's state of the cell ('' when it was not read). */
  live_state: LiveCell['state'] | 'read' | '';
  /** Why the live page could not be read. */
  live_reason: string;
  /** What stops Google from showing the page (noindex, no snippet, robots.txt, a password), in words. */
  google_will_not_show?: string[];
  /** JSON-LD blocks on the live page beside the saved markup (pages only: items have none saved). */
  live_extra_blocks?: number;
  /** Language findings: what is wrong and the fix, in words. */
  language_findings: string[];
  /** The collection's `items/…` findings that concern this item page, rule id first (items only). */
  item_findings?: string[];
}

/** The live check of the item pages as the export needs it (see `itemExportLive` in live-site). */
export interface ItemLive {
  /** Each collection's check, for the JSON's header. */
  checks: { collection: string; origin: string; checkedAt: string; publishedAt: string | null }[];
  /** An item cell's live columns; undefined when the check did not read it. */
  fieldsOf(ref: ItemCellRef): LiveFields | undefined;
}

/** The live check an export carries: of the pages, and of the item pages. */
export interface ExportLive {
  site: LiveSiteResult | null;
  items?: ItemLive;
}

/** One exported cell: the page (or item), the locale and the findings. */
export interface ExportRow extends Partial<LiveFields> {
  /** The page; for an item row, its template page. */
  pageId: string;
  /** The collection of an item row; '' for a page. */
  collection: string;
  /** The item of an item row; '' for a page. */
  itemId: string;
  /** The page's title, or the item's name. */
  title: string;
  locale: string;
  localeId: string | null;
  path: string;
  slug: string;
  state: SiteCell['state'];
  errors: number;
  warnings: number;
  title_length: SiteCell['title'];
  seo_title_length: SiteCell['seoTitle'];
  description_length: SiteCell['description'];
  slug_issues: string[];
  draft: boolean;
  messages: string[];
}

/** Whether `live` holds a check of the pages or of any collection's item pages. */
export const hasLive = (live: ExportLive | null | undefined): live is ExportLive =>
  !!live && (live.site !== null || (live.items?.checks.length ?? 0) > 0);

const NOT_READ: LiveFields = { live_state: '', live_reason: '', language_findings: [] };

/** A page cell's live columns, read from `cell` (a cell the check did not read has none). */
function pageLiveFields(cell: LiveCell | undefined): LiveFields {
  return {
    live_state: cell?.state ?? '',
    live_reason: cell?.reason ?? '',
    google_will_not_show: cell?.index?.map(blockerText) ?? [],
    live_extra_blocks: cell?.extraBlocks ?? 0,
    language_findings: cell?.language.map((f) => `${f.message} — ${f.fix}`) ?? [],
  };
}

/** A locale's name in the export. */
export const localeName = (l: SiteLocale) => l.tag ?? l.displayName ?? l.id;

/**
 * The cells shown in `view`, row by row, then the items of its groups, as export rows; with the
 * live check's columns when `live` holds one.
 */
export function exportRows(view: SiteGridView, live?: ExportLive | null): ExportRow[] {
  const withLive = hasLive(live);
  const byKey = new Map(live?.site?.cells.map((c) => [cellKey(c), c]));
  const pages = view.rows.flatMap(({ page, cells }) =>
    cells.flatMap((cell, i) => {
      if (!cell) return [];
      const row = rowOf(page, cell, view.columns[i]!.locale);
      return [withLive ? { ...row, ...pageLiveFields(byKey.get(cellKey(cell))) } : row];
    }),
  );
  const items = view.groups.flatMap((group) =>
    group.items.flatMap((item) =>
      item.cells.flatMap((cell, i) => {
        if (!cell) return [];
        const locale = view.columns[i]!.locale;
        const row = itemRowOf(group, item, cell, locale);
        if (!withLive) return [row];
        const ref = { collectionId: group.collection.id, itemId: item.item.id };
        const fields = live.items?.fieldsOf({ ...ref, localeId: cell.localeId });
        return [{ ...row, ...(fields ?? NOT_READ) }];
      }),
    ),
  );
  return [...pages, ...items];
}

function itemRowOf(group: GridGroup, row: ItemRow, cell: SiteCell, locale: SiteLocale): ExportRow {
  const key = localeKey(cell.localeId);
  return {
    ...rowOf(group.template ?? EMPTY_PAGE, cell, locale),
    pageId: group.collection.templatePageId,
    collection: group.collection.displayName,
    itemId: row.item.id,
    title: row.item.name,
    path: row.paths[key] ?? '',
    slug: row.item.slugs[key] ?? '',
  };
}

const EMPTY_PAGE: SitePage = { id: '', title: '', parentId: null, paths: {}, slugs: {} };

function rowOf(page: SitePage, cell: SiteCell, locale: SiteLocale): ExportRow {
  const key = localeKey(cell.localeId);
  return {
    pageId: page.id,
    collection: '',
    itemId: '',
    title: page.title,
    locale: localeName(locale),
    localeId: cell.localeId,
    path: page.paths[key] ?? '',
    slug: page.slugs[key] ?? '',
    state: cell.state,
    errors: cell.errors,
    warnings: cell.warnings,
    title_length: cell.title,
    seo_title_length: cell.seoTitle,
    description_length: cell.description,
    slug_issues: cell.slug,
    draft: cell.draft,
    messages: cell.messages,
  };
}
