/**
 * The findings of a cell as filterable words: checker errors and warnings, title and description
 * lengths, slug problems and unsaved drafts. Pure.
 * @module
 */
import type { SiteCell } from './audit-types';

/** A finding the grid can filter on. */
export type CellIssue =
  | 'errors'
  | 'warnings'
  | 'title-empty'
  | 'title-short'
  | 'title-long'
  | 'description-empty'
  | 'description-short'
  | 'description-long'
  | 'slug'
  | 'draft';

/** Every issue, in the order the filter lists them. */
export const CELL_ISSUES: readonly CellIssue[] = [
  'errors',
  'warnings',
  'title-empty',
  'title-short',
  'title-long',
  'description-empty',
  'description-short',
  'description-long',
  'slug',
  'draft',
];

/**
 * The title a search result shows: the SEO title, or the page title when the SEO title is empty
 * (the platform falls back to it), so a page is not flagged for a title it never shows.
 */
export function shownTitleLevel(cell: SiteCell): SiteCell['title'] {
  return cell.seoTitle === 'empty' ? cell.title : cell.seoTitle;
}

/** The cell's findings. */
export function cellIssues(cell: SiteCell): CellIssue[] {
  const issues: CellIssue[] = [];
  if (cell.errors > 0) issues.push('errors');
  if (cell.warnings > 0) issues.push('warnings');
  const title = shownTitleLevel(cell);
  if (title !== 'ok') issues.push(`title-${title}`);
  if (cell.description !== 'ok') issues.push(`description-${cell.description}`);
  if (cell.slug.length > 0) issues.push('slug');
  if (cell.draft) issues.push('draft');
  return issues;
}
