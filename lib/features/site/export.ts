/**
 * The grid as CSV (RFC 4180, guarded against spreadsheet formula injection) and JSON, and one cell's
 * markup as a `.jsonld` file. The rows, item rows after the pages, are `export-rows.ts`'s. Pure:
 * the page downloads the text (see `download.ts`).
 * @module
 */
import { t } from '../../core/i18n/t';
import type { LocaleSchema } from '../schema';
import type { SiteAudit, SiteLocale, SitePage } from './audit-types';
import { exportRows, hasLive, localeName, type ExportLive, type ExportRow } from './export-rows';
import { localeKey } from './locale-key';
import type { SiteGridView } from './grid-view';

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

type Column = Exclude<keyof ExportRow, 'localeId' | LiveColumn>;
type LiveColumn =
  | 'live_state'
  | 'live_reason'
  | 'google_will_not_show'
  | 'live_extra_blocks'
  | 'language_findings'
  | 'item_findings';

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
  item_findings: t('site_csv_item_findings'),
  google_will_not_show: t('site_csv_google_will_not_show'),
};
const LIVE_COLUMNS = Object.keys(LIVE_HEADERS) as LiveColumn[];

const stamp = (at: number) => new Date(at).toISOString().slice(0, 16).replace(':', '-');
const fileSafe = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, 60) || 'site';

/**
 * The grid as a CSV file, one line per shown cell; with the live check's columns when `live` holds
 * a check of the pages or of item pages.
 */
export function gridCsv(
  audit: SiteAudit,
  view: SiteGridView,
  live?: ExportLive | null,
): ExportFile {
  const columns: (Column | LiveColumn)[] = hasLive(live) ? [...COLUMNS, ...LIVE_COLUMNS] : COLUMNS;
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

/** The JSON's header of a live check: its host and times, and each collection's. */
function liveHeader({ site, items }: ExportLive) {
  return {
    ...(site
      ? { origin: site.origin, checkedAt: site.checkedAt, publishedAt: site.publishedAt }
      : {}),
    ...(items && items.checks.length > 0 ? { collections: items.checks } : {}),
  };
}

/**
 * The grid as a JSON file: the site, when it was checked, and one object per shown cell; with the
 * live check (its host, times and per-cell state and findings) when `live` holds one.
 */
export function gridJson(
  audit: SiteAudit,
  view: SiteGridView,
  live?: ExportLive | null,
): ExportFile {
  const body = {
    siteId: audit.siteId,
    siteName: audit.siteName,
    checkedAt: new Date(audit.checkedAt).toISOString(),
    ...(hasLive(live) ? { live: liveHeader(live) } : {}),
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
