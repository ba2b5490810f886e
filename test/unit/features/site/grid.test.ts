import { describe, expect, it } from 'vitest';
import { buildGrid, DEFAULT_SORT, NO_FILTER, pageMatches } from '@/lib/features/site/grid';
import { cellIssues } from '@/lib/features/site/cell-issues';
import { cell, smallAudit } from './fixtures';

const ids = (filter = {}, sort = {}) =>
  buildGrid(smallAudit(), { ...NO_FILTER, ...filter }, { ...DEFAULT_SORT, ...sort }).rows.map(
    (r) => r.page.id,
  );

describe('site grid', () => {
  it('shows every page by path, with a column per locale', () => {
    const view = buildGrid(smallAudit(), NO_FILTER, DEFAULT_SORT);
    expect(view.columns.map((c) => c.localeId)).toEqual([null, 'fr']);
    expect(view.rows.map((r) => r.page.id)).toEqual(['p2', 'p3', 'p1']);
    expect(view.rows[0]!.cells.map((c) => c?.localeId)).toEqual([null, 'fr']);
  });

  it('filters by schema state, finding and locale', () => {
    expect(ids({ state: 'none' })).toEqual(['p2']);
    expect(ids({ state: 'inherited' })).toEqual(['p1']);
    expect(ids({ issue: 'errors' })).toEqual(['p1']);
    expect(ids({ issue: 'warnings' })).toEqual(['p3']);
    expect(ids({ issue: 'draft' })).toEqual(['p2']);
    expect(ids({ issue: 'slug' })).toEqual(['p3']);
    expect(ids({ issue: 'description-empty' })).toEqual(['p2']);
    expect(ids({ issue: 'title-long' })).toEqual(['p3']);
    expect(ids({ issue: 'slug', locales: [''] })).toEqual([]);
    expect(ids({ state: 'inherited', locales: ['fr'] })).toEqual(['p1']);
    const frOnly = buildGrid(smallAudit(), { ...NO_FILTER, locales: ['fr'] }, DEFAULT_SORT);
    expect(frOnly.columns.map((c) => c.localeId)).toEqual(['fr']);
  });

  it('searches titles, paths and slugs, every word', () => {
    expect(ids({ search: 'PRIC' })).toEqual(['p1']);
    expect(ids({ search: '/fr/about' })).toEqual(['p2']);
    expect(ids({ search: 'about us' })).toEqual(['p2']);
    expect(ids({ search: 'about pricing' })).toEqual([]);
    expect(pageMatches(smallAudit().pages[0]!, '   ')).toBe(true);
  });

  it('sorts by title, errors and state, either way', () => {
    expect(ids({}, { key: 'title' })).toEqual(['p2', 'p3', 'p1']);
    expect(ids({}, { key: 'title', descending: true })).toEqual(['p1', 'p3', 'p2']);
    expect(ids({}, { key: 'errors', descending: true })).toEqual(['p1', 'p3', 'p2']);
    expect(ids({}, { key: 'state' })).toEqual(['p2', 'p1', 'p3']);
  });

  it('flags the title a search result shows: the page title when the SEO title is empty', () => {
    expect(cellIssues(cell('p', null, { seoTitle: 'empty', title: 'short' }))).toEqual([
      'title-short',
    ]);
    expect(cellIssues(cell('p', null, { seoTitle: 'empty', title: 'ok' }))).toEqual([]);
  });
});
