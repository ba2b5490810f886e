import { t, uiLanguage } from '../../lib/core/i18n/t';
import type { LiveVerdictModel } from '../../lib/features/live-site/model/live-verdict-model';

const KEY = {
  differs: 'popup_live_differs',
  missing: 'popup_live_missing',
  unpublished: 'popup_live_unpublished',
} as const;

/** Says when the live page differs from the saved markup, from the site's last live check. */
export function LiveVerdict({ model }: { model: LiveVerdictModel }) {
  const verdict = model.verdict.value;
  if (!verdict) return null;
  const at = new Date(verdict.checkedAt).toLocaleTimeString(uiLanguage(), {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <p class="warning" data-testid="popup-live-verdict" data-live-state={verdict.state}>
      {t(KEY[verdict.state], at)}
    </p>
  );
}
