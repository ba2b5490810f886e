import { describe, expect, it } from 'vitest';
import { itemCells } from '@/lib/cli/audit/item-cells';
import { invalidMarkup, liveFindings } from '@/lib/cli/audit/live-findings';
import type { LiveCell, LiveItems, LiveSiteResult } from '@/lib/features/live-site';
import {
  encodeBlockers,
  encodeCell,
  type ItemCell,
} from '@/lib/features/live-site/items/item-codes';
import { cell, finding } from './support/report';

const ORIGIN = 'https://www.acme.example';

const liveCell = (overrides: Partial<LiveCell>): LiveCell => ({
  pageId: 'p1',
  localeId: null,
  url: `${ORIGIN}/events`,
  state: 'matches',
  extraBlocks: 0,
  language: [],
  ...overrides,
});

const liveResult = (cells: LiveCell[]): LiveSiteResult => ({
  siteId: 's1',
  origin: ORIGIN,
  checkedAt: '2026-11-20T10:00:00.000Z',
  publishedAt: null,
  cells,
  counts: {
    matches: 0,
    differs: 0,
    unpublished: 0,
    missing: 0,
    unreachable: 0,
    'no-markup': 0,
    language: 0,
    extra: 0,
  },
});

describe('the index findings of a live check’s page cells', () => {
  it('gives one finding per reason, a warning on a page with markup, with the verdict and the fix', () => {
    const found = liveFindings(
      liveResult([
        liveCell({
          index: [
            { reason: 'noindex', source: 'meta-robots', detail: 'noindex, nofollow' },
            { reason: 'noindex', source: 'x-robots-tag', detail: 'noindex' },
            { reason: 'blocked', source: 'robots-txt', detail: 'Disallow: /events' },
          ],
        }),
      ]),
      new Set(),
    ).get('p1:')!;
    expect(found.map((f) => [f.rule, f.severity, f.url])).toEqual([
      ['index/noindex', 'warning', `${ORIGIN}/events`],
      ['index/blocked', 'warning', `${ORIGIN}/events`],
    ]);
    expect(found[0]!.message).toBe(
      'Valid, but Google will not show it: the page says noindex (<meta name="robots">: noindex, nofollow); the page says noindex (X-Robots-Tag: noindex)',
    );
    expect(found[1]!.message).toBe(
      'Valid, but Google will not show it: robots.txt keeps Googlebot out (robots.txt: Disallow: /events)',
    );
    expect(found[1]!.fix).toMatch(/^Allow the path in robots\.txt/);
  });

  it('says "either" when the markup or the live JSON-LD has an error, and info on a page without markup', () => {
    const nosnippet = [{ reason: 'nosnippet' as const, source: 'x-robots-tag' as const }];
    const found = liveFindings(
      liveResult([
        liveCell({ pageId: 'bad', index: nosnippet }),
        liveCell({ pageId: 'extra', extraBlocks: 1, extraErrors: 2, index: nosnippet }),
        liveCell({ pageId: 'bare', state: 'no-markup', index: nosnippet }),
        liveCell({ pageId: 'shown' }),
      ]),
      new Set(['bad:']),
    );
    const first = (pageId: string) => found.get(`${pageId}:`)!.at(-1)!;
    expect(first('bad').message).toBe(
      'Google will not show it either: the page allows no snippet (X-Robots-Tag)',
    );
    expect(first('extra').message).toMatch(/^Google will not show it either: /);
    expect(first('bare')).toMatchObject({ severity: 'info', rule: 'index/nosnippet' });
    expect(first('bare').message).toMatch(/^Valid, but Google will not show it: /);
    expect(found.has('shown:')).toBe(false);
  });

  it('takes an inheriting cell’s errors from the cell that reports them, and no metadata flag', () => {
    const invalid = invalidMarkup([
      cell({ pageId: 'p1', locale: 'en', findings: [finding()] }),
      cell({ pageId: 'p1', localeId: 'fr1', locale: 'fr', inherits: { from: 'en', findings: 1 } }),
      cell({
        pageId: 'p2',
        findings: [finding({ severity: 'error', rule: 'metadata/title-empty' })],
      }),
      cell({ pageId: 'p3', findings: [finding({ severity: 'warning' })] }),
    ]);
    expect([...invalid].sort()).toEqual(['p1:', 'p1:fr1']);
  });
});

