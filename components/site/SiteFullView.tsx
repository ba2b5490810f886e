import type { ComponentType } from 'preact';
import type { AccountView } from '../../lib/features/account/session-messages';
import { t } from '../../lib/core/i18n/t';
import type { OptionsModel, SectionEntry } from '../../lib/app/model/options-model';
import type { SiteRoute } from '../../lib/app/model/site-route';
import type {
  ContributedViewProps,
  PageActions,
  SettingsPlace,
} from '../../lib/core/model/contributions';
import { lazyView, TabLoad } from '../common/LazyView';

type SectionView = ComponentType<ContributedViewProps<unknown, SettingsPlace>>;
const views = new Map<string, SectionView>();

/** The view of a feature's section, made once per section so its loaded code is kept. */
function viewOf({ spec }: SectionEntry): SectionView {
  let view = views.get(spec.id);
  if (!view) {
    view = lazyView(spec.view as () => Promise<SectionView>);
    views.set(spec.id, view);
  }
  return view;
}

/** The sites of the signed-in accounts, each once, by name. */
function sitesOf(accounts: readonly AccountView[]): { id: string; name: string }[] {
  const sites = new Map<string, string>();
  for (const a of accounts) for (const s of a.sites) sites.set(s.id, s.name);
  return [...sites]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A site at full width (options page): a picker of the signed-in accounts' sites, then the
 * features' sections of it (the grid, custom fonts, webhooks).
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
  actions: PageActions;
}) {
  const sites = sitesOf(accounts);
  const { siteId, section } = route;
  const siteName = sites.find((s) => s.id === siteId)?.name ?? '';
  const shown = model.byId(section);
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
            {model.sections.map(({ spec }, i) => (
              <li key={spec.id}>
                <a
                  href={`#site=${encodeURIComponent(siteId)}${i === 0 ? '' : `&section=${spec.id}`}`}
                  aria-current={spec.id === section ? 'page' : undefined}
                  data-testid={`options-section-${spec.id}`}
                >
                  {spec.title()}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {siteId && shown && (
        <Section
          entry={shown}
          place={{ siteId, siteName }}
          actions={actions}
          onRetry={model.retry}
        />
      )}
    </section>
  );
}

/** A feature's section once its model is made; until then, loading or its failure. */
function Section({
  entry,
  place,
  actions,
  onRetry,
}: {
  entry: SectionEntry;
  place: SettingsPlace;
  actions: PageActions;
  onRetry: () => void;
}) {
  const model = entry.model.current.value;
  if (!model) return <TabLoad failed={entry.model.failed.value} onRetry={onRetry} />;
  const View = viewOf(entry);
  return <View model={model} place={place} actions={actions} onRetry={onRetry} />;
}
