import { formatNumber, t } from '../../lib/core/i18n/t';
import type { HostFinding } from '../../lib/features/live-site/indexing/index-types';
import {
  blockerText,
  describeHostFinding,
  robotsApiText,
  robotsStatusText,
  stagingText,
} from '../../lib/features/live-site/indexing/index-text';
import type { LiveSiteModel } from '../../lib/features/live-site/model/live-site-model';
import type { SiteAudit } from '../../lib/features/site/audit-types';

/** The URLs a finding shows before "and N more". */
const SHOWN_URLS = 5;

function Finding({ finding }: { finding: HostFinding }) {
  const { message, fix } = describeHostFinding(finding);
  const more = finding.total - Math.min(finding.urls.length, SHOWN_URLS);
  return (
    <li data-testid="index-finding" data-rule={finding.rule} data-severity={finding.severity}>
      <strong class={`chip chip--${finding.severity}`}>{finding.rule}</strong> {message} —{' '}
      {t('site_live_fix', fix)}
      {finding.urls.length > 0 && (
        <ul class="list mono">
          {finding.urls.slice(0, SHOWN_URLS).map((url) => (
            <li key={url}>{url}</li>
          ))}
          {more > 0 && <li class="muted">{t('index_more', formatNumber(more))}</li>}
        </ul>
      )}
    </li>
  );
}

/**
 * "Can Google show it": what the last live check read about its host — robots.txt (and, on an
 * Enterprise site, the rules the service keeps), the sitemap files, the staging host beside a
 * custom domain — its findings with their fixes, and the pages Google will not show and why.
 */
export function LiveIndexPanel({ live, audit }: { live: LiveSiteModel; audit: SiteAudit }) {
  const index = live.index.value;
  const result = live.result.value;
  if (!index || !result || index.origin !== result.origin) return null;
  const titles = new Map(audit.pages.map((p) => [p.id, p.title || p.id]));
  const localeName = (id: string | null) => {
    const l = audit.locales.find((x) => (id === null ? x.primary : x.id === id));
    return l ? (l.displayName ?? l.tag ?? l.id) : (id ?? '');
  };
  const hidden = result.cells.filter((c) => c.index?.length);
  const api = index.robotsApi;
  return (
    <section class="card stack live-index" aria-label={t('index_heading')} data-testid="live-index">
      <h3>{t('index_heading')}</h3>
      <p data-testid="index-robots">
        <span class="mono">{index.robots.url}</span>: {robotsStatusText(index.robots)}
      </p>
      {index.robots.text && (
        <details>
          <summary>{t('index_robots_text')}</summary>
          <pre class="mono" data-testid="index-robots-text">
            {index.robots.text}
          </pre>
        </details>
      )}
      {api && (
        <details data-testid="index-robots-api">
          <summary>{t('index_robots_api_heading')}</summary>
          {'error' in api ? (
            <p class="muted">{api.error}</p>
          ) : (
            <pre class="mono">{robotsApiText(api)}</pre>
          )}
        </details>
      )}
      <p data-testid="index-sitemaps">
        {t(
          'index_sitemap_files',
          formatNumber(
            index.sitemaps.filter((f) => f.kind === 'urlset' || f.kind === 'index').length,
          ),
          formatNumber(index.listed),
        )}
      </p>
      {index.staging && <p data-testid="index-staging">{stagingText(index.staging)}</p>}
      {index.keptOut && <p class="muted">{t('index_kept_out_note')}</p>}
      {index.findings.length === 0 && hidden.length === 0 && <p class="muted">{t('index_none')}</p>}
      {index.findings.length > 0 && (
        <ul class="list">
          {index.findings.map((f) => (
            <Finding key={f.rule} finding={f} />
          ))}
        </ul>
      )}
      {hidden.length > 0 && (
        <>
          <h4>{t('index_hidden_pages')}</h4>
          <ul class="list">
            {hidden.map((c) => (
              <li
                key={`${c.pageId}:${c.localeId ?? ''}`}
                data-testid="index-hidden-page"
                data-cell={`${c.pageId}:${c.localeId ?? ''}`}
                data-reasons={c.index!.map((b) => b.reason).join(' ')}
              >
                <strong>{titles.get(c.pageId) ?? c.pageId}</strong> · {localeName(c.localeId)}:{' '}
                {c.index!.map(blockerText).join('; ')}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
