import { liveVerdictText } from '../../lib/features/live-site/live-view-text';
import type { LiveVerdictModel } from '../../lib/features/live-site/model/live-verdict-model';

const KEY = {
  differs: 'popup_live_differs',
  missing: 'popup_live_missing',
  unpublished: 'popup_live_unpublished',
} as const;

/**
 * Says when the live page differs from the saved markup, from the site's last live check, with its
 * time (and date, when it was not on the day of `now`).
 */
export function LiveVerdict({ model, now }: { model: LiveVerdictModel; now: number }) {
  const verdict = model.verdict.value;
  if (!verdict) return null;
  return (
    <p
      class="warning"
      data-testid="popup-live-verdict"
      data-live-state={verdict.state}
      data-checked-at={verdict.checkedAt}
    >
      {liveVerdictText(KEY[verdict.state], verdict.checkedAt, now)}
    </p>
  );
}
