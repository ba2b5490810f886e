/**
 * The words of the whole-site grid, kept in one place for localisation.
 * @module
 */
import { formatNumber, plural, t } from '../../core/i18n/t';
import type { CellState, SlugIssue } from './audit-types';
import type { CellIssue } from './cell-issues';
import type { GridSortKey } from './grid';

/** Schema states in words. */
export const STATE_TEXT: Record<CellState, string> = {
  own: t('site_state_own'),
  inherited: t('site_state_inherited'),
  none: t('site_state_none'),
  raw: t('site_state_raw'),
  unread: t('site_state_unread'),
};

/** Findings in words, for the filter and the cell's flags. */
export const ISSUE_TEXT: Record<CellIssue, string> = {
  errors: t('site_issue_errors'),
  warnings: t('site_issue_warnings'),
  'title-empty': t('site_issue_title_empty'),
  'title-short': t('site_issue_title_short'),
  'title-long': t('site_issue_title_long'),
  'description-empty': t('site_issue_description_empty'),
  'description-short': t('site_issue_description_short'),
  'description-long': t('site_issue_description_long'),
  slug: t('site_issue_slug'),
  draft: t('site_issue_draft'),
};

/** Slug findings in words. */
export const SLUG_TEXT: Record<SlugIssue, string> = {
  empty: t('site_slug_empty'),
  uppercase: t('site_slug_uppercase'),
  spaces: t('site_slug_spaces'),
  'invalid-characters': t('site_slug_invalid_characters'),
  'too-long': t('site_slug_too_long'),
  'edge-separator': t('site_slug_edge_separator'),
  'repeated-separator': t('site_slug_repeated_separator'),
  duplicate: t('site_slug_duplicate'),
  'not-localized': t('site_slug_not_localized'),
};

/** Sort keys in words. */
export const SORT_TEXT: Record<GridSortKey, string> = {
  path: t('site_sort_path'),
  title: t('site_sort_title'),
  errors: t('site_sort_errors'),
  state: t('site_sort_state'),
};

/** "checked 3 min ago" from the age in ms. */
export function checkedAgo(ageMs: number): string {
  const minutes = Math.floor(Math.max(0, ageMs) / 60_000);
  if (minutes < 1) return t('site_checked_just_now');
  if (minutes < 60) return t('site_checked_minutes', formatNumber(minutes));
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('site_checked_hours', formatNumber(hours));
  return plural(Math.floor(hours / 24), 'site_checked_day', 'site_checked_days');
}

/** "reading 1,200 of 3,000" and the other phases. */
export function progressText(
  phase: 'listing' | 'items' | 'reading',
  done: number,
  total: number,
): string {
  if (phase === 'listing') return t('site_progress_listing');
  if (phase === 'items') return t('site_progress_items', formatNumber(done), formatNumber(total));
  return t('site_progress_reading', formatNumber(done), formatNumber(total));
}

/** A group row: "Blog Posts · 40 items · 3 locales", or "… · 3 of 40 items · …" when filtered. */
export function groupText(name: string, shown: number, total: number, locales: number): string {
  const items = plural(total, 'site_group_items_one', 'site_group_items_many');
  const count = shown === total ? items : t('site_group_matching', formatNumber(shown), items);
  return `${name} · ${count} · ${plural(locales, 'site_group_locales_one', 'site_group_locales_many')}`;
}

/** What a bulk change leaves out: a collection's selected item cells, which show its template's markup. */
export function leftOutText(left: { collection: string; template: string; cells: number }): string {
  return t('site_items_left_out', formatNumber(left.cells), left.collection, left.template);
}

/** Counts in a cell, e.g. "2 errors, 1 warning". */
export function countsText(errors: number, warnings: number): string {
  return t(
    'site_counts',
    plural(errors, 'site_errors_one', 'site_errors_many'),
    plural(warnings, 'site_warnings_one', 'site_warnings_many'),
  );
}
