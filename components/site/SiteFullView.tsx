import type { AccountView } from '../../lib/app/protocol';
import { t, type MessageKey } from '../../lib/core/i18n/t';
import type { OptionsModel } from '../../lib/app/model/options-model';
import type { ExportFile } from '../../lib/features/site/export';
import type { SiteRoute, SiteSection } from '../../lib/features/site/route';
import { BulkPanel } from '../bulk/BulkPanel';
import { FontsSection } from '../fonts/FontsSection';
import { SiteTab } from './SiteTab';
import { WebhooksTab } from '../webhooks/WebhooksTab';

/** What the site views ask of their page. */
export interface SiteViewActions {
  download(file: ExportFile): void;
  confirm(question: string): boolean;
  copy(text: string): void | Promise<void>;
}

const SECTIONS: { id: SiteSection; label: MessageKey }[] = [
  { id: 'grid', label: 'options_sectionGrid' },
  { id: 'fonts', label: 'options_sectionFonts' },
  { id: 'webhooks', label: 'options_sectionWebhooks' },
];

/** The sites of the signed-in accounts, each once, by name. */
function sitesOf(accounts: readonly AccountView[]): { id: string; name: string }[] {
  const sites = new Map<string, string>();
  for (const a of accounts) for (const s of a.sites) sites.set(s.id, s.name);
  return [...sites]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A site at full width (options page): a picker of the signed-in accounts' sites, then its grid,
 * custom fonts or webhooks.
 */
export function SiteFullView({
  model,
  route,
  accounts,
  actions,
}: {
  model: OptionsModel;
  route: SiteRoute;
  accounts: readonly AccountView[];
  actions: SiteViewActions;
}) {
  const sites = sitesOf(accounts);
  const { siteId, section } = route;
  const siteName = sites.find((s) => s.id === siteId)?.name ?? '';
  return (
    <section class="stack" data-testid="site-full-view">
      <label class="field">
        <span>{t('options_site')}</span>
        <select
          value={siteId}
          onChange={(e) => model.go(e.currentTarget.value)}
          data-testid="site-picker"
        >
          <option value="" disabled>
            {t('options_chooseSite')}
          </option>
          {sites.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      {sites.length === 0 && <p class="muted">{t('options_signInForSites')}</p>}
      {siteId && (
        <nav aria-label={t('options_siteSections')}>
          <ul class="section-nav">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a
                  href={`#site=${encodeURIComponent(siteId)}${s.id === 'grid' ? '' : `&section=${s.id}`}`}
                  aria-current={s.id === section ? 'page' : undefined}
                  data-testid={`options-section-${s.id}`}
                >
                  {t(s.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {siteId && section === 'grid' && (
        <SiteTab
          model={model.site}
          onDownload={actions.download}
          bulk={(slot) => (
            <BulkPanel
              model={model.siteBulk.forAudit(slot.audit)}
              download={actions.download}
              leftOut={slot.leftOut}
            />
          )}
          live={{ model: model.siteLive, bulkFor: model.siteBulk.forAudit }}
        />
      )}
      {siteId && section === 'fonts' && (
        <FontsSection model={model.fonts} siteName={siteName} confirm={actions.confirm} />
      )}
      {siteId && section === 'webhooks' && (
        <WebhooksTab model={model.webhooks} confirm={actions.confirm} copy={actions.copy} />
      )}
    </section>
  );
}
