/**
 * How the extension's live check starts reading its host: the last reading forgotten (it belongs
 * to the last check), the site's robots.txt rules asked of the service once per site and worker
 * (a site not on Enterprise answers 403 every time), and the staging host read only where the
 * editor allowed it.
 * @module
 */
import type { ApiClient } from '../../../core/api/client';
import type { SiteAudit } from '../../site';
import { accessPattern } from '../access-pattern';
import { stagingSampleOf } from '../live-targets';
import { liveIndexItem } from '../live-store';
import type { PoliteFetch } from '../polite-fetch';
import { startHostIndex } from './host-index';
import { readRobotsApi } from './robots-api';

/** What starting a host reading needs of the background. */
export interface HostIndexStartDeps {
  clientFor(siteId: string): Promise<ApiClient | undefined>;
  hasAccess(origins: string[]): Promise<boolean>;
  now?(): number;
}

/** Answers how to start reading the host of a check. */
export function createHostIndexStart(deps: HostIndexStartDeps) {
  const noRobotsApi = new Set<string>();
  const robotsApiOf = async (siteId: string) => {
    if (noRobotsApi.has(siteId)) return undefined;
    const found = await readRobotsApi(await deps.clientFor(siteId), siteId);
    if (!found) noRobotsApi.add(siteId);
    return found;
  };
  return async (audit: SiteAudit, origin: string, fetcher: PoliteFetch, stagingSuffix: string) => {
    const siteId = audit.siteId;
    await liveIndexItem(siteId).setValue(null);
    return startHostIndex(siteId, origin, {
      fetcher,
      published: audit.published,
      stagingSuffix,
      robotsApi: () => robotsApiOf(siteId),
      mayRead: (other) => deps.hasAccess([accessPattern(other)]),
      stagingSample: stagingSampleOf(audit),
      now: deps.now,
    });
  };
}
