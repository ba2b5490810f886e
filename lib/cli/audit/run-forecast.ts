/**
 * `--forecast`: after a site's audit, what a publish would change on its staging host or the
 * custom domain `--host` names, with the extension's own forecast (`lib/features/publish/forecast`):
 * what is saved is read as the forecast reads it (`readSavedSite`: the audit's listing and bulk
 * reads once more, on the site's own client and rate limit), then only the page versions saved
 * since the host's last publish are read live, with the polite fetcher. There is no browser here,
 * so no publish log (a host's baseline is its last publish as the service says), no redirect plan
 * and no stored live check: a move counts as redirected only when the service holds a redirect
 * from its old path.
 * @module
 */
import type { ApiClient } from '../../core/api/client';
import { allRedirects } from '../../core/api/redirects';
import type { Site } from '../../core/api/sites';
import { createPoliteFetch } from '../../features/live-site';
import { originOf } from '../../features/live-site/model/live-hosts';
import { forecastHost } from '../../features/publish/forecast/forecast-host';
import type { HostForecast } from '../../features/publish/forecast/forecast-types';
import { hostTargets } from '../../features/publish/forecast/publish-log';
import { readSavedSite, type CheckValue } from '../../features/publish/forecast/saved-site';
import { pathKey } from '../../features/redirects/redirect-rules';
import { describeFailure } from './failure';
import type { ForecastConfig } from './forecast-args';
import type { SiteForecast, SiteTarget } from './types';

/** What the forecast of a site needs besides the site. */
export interface ForecastRun {
  config: ForecastConfig;
  /** The service origin: published hosts share its scheme (http only on this machine). */
  api: string;
  fetch: typeof fetch;
  /** The forecast's checker (`loadForecastCheck`), loaded once for the run. */
  check: CheckValue;
}

/** A host as the service lists it: bare, lower case, without a path or a port. */
const bare = (host: string) => {
  const name =
    host
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .split('/')[0] ?? '';
  return name.replace(/:\d+$/, '');
};

/** The host the forecast reads when no `--host` is given. */
const stagingHost = (site: Site, config: ForecastConfig) =>
  site.shortName ? `${site.shortName}${config.stagingSuffix}` : null;

/**
 * The hosts of `site` the publish is forecast for: its staging host, or the one `--host` names (a
 * custom domain, or the staging host by name; any port, as the emulator serves them on its own).
 * Throws, in words, when the site has no such host: called when Get Site answers, so a wrong
 * `--host` fails its site before the audit is spent.
 */
export function forecastChoice(
  site: Site,
  config: ForecastConfig,
): { staging: boolean; customDomainIds: string[] } {
  const staging = stagingHost(site, config);
  if (config.host === undefined) {
    if (!staging) throw new Error('the site has no short name, so no staging host to forecast');
    return { staging: true, customDomainIds: [] };
  }
  const wanted = bare(config.host);
  const domain = (site.customDomains ?? []).find((d) => bare(d.url) === wanted);
  if (domain) return { staging: false, customDomainIds: [domain.id] };
  if (staging && bare(staging) === wanted) return { staging: true, customDomainIds: [] };
  const hosts = [staging, ...(site.customDomains ?? []).map((d) => d.url)].filter(Boolean);
  throw new Error(
    `the site has no host ${config.host} to forecast (its hosts: ${hosts.join(', ') || 'none'})`,
  );
}

/** The forecast of a publish of `siteId` to the chosen host. */
async function forecastHostOf(
  client: ApiClient,
  siteId: string,
  run: ForecastRun,
): Promise<HostForecast> {
  const saved = await readSavedSite(client, siteId, run.check);
  const choice = forecastChoice(saved.site, run.config);
  const [target] = hostTargets(saved.site, choice, run.config.stagingSuffix, []);
  if (!target) throw new Error('the site has no host to forecast');
  // As given: the emulator serves a custom domain on its own port.
  const host = run.config.host ?? target.host;
  let sources: Promise<ReadonlySet<string> | null> | undefined;
  // Read once, and only when a page moved; unreadable (no scope) is "not known", as in the extension.
  const redirectSources = () =>
    (sources ??= allRedirects(client, siteId).then(
      (list) => new Set(list.map((r) => pathKey(r.fromUrl))),
      () => null,
    ));
  return forecastHost(
    saved,
    { ...target, host, origin: originOf(host, run.api) },
    {
      fetcher: createPoliteFetch({ fetch: run.fetch }),
      check: run.check,
      moves: [],
      live: null,
      redirectSources,
      // Every changed version is read, as `--live` reads every page: a gate that skipped some
      // could pass a publish that loses a rich result on one of them.
      maxReads: Number.POSITIVE_INFINITY,
    },
  );
}

/** The forecast of `site` after its audit, or why it could not be made (never throws). */
export async function forecastSite(
  client: ApiClient,
  site: Site,
  target: SiteTarget,
  run: ForecastRun,
): Promise<SiteForecast> {
  try {
    return await forecastHostOf(client, target.siteId, run);
  } catch (error) {
    const host = run.config.host ?? stagingHost(site, run.config) ?? 'the staging host';
    return { host, error: describeFailure(error, target.tokenEnv, run.api).message };
  }
}
