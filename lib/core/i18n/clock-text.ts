/**
 * A moment in words for the editor: its time of day, with its date when the time alone would be
 * ambiguous (another day than the one it is read next to, or not today).
 * @module
 */
import { uiLanguage } from './t';

/** Whether two moments (ms) fall on the same calendar day in the browser's time zone. */
export function sameDay(a: number, b: number): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

/**
 * "14:02", or with `withDate` "7 Dec, 14:02" (the year too when it is not `now`'s), in the UI
 * language and the browser's time zone.
 */
export function clockText(ms: number, withDate = false, now = Date.now()): string {
  const time = { hour: '2-digit', minute: '2-digit' } as const;
  if (!withDate) return new Date(ms).toLocaleTimeString(uiLanguage(), time);
  const otherYear = new Date(ms).getFullYear() !== new Date(now).getFullYear();
  return new Date(ms).toLocaleString(uiLanguage(), {
    ...time,
    day: 'numeric',
    month: 'short',
    ...(otherYear ? { year: 'numeric' } : {}),
  });
}
