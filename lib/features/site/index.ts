/**
 * The site feature's surface for other features: light logic and its types (the heavy
 * background parts are in `background.ts`). Its own files import each other directly.
 * @module
 */
export type {
  AuditProgress,
  CellState,
  SiteAudit,
  SiteCell,
  SiteLocale,
  SitePage,
} from './audit-types';
export { cellKey, parseCellKey } from './cell';
export type { CellRef } from './cell';
export { foldersOf, hasLocalizedSlugs } from './cell-checks';
export { cellIssues } from './cell-issues';
export { countFindings } from './check-counts';
export { QUERY_LIMIT, chunkCells, toQueryRef } from './chunk';
export { csvField } from './export';
export type { ExportFile } from './export';
export type { ExportLive, ItemLive, LiveFields } from './export-rows';
export type { ItemCellRef } from './item-cell';
export { localeKey } from './locale-key';
export { ISSUE_TEXT, SLUG_TEXT } from './messages';
export type { CheckCounts } from './read-cells';
export type { SiteHandlers } from './site-messages';
