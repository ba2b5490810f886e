/**
 * The words of the live check in the site views and the popup, kept in one place for localisation.
 * Types only from `lib/features/live-site`, so the popup's bundle gets no zod.
 * @module
 */
import { clockText, sameDay } from '../../core/i18n/clock-text';
import { formatNumber, plural, t, type MessageKey } from '../../core/i18n/t';
import type { LiveProgress, LiveSiteResult, LiveState } from './live-types';

/** A cell's live state in words, as its badge and the filter say it. */
export const LIVE_STATE_TEXT: Record<LiveState, string> = {
  matches: t('site_live_state_matches'),
  differs: t('site_live_state_differs'),
  unpublished: t('site_live_state_unpublished'),
  missing: t('site_live_state_missing'),
  unreachable: t('site_live_state_unreachable'),
  'no-markup': t('site_live_state_no_markup'),
};

/** The live states in the order the filter and the summary list them. */
export const LIVE_STATES: readonly LiveState[] = [
  'differs',
  'missing',
  'unpublished',
  'unreachable',
  'matches',
  'no-markup',
];

/** Within this much of each other, a check and its publish are "about the same time". */
const SAME_TIME_MS = 60_000;

/** The words of each check-time message when the date is shown with the time. */
const DATED = {
  site_live_checked_against: 'site_live_checked_against_dated',
  site_live_checked_no_publish: 'site_live_checked_no_publish_dated',
  site_live_checked_same_time: 'site_live_checked_same_time_dated',
  site_live_checked_latest: 'site_live_checked_latest_dated',
  popup_live_differs: 'popup_live_differs_dated',
  popup_live_missing: 'popup_live_missing_dated',
  popup_live_unpublished: 'popup_live_unpublished_dated',
} as const satisfies Partial<Record<MessageKey, MessageKey>>;

/** `key` with its moments: times of day, or dates and times when `withDate`. */
function atText(key: keyof typeof DATED, withDate: boolean, now: number, ...moments: number[]) {
  return t(withDate ? DATED[key] : key, ...moments.map((ms) => clockText(ms, withDate, now)));
}

/** What of a live check its check-time text needs. */
export type CheckTimes = Pick<LiveSiteResult, 'checkedAt' | 'publishedAt' | 'serviceOffsetMs'>;

/**
 * "Checked 14:02 against the publish of 13:58", with dates when the two (or the check and today)
 * are on different days. The publish time is the service's: it is moved to the browser's clock by
 * the offset measured during the check (none in checks stored before it was). A check always
 * follows the publish it reads, so within a minute they are "about the same time", and a check
 * that still seems earlier (the offset unknown) is said to be against the latest publish.
 */
export function checkedAgainstText(times: CheckTimes, now = Date.now()): string {
  const checked = Date.parse(times.checkedAt);
  const notToday = !sameDay(checked, now);
  if (!times.publishedAt) return atText('site_live_checked_no_publish', notToday, now, checked);
  const published = Date.parse(times.publishedAt) - (times.serviceOffsetMs ?? 0);
  if (Math.abs(checked - published) <= SAME_TIME_MS)
    return atText('site_live_checked_same_time', notToday, now, checked);
  if (checked < published) return atText('site_live_checked_latest', notToday, now, checked);
  const withDate = notToday || !sameDay(checked, published);
  return atText('site_live_checked_against', withDate, now, checked, published);
}

/** The popup's verdict on a page with the time of the check, dated when it was not today. */
export function liveVerdictText(
  key: 'popup_live_differs' | 'popup_live_missing' | 'popup_live_unpublished',
  checkedAt: string,
  now = Date.now(),
): string {
  const checked = Date.parse(checkedAt);
  return atText(key, !sameDay(checked, now), now, checked);
}

/** "Read 5 of 12 page versions", or the listing phase. */
export function liveProgressText(progress: LiveProgress): string {
  if (progress.phase === 'listing') return t('site_live_progress_listing');
  const read = t('site_live_progress', formatNumber(progress.done), formatNumber(progress.total));
  if (!progress.differing) return read;
  return `${read} · ${plural(progress.differing, 'site_live_progress_differ_one', 'site_live_progress_differ_many')}`;
}

/** "1 extra block" / "3 extra blocks". */
export function extraBlocksText(count: number): string {
  return plural(count, 'site_live_extra_one', 'site_live_extra_many');
}
