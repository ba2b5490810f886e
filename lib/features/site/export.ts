/**
 * The grid as CSV (RFC 4180, guarded against spreadsheet formula injection) and JSON, and one cell's
 * markup as a `.jsonld` file. Item rows come after the pages, every item of a group that matches the
 * filter (open or not), named by collection, item id and slug, with their template's cell. Pure:
 * the page downloads the text (see `download.ts`).
 * @module
 */
import { t } from '../../core/i18n/t';
import type { LocaleSchema } from '../schema';
// eslint-disable-next-line no-restricted-imports -- through the barrels this type closes a cycle (live-site's runner names site's audits, whose export and reads name live-site's results)
import type { LiveCell, LiveSiteResult } from '../live-site/live-types';
import type { SiteAudit, SiteCell, SiteLocale, SitePage } from './audit-types';
import { cellKey } from './cell';
import { localeKey } from './locale-key';
import type { SiteGridView } from './grid-view';
import type { GridGroup, ItemRow } from './item-groups';

/** A file to download. */
export interface ExportFile {
  name: string;
  mime: string;
  text: string;
}

/**
 * One CSV field: a text that a spreadsheet would run as a formula (starting with = + - @, a tab or
 * a carriage return) gets a leading `'`; a field with a quote, comma or line break is quoted.
 */
export function csvField(value: string | number | boolean): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of fields as CSV text, CRLF line ends. */
export function toCsv(rows: readonly (readonly (string | number | boolean)[])[]): string {
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** One exported cell: the page (or item), the locale and the findings. */
export interface ExportRow {
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
  /** The live check's state of the cell ('' when it was not read); only with a live check. */
  live_state?: LiveCell['state'] | '';
  /** Why the live page could not be read. */
  live_reason?: string;
  /** JSON-LD blocks on the live page beside the saved markup. */
  live_extra_blocks?: number;
  /** Language findings: what is wrong and the fix, in words. */
  language_findings?: string[];
}

/** The live columns of a cell, read from `live` (a cell the check did not read has none). */
function liveFields(cell: LiveCell | undefined): Partial<ExportRow> {
  return {
    live_state: cell?.state ?? '',
    live_reason: cell?.reason ?? '',
    live_extra_blocks: cell?.extraBlocks ?? 0,
    language_findings: cell?.language.map((f) => `${f.message} — ${f.fix}`) ?? [],
  };
}

const localeName = (l: SiteLocale) => l.tag ?? l.displayName ?? l.id;

/**
 * The cells shown in `view`, row by row, then the items of its groups, as export rows; with the
 * live check's state of page cells when given.
 */
export function exportRows(view: SiteGridView, live?: LiveSiteResult | null): ExportRow[] {
  const byKey = live ? new Map(live.cells.map((c) => [cellKey(c), c])) : undefined;
  const pages = view.rows.flatMap(({ page, cells }) =>
    cells.flatMap((cell, i) => {
      if (!cell) return [];
      const row = rowOf(page, cell, view.columns[i]!.locale);
      return [byKey ? { ...row, ...liveFields(byKey.get(cellKey(cell))) } : row];
    }),
  );
  const items = view.groups.flatMap((group) =>
    group.items.flatMap((item) =>
      item.cells.flatMap((cell, i) =>
        cell ? [itemRowOf(group, item, cell, view.columns[i]!.locale)] : [],
      ),
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

type Column = Exclude<keyof ExportRow, 'localeId' | LiveColumn>;
type LiveColumn = 'live_state' | 'live_reason' | 'live_extra_blocks' | 'language_findings';

/** The CSV's columns in order, with their headers in the editor's language. */
const HEADERS: Record<Column, string> = {
  pageId: t('site_csv_pageId'),
  collection: t('site_csv_collection'),
  itemId: t('site_csv_item_id'),
  title: t('site_csv_title'),
  locale: t('site_csv_locale'),
  path: t('site_csv_path'),
  slug: t('site_csv_slug'),
  state: t('site_csv_state'),
  errors: t('site_csv_errors'),
  warnings: t('site_csv_warnings'),
  title_length: t('site_csv_title_length'),
  seo_title_length: t('site_csv_seo_title_length'),
  description_length: t('site_csv_description_length'),
  slug_issues: t('site_csv_slug_issues'),
  draft: t('site_csv_draft'),
  messages: t('site_csv_messages'),
};
const COLUMNS = Object.keys(HEADERS) as Column[];

/** The live check's columns, added when the export carries one. */
const LIVE_HEADERS: Record<LiveColumn, string> = {
  live_state: t('site_csv_live_state'),
  live_reason: t('site_csv_live_reason'),
  live_extra_blocks: t('site_csv_live_extra_blocks'),
  language_findings: t('site_csv_language_findings'),
};
const LIVE_COLUMNS = Object.keys(LIVE_HEADERS) as LiveColumn[];

const stamp = (at: number) => new Date(at).toISOString().slice(0, 16).replace(':', '-');
const fileSafe = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'site';

/** The grid as a CSV file, one line per shown cell; with the live check's columns when given. */
export function gridCsv(
  audit: SiteAudit,
  view: SiteGridView,
  live?: LiveSiteResult | null,
): ExportFile {
  const columns: (Column | LiveColumn)[] = live ? [...COLUMNS, ...LIVE_COLUMNS] : COLUMNS;
  const headers: Record<Column | LiveColumn, string> = { ...HEADERS, ...LIVE_HEADERS };
  const rows = exportRows(view, live).map((r) =>
    columns.map((c) => {
      const v = r[c];
      return Array.isArray(v) ? v.join('; ') : (v ?? '');
    }),
  );
  return {
    name: `${fileSafe(audit.siteName)}-audit-${stamp(audit.checkedAt)}.csv`,
    mime: 'text/csv;charset=utf-8',
    text: toCsv([columns.map((c) => headers[c]), ...rows]),
  };
}

/**
 * The grid as a JSON file: the site, when it was checked, and one object per shown cell; with the
 * live check (its host, times and per-cell state and language findings) when given.
 */
export function gridJson(
  audit: SiteAudit,
  view: SiteGridView,
  live?: LiveSiteResult | null,
): ExportFile {
  const body = {
    siteId: audit.siteId,
    siteName: audit.siteName,
    checkedAt: new Date(audit.checkedAt).toISOString(),
    ...(live
      ? { live: { origin: live.origin, checkedAt: live.checkedAt, publishedAt: live.publishedAt } }
      : {}),
    locales: view.columns.map((c) => c.locale),
    cells: exportRows(view, live),
  };
  return {
    name: `${fileSafe(audit.siteName)}-audit-${stamp(audit.checkedAt)}.json`,
    mime: 'application/json',
    text: JSON.stringify(body, null, 2) + '\n',
  };
}

/**
 * One cell's markup as a `.jsonld` file: what the page shows, pretty-printed. An inheriting locale
 * shows the primary's markup, and the file name says so. Null when the cell shows no markup.
 */
export function cellJsonLd(
  page: SitePage,
  locale: SiteLocale,
  shown: LocaleSchema,
): ExportFile | null {
  const text = shown.value ? JSON.stringify(shown.value, null, 2) + '\n' : shown.raw;
  if (text === null || text === '') return null;
  const key = localeKey(shown.localeId);
  const base = fileSafe(page.slugs[key] ?? page.slugs[''] ?? page.title);
  const suffix = shown.state === 'inherited' ? '-inherited-from-primary' : '';
  return {
    name: `${base}-${fileSafe(localeName(locale))}${suffix}.jsonld`,
    mime: 'application/ld+json',
    text,
  };
}