describe('the index findings of item pages', () => {
  const version = (overrides: Partial<ItemCell>): ItemCell => ({
    status: 'read',
    markup: 'plain',
    pending: false,
    errors: 0,
    warnings: 0,
    title: 'ok',
    description: 'ok',
    ...overrides,
  });
  const columns = (cells: ItemCell[]) => {
    const encoded = cells.map(encodeCell);
    return {
      state: encoded.map((c) => c[0]).join(''),
      errors: encoded.map((c) => c[1]).join(''),
      warnings: encoded.map((c) => c[2]).join(''),
      lengths: encoded.map((c) => c[3]).join(''),
    };
  };
  // Two items in en and fr: i1 valid in en, with an error in fr; i2 with no valid JSON in en.
  const result: LiveItems = {
    siteId: 's1',
    collectionId: 'c1',
    collectionName: 'Blog Posts',
    templatePageId: 't1',
    origin: ORIGIN,
    checkedAt: '2026-11-20T10:00:00.000Z',
    publishedAt: null,
    locales: [
      { key: '', tag: 'en' },
      { key: 'fr1', tag: 'fr' },
    ],
    items: ['i1', 'i2'],
    ...columns([
      version({}),
      version({ errors: 1, markup: 'not-eligible' }),
      version({ markup: 'unreadable' }),
      version({}),
    ]),
    index: [['noindex'], ['noindex'], ['noindex'], []]
      .map((b) => encodeBlockers(b as ['noindex']))
      .join(''),
    over: [],
    failures: [],
    language: [],
    languageTotal: 0,
    findings: [
      {
        rule: 'index/noindex',
        severity: 'warning',
        args: [],
        total: 2,
        items: [
          { id: 'i1', locales: ['', 'fr1'] },
          { id: 'i2', locales: [''] },
        ],
      },
    ],
    counts: {
      versions: 4,
      items: 2,
      read: 4,
      notFound: 0,
      unreachable: 0,
      noMarkup: 0,
      withErrors: 1,
      pending: 0,
      language: 0,
      findings: 1,
    },
    fetches: 4,
    maxConcurrent: 2,
  };

  it('puts the collection’s index finding on each version it names, with that version’s verdict', () => {
    const cells = itemCells([result], {
      collections: [
        {
          id: 'c1',
          displayName: 'Blog Posts',
          templatePageId: 't1',
          items: [
            { id: 'i1', slugs: { '': 'rye', fr1: 'seigle' } },
            { id: 'i2', slugs: { '': 'spelt' } },
          ],
        } as never,
      ],
      templatePaths: new Map([['t1', { '': '/post/template', fr1: '/fr/post/template' }]]),
      localeName: (key) => (key === '' ? 'en' : 'fr'),
    });
    expect(
      cells.map((c) => [c.pageTitle, c.locale, c.url, ...c.findings.map((f) => f.severity)]),
    ).toEqual([
      ['Blog Posts › rye', 'en', `${ORIGIN}/post/rye`, 'warning'],
      ['Blog Posts › seigle', 'fr', `${ORIGIN}/fr/post/seigle`, 'warning'],
      ['Blog Posts › spelt', 'en', `${ORIGIN}/post/spelt`, 'warning'],
    ]);
    expect(cells.map((c) => c.findings[0]!.message)).toEqual([
      'Valid, but Google will not show it: noindex',
      'Google will not show it either: noindex',
      'Google will not show it either: noindex',
    ]);
    expect(cells.every((c) => c.findings[0]!.rule === 'index/noindex')).toBe(true);
    expect(cells[0]!.findings[0]!.fix).toMatch(/^Remove noindex/);
  });
});
