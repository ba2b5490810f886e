/**
 * The words of the whole-site grid, kept in one place for localisation.
 * @module
 */
import type { CellState, SlugIssue } from './audit-types';
import type { CellIssue } from './cell-issues';
import type { GridSortKey } from './grid';

/** Schema states in words. */
export const STATE_TEXT: Record<CellState, string> = {
  own: 'Own',
  inherited: 'Inherited',
  none: 'None',
  raw: 'Raw text',
  unread: 'Not read',
};

/** Findings in words, for the filter and the cell's flags. */
export const ISSUE_TEXT: Record<CellIssue, string> = {
  errors: 'Has errors',
  warnings: 'Has warnings',
  'title-empty': 'Title empty',
  'title-short': 'Title too short',
  'title-long': 'Title too long',
  'description-empty': 'Description empty',
  'description-short': 'Description too short',
  'description-long': 'Description too long',
  slug: 'Slug issue',
  draft: 'Unsaved draft',
};

/** Slug findings in words. */
export const SLUG_TEXT: Record<SlugIssue, string> = {
  empty: 'empty slug',
  uppercase: 'uppercase letters',
  spaces: 'spaces',
  'invalid-characters': 'invalid characters',
  'too-long': 'too long',
  'edge-separator': 'starts or ends with a separator',
  'repeated-separator': 'repeated separators',
  duplicate: 'same slug as another page in the folder',
  'not-localized': 'same slug as the primary locale',
};

/** Sort keys in words. */
export const SORT_TEXT: Record<GridSortKey, string> = {
  path: 'Path',
  title: 'Title',
  errors: 'Most errors',
  state: 'Schema state',
};

/** "checked 3 min ago" from the age in ms. */
export function checkedAgo(ageMs: number): string {
  const minutes = Math.floor(Math.max(0, ageMs) / 60_000);
  if (minutes < 1) return 'checked just now';
  if (minutes < 60) return `checked ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `checked ${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `checked ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** "reading 1,200 of 3,000" and the other phases. */
export function progressText(phase: 'listing' | 'reading', done: number, total: number): string {
  if (phase === 'listing') return 'Listing the site’s pages…';
  const n = (x: number) => x.toLocaleString('en');
  return `Reading ${n(done)} of ${n(total)}`;
}

/** Counts in a cell, e.g. "2 errors, 1 warning". */
export function countsText(errors: number, warnings: number): string {
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${part(errors, 'error', 'errors')}, ${part(warnings, 'warning', 'warnings')}`;
}
