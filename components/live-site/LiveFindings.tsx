import { formatNumber, plural, t } from '../../lib/core/i18n/t';
import type { LanguageFixEntry } from '../../lib/features/live-site/live-types';
import { fixLabel } from '../../lib/features/live-site/model/live-fixes';
import type { LiveSiteModel } from '../../lib/features/live-site/model/live-site-model';
import type { SiteAudit } from '../../lib/features/site/audit-types';

/**
 * The language findings of the last live check, page by page: each names the locale, what is
 * wrong and the fix in words; "Fix N language values…" previews the fixable ones as a bulk change.
 */
export function LiveFindings({
  live,
  audit,
  onFix,
  onPreview,
}: {
  live: LiveSiteModel;
  audit: SiteAudit;
  /** Asks for the fix plan and previews it in the bulk panel. */
  onFix: () => void;
  /** Previews one of several fixes. */
  onPreview: (entry: LanguageFixEntry) => void;
}) {
  const pages = live.findings.value;
  if (!live.result.value) return null;
  const titles = new Map(audit.pages.map((p) => [p.id, p.title || p.id]));
  const localeName = (id: string | null) => {
    const l = audit.locales.find((x) => (id === null ? x.primary : x.id === id));
    return l ? (l.displayName ?? l.tag ?? l.id) : (id ?? '');
  };
  const fixable = live.fixable.value;
  return (
    <section
      class="card stack live-findings"
      aria-label={t('site_live_language_heading')}
      data-testid="live-findings"
    >
      <h3>{t('site_live_language_heading')}</h3>
      {pages.length === 0 && <p class="muted">{t('site_live_language_none')}</p>}
      {pages.map(([pageId, findings]) => (
        <div key={pageId} data-testid="live-findings-page" data-page={pageId}>
          <strong>{titles.get(pageId) ?? pageId}</strong>
          <ul class="list">
            {findings.map((f, i) => (
              <li
                key={i}
                data-testid="live-finding"
                data-rule={f.rule}
                data-cell={`${f.pageId}:${f.localeId ?? ''}`}
              >
                {localeName(f.localeId)}: {f.message} — {t('site_live_fix', f.fix)}
                {f.fixable && <span class="muted"> ({t('site_live_fixable_here')})</span>}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {fixable > 0 && (
        <div class="actions">
          <button
            type="button"
            onClick={onFix}
            disabled={live.fixes.fixing.value}
            data-testid="live-fix-language"
          >
            {plural(fixable, 'site_live_fix_button_one', 'site_live_fix_button_many')}
          </button>
        </div>
      )}
      {live.fixes.error.value && (
        <p class="error" role="alert" data-testid="live-fix-error">
          {live.fixes.error.value}
        </p>
      )}
      {live.fixes.fixes.value && (
        <ul class="list" data-testid="live-fixes">
          {live.fixes.fixes.value.map((entry, i) => (
            <li key={i}>
              <button type="button" onClick={() => onPreview(entry)}>
                {t(
                  'site_live_fix_preview',
                  fixLabel(entry.change),
                  formatNumber(entry.cells.length),
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
