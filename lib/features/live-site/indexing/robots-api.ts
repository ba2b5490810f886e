/**
 * The service's own robots.txt rules of an Enterprise site (`robots_txt`, notes §13.2), read for
 * the live check to show beside what the host serves. Sites on other plans answer 403 (the host's
 * file is then the only source, and nothing is shown); a credential without `site_config:read`
 * (the sign-in does not ask for it) shows nothing, or says so where asked, never failing the check.
 * @module
 */
import { ApiError } from '../../../core/api/api-error';
import type { ApiClient } from '../../../core/api/client';
import { getRobotsTxt } from '../../../core/api/robots-txt';
import { t } from '../../../core/i18n/t';
import type { RobotsApi } from './index-types';

/** The most rule groups and paths kept (the stored result's bounds). */
const MAX_GROUPS = 100;
const MAX_PATHS = 500;

/** The site's robots.txt rules from the service, why they could not be read, or undefined (not Enterprise). */
export async function readRobotsApi(
  client: ApiClient | undefined,
  siteId: string,
  { sayMissingScope = false }: { sayMissingScope?: boolean } = {},
): Promise<RobotsApi | undefined> {
  if (!client) return undefined;
  try {
    const found = await getRobotsTxt(client, siteId);
    return {
      rules: found.rules.slice(0, MAX_GROUPS).map((r) => ({
        userAgent: r.userAgent.slice(0, 512),
        allows: r.allows.slice(0, MAX_PATHS).map((p) => p.slice(0, 2048)),
        disallows: r.disallows.slice(0, MAX_PATHS).map((p) => p.slice(0, 2048)),
      })),
      sitemap: found.sitemap?.slice(0, 2048) ?? null,
    };
  } catch (error) {
    // The service checks the scope before the plan: a credential without it cannot tell an
    // Enterprise site from another, so it says so only where asked (the command line's tokens).
    if (error instanceof ApiError && error.kind === 'missing-scope')
      return sayMissingScope ? { error: t('index_robots_api_scope') } : undefined;
    if (error instanceof ApiError && (error.kind === 'forbidden' || error.kind === 'not-found'))
      return undefined;
    return { error: (error instanceof Error ? error.message : String(error)).slice(0, 512) };
  }
}
