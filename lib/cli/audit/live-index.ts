/**
 * "Can Google show it" in the report's summary of a site: what the live check read of the host
 * (robots.txt, the rules the service keeps on Enterprise, the sitemap files and the URLs they list,
 * the staging host beside a custom domain) and how many page versions Google will not show, kept
 * with the site's outcome and written as a few lines in the text report, in the extension's words
 * (its "Can Google show it" panel). Pure.
 * @module
 */
import { formatNumber, t } from '../../core/i18n/t';
import type { HostIndex } from '../../features/live-site';
import { robotsStatusText, stagingText } from '../../features/live-site';
import { safeText } from './safe-text';
import type { LiveIndex } from './types';

/** What the summary keeps of `host`, with `hidden` page versions Google will not show. */
export function liveIndexOf(host: HostIndex, hidden: number): LiveIndex {
  const api = host.robotsApi;
  const indexable = host.findings.some((f) => f.rule === 'index/staging-indexable');
  return {
    robots: {
      url: host.robots.url,
      status: host.robots.status,
      ...(host.robots.failure ? { failure: host.robots.failure } : {}),
      sitemaps: host.robots.sitemaps,
    },
    ...(api
      ? {
          robotsApi:
            'error' in api
              ? { error: api.error }
              : { groups: api.rules.length, sitemap: api.sitemap },
        }
      : {}),
    sitemaps: host.sitemaps,
    listed: host.listed,
    ...(host.staging ? { staging: { ...host.staging, indexable } } : {}),
    ...(host.keptOut ? { keptOut: true as const } : {}),
    hidden,
    fetches: host.fetches,
  };
}

/** The service's own robots.txt rules (Enterprise) in a few words. */
function apiText(api: NonNullable<LiveIndex['robotsApi']>): string {
  if ('error' in api) return api.error;
  const groups = `${formatNumber(api.groups)} user-agent group${api.groups === 1 ? '' : 's'}`;
  return api.sitemap ? `${groups}, Sitemap: ${api.sitemap}` : groups;
}

/** The text report's "Can Google show it" lines of a site's live check of `origin`. */
export function liveIndexLines(index: LiveIndex, origin: string): string[] {
  const readable = index.sitemaps.filter((f) => f.kind === 'urlset' || f.kind === 'index').length;
  const staging = index.staging;
  const lines = [
    `${t('index_heading')} (${origin}):`,
    `  ${index.robots.url}: ${robotsStatusText(index.robots)}`,
    ...(index.robotsApi ? [`  ${t('index_robots_api_heading')}: ${apiText(index.robotsApi)}`] : []),
    `  ${t('index_sitemap_files', formatNumber(readable), formatNumber(index.listed))}`,
    ...(staging ? [`  ${stagingText(staging)}`] : []),
    ...(index.keptOut ? [`  ${t('index_kept_out_note')}`] : []),
    `  ${t('index_hidden_pages')}: ${formatNumber(index.hidden)}`,
  ];
  return lines.map(safeText);
}
