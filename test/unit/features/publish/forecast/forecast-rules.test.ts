import { describe, expect, it } from 'vitest';
import { featureChanges, mergeVerdicts } from '@/lib/features/publish/forecast/feature-verdicts';
import { forecastCounts } from '@/lib/features/publish/forecast/forecast-counts';
import type { HostForecast, PageForecast } from '@/lib/features/publish/forecast/forecast-types';
import { checkAfterPublish } from '@/lib/features/publish/forecast/after-check';
import type { LiveRead } from '@/lib/features/publish/forecast/read-live';
import type { SavedSite, SavedVersion } from '@/lib/features/publish/forecast/saved-site';
import { baselineOf, type PublishEntry } from '@/lib/features/publish/forecast/publish-log';

const T0 = '2026-11-01T10:00:00Z';
const T1 = '2026-11-02T10:00:00Z';
const T2 = '2026-11-03T10:00:00Z';

describe('a host’s baseline', () => {
  const site = (at: string, was: PublishEntry['was']): PublishEntry => ({
    at,
    hosts: ['staging', 'd1'],
    was,
  });
  it('is its last publish when the whole site went there', () => {
    expect(baselineOf([site(T1, { staging: T0, d1: T0 })], 'staging', T1)).toBe(T1);
  });
  it('walks back over a page publish, and over a custom-domain publish for staging', () => {
    const log: PublishEntry[] = [
      site(T0, { staging: null, d1: null }),
      { at: T1, hosts: ['d1'], was: { staging: T0, d1: T0 } },
      { at: T2, hosts: ['staging', 'd1'], pageId: 'p1', was: { staging: T1, d1: T1 } },
    ];
    expect(baselineOf(log, 'staging', T2)).toBe(T0);
    expect(baselineOf(log, 'd1', T2)).toBe(T1);
  });
  it('matches the service’s own times after a publish, whatever this clock said', () => {
    // This browser's clock was an hour off: `at` is far from the service's time.
    const log: PublishEntry[] = [
      {
        at: '2026-11-03T11:00:00Z',
        hosts: ['staging'],
        pageId: 'p1',
        was: { staging: T1 },
        after: { staging: T2 },
      },
    ];
    expect(baselineOf(log, 'staging', T2)).toBe(T1);
  });
  it('stops at a whole-site publish made here after a page publish', () => {
    const log: PublishEntry[] = [
      { at: T1, hosts: ['staging'], pageId: 'p1', was: { staging: T0 }, after: { staging: T1 } },
      { at: T2, hosts: ['staging'], was: { staging: T1 }, after: { staging: T2 } },
    ];
    expect(baselineOf(log, 'staging', T2)).toBe(T2);
  });
  it('keeps a publish made elsewhere (not in the log)', () => {
    expect(baselineOf([{ at: T0, hosts: ['d1'], was: {} }], 'staging', T2)).toBe(T2);
  });
  it('is null for a host never published', () => {
    expect(baselineOf([], 'd1', null)).toBeNull();
  });
});

describe('rich results before → after', () => {
  it('lists only what changes, a loss with its reason', () => {
    const changes = featureChanges(
      [
        { name: 'Event', status: 'eligible' },
        { name: 'Breadcrumb', status: 'eligible' },
      ],
      [
        { name: 'Event', status: 'not-eligible', reason: 'Add "startDate"' },
        { name: 'Breadcrumb', status: 'eligible' },
        { name: 'Product snippet', status: 'eligible' },
      ],
    );
    expect(changes).toEqual([
      { name: 'Event', before: 'eligible', after: 'not-eligible', reason: 'Add "startDate"' },
      { name: 'Product snippet', before: 'absent', after: 'eligible' },
    ]);
  });
  it('counts a rich result eligible only where no block fails it', () => {
    expect(
      mergeVerdicts([
        [{ name: 'Event', status: 'eligible' }],
        [{ name: 'Event', status: 'not-eligible' }],
      ]),
    ).toEqual([{ name: 'Event', status: 'not-eligible' }]);
  });
  it('sums losses, gains, moves without a redirect and templates’ reach', () => {
    const page = (over: Partial<PageForecast>): PageForecast => ({
      pageId: 'p',
      localeId: null,
      localeTag: null,
      title: 'P',
      path: '/p',
      state: 'changed',
      changes: ['markup'],
      features: [],
      ...over,
    });
    const counts = forecastCounts([
      page({ features: [{ name: 'Event', before: 'eligible', after: 'absent' }] }),
      page({ features: [{ name: 'Event', before: 'eligible', after: 'not-eligible' }] }),
      page({ address: { from: '/a', to: '/b', redirect: 'none' }, changes: ['address'] }),
      page({ address: { from: '/c', to: '/d', redirect: 'planned' }, changes: ['address'] }),
      page({
        features: [{ name: 'Article', before: 'absent', after: 'eligible' }],
        template: { collectionId: 'c', collection: 'Posts', items: 40, itemUrl: null },
      }),
    ]);
    expect(counts).toEqual({
      pages: 5,
      losing: 2,
      lost: [{ name: 'Event', pages: 2 }],
      gained: [{ name: 'Article', pages: 1 }],
      movedWithoutRedirect: 1,
      templates: 1,
      itemPages: 40,
    });
  });
});

describe('the check after a publish', () => {
  const version: SavedVersion = {
    pageId: 'p1',
    localeId: null,
    localeTag: 'en',
    name: 'Events',
    title: 'Events',
    description: null,
    path: '/events',
    lastUpdated: null,
    createdOn: null,
    served: true,
    markup: {
      hashes: ['saved'],
      types: ['Event'],
      lastUpdated: null,
      inherited: false,
      inLanguage: [],
      urls: [],
    },
    features: [],
  };
  const saved = { versions: [version] } as unknown as SavedSite;
  const host = (drift: boolean): HostForecast => ({
    key: 'staging',
    host: 'acme.webflow.io',
    origin: 'https://acme.webflow.io',
    since: T0,
    pages: [
      {
        pageId: 'p1',
        localeId: null,
        localeTag: 'en',
        title: 'Events',
        path: '/events',
        state: 'changed',
        changes: ['markup'],
        features: [],
        ...(drift ? { drift: true as const } : {}),
      },
    ],
    counts: forecastCounts([]),
    reads: 1,
    notRead: 0,
  });
  // The host keeps serving other markup than the saved one.
  const stale = async (): Promise<LiveRead> => ({
    kind: 'read',
    live: {
      blocks: [{ '@type': 'Event', name: 'old' }],
      title: 'Events',
      description: null,
      index: [],
    },
    alternates: [],
  });

  it('waits, within its bound, for a saved change the host does not serve yet, and says so', async () => {
    let clock = 0;
    const check = await checkAfterPublish(saved, [host(false)], {
      read: stale,
      sleep: async (ms) => void (clock += ms),
      now: () => clock,
      maxWaitMs: 30_000,
    });
    expect(check.hosts[0]).toMatchObject({ checked: 1, asForecast: 0 });
    expect(check.hosts[0]!.differences.map((d) => d.what)).toEqual(['markup']);
    expect(check.rounds).toBeGreaterThan(1);
    expect(check.waitedMs).toBeLessThanOrEqual(30_000);
  });

  it('reads a version listed only for drift once, without waiting', async () => {
    let reads = 0;
    const check = await checkAfterPublish(saved, [host(true)], {
      read: async () => (reads++, stale()),
      sleep: async () => undefined,
      now: () => 0,
    });
    expect(reads).toBe(1);
    expect(check.rounds).toBe(1);
    expect(check.hosts[0]!.differences).toHaveLength(1);
  });
});
