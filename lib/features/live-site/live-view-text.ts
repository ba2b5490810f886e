/**
 * The words of the live check in the site views and the popup, kept in one place for localisation.
 * Types only from `lib/features/live-site`, so the popup's bundle gets no zod.
 * @module
 */
import { formatNumber, plural, t, uiLanguage } from '../../core/i18n/t';
import type { LiveProgress, LiveState } from './live-types';

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

/** A time of day in the UI language, e.g. "14:02". */
export function timeOfDay(iso: string): string {
  return new Date(iso).toLocaleTimeString(uiLanguage(), { hour: '2-digit', minute: '2-digit' });
}

/** "Checked 14:02 against the publish of 13:58", or that the publish time is not known. */
export function checkedAgainstText(checkedAt: string, publishedAt: string | null): string {
  return publishedAt
    ? t('site_live_checked_against', timeOfDay(checkedAt), timeOfDay(publishedAt))
    : t('site_live_checked_no_publish', timeOfDay(checkedAt));
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
