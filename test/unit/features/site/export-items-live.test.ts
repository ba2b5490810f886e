import { describe, expect, it } from 'vitest';
import { itemExportLive } from '@/lib/features/live-site/model/live-items-export';
import type { LiveSiteResult } from '@/lib/features/live-site/live-types';
import { gridCsv, gridJson } from '@/lib/features/site/export';
import type { ExportRow } from '@/lib/features/site/export-rows';
import { DEFAULT_SORT, NO_FILTER } from '@/lib/features/site/grid';
import { buildSiteGrid } from '@/lib/features/site/grid-view';
import { itemsAudit, smallItems } from './fixtures';
import { blogCheck } from './live-items-fixture';

const pagesCheck: LiveSiteResult = {
  siteId: 'site1',
  origin: 'https://acme.example',
  checkedAt: '2026-01-02T13:59:00.000Z',
  publishedAt: '2026-01-02T13:58:00.000Z',
  cells: [
    {
      pageId: 'p1',
      localeId: null,
      url: 'https://acme.example/pricing',
      state: 'matches',
      extraBlocks: 1,
      language: [],
    },
  ],
  counts: {
    matches: 1,
    differs: 0,
    unpublished: 0,
    missing: 0,
    unreachable: 0,
    'no-markup': 0,
    language: 0,
    extra: 1,
  },
};

const view = buildSiteGrid(itemsAudit(), smallItems(), NO_FILTER, DEFAULT_SORT);
const itemRows = (live: Parameters<typeof gridJson>[2]) =>
  (JSON.parse(gridJson(itemsAudit(), view, live).text) as { cells: ExportRow[] }).cells.filter(
    (c) => c.itemId !== '',
  );
const rulesOf = (row: ExportRow | undefined) => row?.item_findings?.map((f) => f.split(' · ')[0]);
const rowOf = (rows: ExportRow[], itemId: string, localeId: string | null) =>
  rows.find((r) => r.itemId === itemId && r.localeId === localeId);

describe('the export of item rows with the live check', () => {
  const rows = itemRows({ site: pagesCheck, items: itemExportLive([blogCheck()]) });

  it('gives each item page version its state and why it was not read', () => {
    expect(rows.map((r) => [r.itemId, r.localeId, r.live_state, r.live_reason])).toEqual([
      ['i3', null, 'unreachable', 'Not reachable: no answer within 20 s'],
      ['i1', null, 'read', ''],
      ['i1', 'fr', 'unreachable', 'Not reachable: the page answers 404'],
      ['i2', null, 'no-markup', ''],
      ['i2', 'fr', 'unpublished', ''],
    ]);
    // An item page has no saved markup of its own to count extra blocks against.
    expect(rows.every((r) => r.live_extra_blocks === undefined)).toBe(true);
  });

  it('lists the items/… findings that concern each version, rule id first, and its language findings', () => {
    expect(rulesOf(rowOf(rows, 'i1', null))).toEqual(['items/repeated-value']);
    expect(rowOf(rows, 'i1', null)!.item_findings![0]).toMatch(
      /^items\/repeated-value · error · .*headline/,
    );
    expect(rulesOf(rowOf(rows, 'i1', 'fr'))).toEqual(['items/not-found']);
    expect(rulesOf(rowOf(rows, 'i2', null))).toEqual(['items/repeated-value', 'items/no-markup']);
    expect(rulesOf(rowOf(rows, 'i2', 'fr'))).toEqual([]);
    // Not published in French: said on the version it has.
    expect(rulesOf(rowOf(rows, 'i3', null))).toEqual(['items/missing-locale']);
    expect(rowOf(rows, 'i1', null)!.language_findings).toEqual([
      expect.stringMatching(/lang.* — /),
    ]);
    expect(rowOf(rows, 'i2', null)!.language_findings).toEqual([]);
  });

  it('writes the live columns to the CSV for item rows as for page rows', () => {
    const csv = gridCsv(itemsAudit(), view, {
      site: pagesCheck,
      items: itemExportLive([blogCheck()]),
    }).text.split('\r\n');
    expect(csv[0]).toContain(
      'Live state,Why not reachable,Extra live blocks,Language findings,Item page findings,Google will not show it',
    );
    const pricing = csv.find((l) => l.startsWith('p1,') && l.includes(',en,'))!;
    expect(pricing).toMatch(/,matches,,1,,,$/);
    const gone = csv.find((l) => l.includes(',i1,') && l.includes(',fr,'))!;
    expect(gone).toContain(
      ',unreachable,Not reachable: the page answers 404,,,items/not-found · error · ',
    );
  });

  it('heads the JSON with each collection’s check, and carries item rows when only they were checked', () => {
    const json = JSON.parse(
      gridJson(itemsAudit(), view, { site: null, items: itemExportLive([blogCheck()]) }).text,
    ) as { live: unknown; cells: ExportRow[] };
    expect(json.live).toEqual({
      collections: [
        {
          collection: 'Blog Posts',
          origin: 'https://acme.example',
          checkedAt: '2026-01-02T14:00:00.000Z',
          publishedAt: '2026-01-02T13:58:00.000Z',
        },
      ],
    });
    expect(rowOf(json.cells, 'i2', 'fr')!.live_state).toBe('unpublished');
    expect(json.cells.find((c) => c.pageId === 'p1')!.live_state).toBe('');
  });

  it('leaves an item the check did not read empty, and has no live columns without a check', () => {
    const unread = itemRows({ site: pagesCheck, items: itemExportLive([]) });
    expect(unread.map((r) => r.live_state)).toEqual(['', '', '', '', '']);
    expect(unread[0]!.item_findings).toBeUndefined();
    expect(
      gridCsv(itemsAudit(), view, { site: null, items: itemExportLive([]) }).text,
    ).not.toContain('Live state');
    expect(itemRows(null)[0]!.live_state).toBeUndefined();
  });
});
