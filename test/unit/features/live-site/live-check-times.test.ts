import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishMessages } from '@/lib/core/i18n/english';
import { storedLiveSiteSchema } from '@/lib/features/live-site/live-types';
import { checkedAgainstText, liveVerdictText } from '@/lib/features/live-site/live-view-text';

const HOUR = 3_600_000;
/** A local time on 7 Dec 2026 (the browser's time zone, as the texts use). */
const dec7 = (h: number, m: number, s = 0) => new Date(2026, 11, 7, h, m, s).getTime();
const iso = (ms: number) => new Date(ms).toISOString();
const NOW = dec7(18, 0);
const time = (ms: number) =>
  new Date(ms).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' });
const dated = (ms: number) =>
  new Date(ms).toLocaleString('en', {
    hour: '2-digit',
    minute: '2-digit',
    day: 'numeric',
    month: 'short',
  });

const text = (checked: number, published: number | null, serviceOffsetMs?: number) =>
  checkedAgainstText(
    {
      checkedAt: iso(checked),
      publishedAt: published === null ? null : iso(published),
      ...(serviceOffsetMs === undefined ? {} : { serviceOffsetMs }),
    },
    NOW,
  );

describe('when a live check says it was made', () => {
  beforeAll(() => useEnglishMessages());

  it('says times of day alone when the check and the publish are on the same day, today', () => {
    const [checked, published] = [dec7(14, 2), dec7(13, 58) - 5 * 60_000];
    expect(text(checked, published)).toBe(
      `Checked ${time(checked)} against the publish of ${time(published)}`,
    );
    expect(text(checked, null)).toBe(
      `Checked ${time(checked)}; the site has no publish time on record`,
    );
  });

  it('says the dates too when they are on different days', () => {
    const [checked, published] = [dec7(14, 2), new Date(2026, 2, 2, 14, 5).getTime()];
    expect(text(checked, published)).toBe(
      `Checked ${dated(checked)} against the publish of ${dated(published)}`,
    );
    expect(dated(published)).toMatch(/Mar 2/);
  });

  it('says the date of a check made on another day than today', () => {
    const checked = new Date(2026, 11, 1, 9, 30).getTime();
    expect(text(checked, checked - HOUR)).toBe(
      `Checked ${dated(checked)} against the publish of ${dated(checked - HOUR)}`,
    );
    expect(liveVerdictText('popup_live_differs', iso(checked), NOW)).toBe(
      `The live page differs from the saved markup (checked ${dated(checked)}).`,
    );
    expect(liveVerdictText('popup_live_differs', iso(dec7(14, 2)), NOW)).toBe(
      `The live page differs from the saved markup (checked ${time(dec7(14, 2))}).`,
    );
  });

  it('says “about the same time” within a minute either way', () => {
    const checked = dec7(14, 2, 30);
    for (const published of [checked - 59_000, checked, checked + 45_000])
      expect(text(checked, published)).toBe(
        `Checked ${time(checked)}, about the same time as the publish`,
      );
  });

  it('moves the service’s publish time to the browser’s clock by the measured offset', () => {
    const checked = dec7(14, 2);
    // The service's clock runs 3 hours ahead: its publish at 17:01 was 14:01 here.
    expect(text(checked, dec7(17, 1), 3 * HOUR)).toBe(
      `Checked ${time(checked)}, about the same time as the publish`,
    );
    expect(text(checked, dec7(16, 30), 3 * HOUR)).toBe(
      `Checked ${time(checked)} against the publish of ${time(dec7(13, 30))}`,
    );
    // Behind: the service's 13:00 was 13:10 here.
    expect(text(checked, dec7(13, 0), -10 * 60_000)).toBe(
      `Checked ${time(checked)} against the publish of ${time(dec7(13, 10))}`,
    );
  });

  it('never puts a check before its publish: without a known offset it names no publish time', () => {
    const checked = dec7(14, 2);
    const said = text(checked, dec7(17, 5));
    expect(said).toBe(`Checked ${time(checked)} against the latest publish`);
    expect(said).not.toContain(time(dec7(17, 5)));
    // Still before after the offset it has: the same.
    expect(text(checked, dec7(17, 5), HOUR)).toBe(
      `Checked ${time(checked)} against the latest publish`,
    );
  });

  it('reads a result stored before the offset was measured, as no offset', () => {
    const stored = {
      siteId: 's',
      origin: 'https://acme.webflow.io',
      checkedAt: iso(dec7(14, 2)),
      publishedAt: iso(dec7(13, 58)),
      cells: [],
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
    };
    const old = storedLiveSiteSchema.parse(stored);
    expect(old.serviceOffsetMs).toBeUndefined();
    expect(checkedAgainstText(old, NOW)).toBe(
      `Checked ${time(dec7(14, 2))} against the publish of ${time(dec7(13, 58))}`,
    );
    expect(storedLiveSiteSchema.parse({ ...stored, serviceOffsetMs: HOUR }).serviceOffsetMs).toBe(
      HOUR,
    );
    expect(storedLiveSiteSchema.safeParse({ ...stored, serviceOffsetMs: 'soon' }).success).toBe(
      false,
    );
  });
});
