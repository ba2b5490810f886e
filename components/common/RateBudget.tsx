import type { Status } from '../../lib/features/account/session-messages';
import { formatNumber, t, uiLanguage } from '../../lib/core/i18n/t';

const clock = (ms: number) =>
  new Date(ms).toLocaleTimeString(uiLanguage(), { hour: '2-digit', minute: '2-digit' });

/** Below this share of the limit the count is worth a glance in the popup. */
const LOW_SHARE = 0.25;

/**
 * The service's rate budget: requests left this minute, or until when it is paused. Only the pause
 * is a live region; the count changes too often to be announced. With `onlyWhenLow` (the popup)
 * the count shows only once a quarter or less of the minute's requests are left.
 */
export function RateBudget({
  rates,
  now,
  onlyWhenLow = false,
}: {
  rates: Status['rates'];
  now: number;
  onlyWhenLow?: boolean;
}) {
  const paused = rates.find((r) => r.pausedUntil !== undefined && r.pausedUntil > now);
  if (paused?.pausedUntil) {
    return (
      <p class="warning" role="status" data-testid="rate-budget">
        {t('ui_rate_paused', clock(paused.pausedUntil))}
      </p>
    );
  }
  const known = rates.filter((r) => r.limit !== undefined && r.remaining !== undefined);
  if (known.length === 0) return null;
  const tightest = known.reduce((a, b) => ((a.remaining ?? 0) <= (b.remaining ?? 0) ? a : b));
  if (onlyWhenLow && (tightest.remaining ?? 0) > LOW_SHARE * (tightest.limit ?? 0)) return null;
  return (
    <p class="muted" data-testid="rate-budget">
      {t('ui_rate_left', formatNumber(tightest.remaining ?? 0), formatNumber(tightest.limit ?? 0))}
    </p>
  );
}
