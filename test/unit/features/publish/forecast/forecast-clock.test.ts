import { describe, expect, it } from 'vitest';
import { forecastCandidates } from '@/lib/features/publish/forecast/forecast-candidates';
import type { SavedSite, SavedVersion } from '@/lib/features/publish/forecast/saved-site';
import type { LiveSiteResult } from '@/lib/features/live-site/live-types';

const ORIGIN = 'https://acme.webflow.io';
/** The host's last publish, on the service's clock. */
const PUBLISHED = '2026-12-07T17:00:00.000Z';
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** A page saved long before the publish: only a live check after the publish can make it change. */
const version: SavedVersion = {
  pageId: 'p1',
  localeId: null,
  localeTag: 'en',
  name: 'Events',
  title: 'Events',
  description: null,
  path: '/events',
  lastUpdated: '2026-12-01T09:00:00.000Z',
  createdOn: '2026-10-01T09:00:00.000Z',
  served: true,
  features: [],
};
const saved = { siteId: 's1', versions: [version], collections: null } as unknown as SavedSite;

/**
 * The last live check of the host, made at `checkedAt` on the browser's clock while the service's
 * ran `offsetMs` ahead of it: it found the Events page differing from its saved markup.
 */
const liveCheck = (checkedAt: number, offsetMs?: number) =>
  ({
    origin: ORIGIN,
    checkedAt: new Date(checkedAt).toISOString(),
    publishedAt: PUBLISHED,
    ...(offsetMs === undefined ? {} : { serviceOffsetMs: offsetMs }),
    cells: [
      { pageId: 'p1', localeId: null, state: 'differs', url: `${ORIGIN}/events`, inherited: false },
    ],
  }) as unknown as LiveSiteResult;

const candidates = (live: LiveSiteResult) =>
  forecastCandidates(saved, ORIGIN, PUBLISHED, { moves: [], live }).pages;

describe('the last live check beside a publish, when the two clocks differ', () => {
  it('uses a check made after the publish while the service’s clock runs 3 h ahead', () => {
    // Ten minutes after the publish in truth: 16:10 minus three hours on the browser's clock.
    const at = Date.parse(PUBLISHED) + 10 * MINUTE - 3 * HOUR;
    expect(candidates(liveCheck(at, 3 * HOUR))).toEqual([
      { version, movedFrom: null, drift: true },
    ]);
    // Without the offset the same check would read as made before the publish, and be dropped.
    expect(candidates(liveCheck(at))).toEqual([]);
  });

  it('drops a check made before the publish, whichever clock runs ahead', () => {
    const before = Date.parse(PUBLISHED) - 10 * MINUTE;
    expect(candidates(liveCheck(before - 3 * HOUR, 3 * HOUR))).toEqual([]);
    expect(candidates(liveCheck(before + 3 * HOUR, -3 * HOUR))).toEqual([]);
  });

  it('uses a check made after the publish while the service’s clock runs 3 h behind', () => {
    const at = Date.parse(PUBLISHED) + 10 * MINUTE + 3 * HOUR;
    expect(candidates(liveCheck(at, -3 * HOUR))).toHaveLength(1);
  });
});
