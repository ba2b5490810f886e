import type { SiteAudit, SitePage } from '../../lib/features/site/audit-types';
import { localeDisplayName, t } from '../../lib/core/i18n/t';
import { localeKey } from '../../lib/features/site/locale-key';
import type { CellRef } from '../../lib/features/site/cell';
import { cellKey } from '../../lib/features/site/cell';
import { cellIssues } from '../../lib/features/site/cell-issues';
import { countsText, ISSUE_TEXT, SLUG_TEXT, STATE_TEXT } from '../../lib/features/site/messages';

/** One page of the site grid in every locale: path, slug, state, findings, and `.jsonld` export. */
export function SitePageDetails({
  audit,
  page,
  onClose,
  onExport,
}: {
  audit: SiteAudit;
  page: SitePage;
  onClose: () => void;
  onExport: (cell: CellRef) => void;
}) {
  return (
    <section
      class="card"
      aria-label={t('site_details_label', page.title)}
      data-testid="site-page-details"
    >
      <div class="actions">
        <h3>{page.title || page.id}</h3>
        <button type="button" onClick={onClose} data-testid="site-details-close">
          {t('site_close')}
        </button>
      </div>
      <ul class="list">
        {audit.locales.map((locale) => {
          const localeId = locale.primary ? null : locale.id;
          const ref = { pageId: page.id, localeId };
          const cell = audit.cells.find((c) => cellKey(c) === cellKey(ref));
          const key = localeKey(localeId);
          if (!cell) return null;
          const issues = cellIssues(cell).filter((i) => i !== 'errors' && i !== 'warnings');
          return (
            <li key={locale.id} data-testid="site-detail-locale" data-cell={cellKey(ref)}>
              <strong>
                {localeDisplayName(locale.tag, locale.displayName ?? locale.tag ?? locale.id)}
              </strong>{' '}
              <span class="mono">{page.paths[key] ?? ''}</span>
              <div>
                {STATE_TEXT[cell.state]} · {countsText(cell.errors, cell.warnings)}
                {issues.length > 0 && ` · ${issues.map((i) => ISSUE_TEXT[i]).join(', ')}`}
              </div>
              {cell.slug.length > 0 && (
                <div class="muted">
                  {t(
                    'site_slug_findings',
                    page.slugs[key] ?? '',
                    cell.slug.map((s) => SLUG_TEXT[s]).join(', '),
                  )}
                </div>
              )}
              {cell.messages.length > 0 && (
                <ul>
                  {cell.messages.map((m, i) => (
                    <li key={i}>{m}</li>
                  ))}
                </ul>
              )}
              {(cell.state === 'own' || cell.state === 'inherited' || cell.state === 'raw') && (
                <button
                  type="button"
                  onClick={() => onExport(ref)}
                  data-testid="site-export-jsonld"
                >
                  {cell.state === 'inherited'
                    ? t('site_download_jsonld_inherited')
                    : t('site_download_jsonld')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
