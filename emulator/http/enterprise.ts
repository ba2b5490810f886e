import type { Site } from '../world-types';
import { ServiceError } from './errors';

/**
 * 403 `not_enterprise_plan_site` unless the site is on Enterprise: the real code of that refusal,
 * one body for every Enterprise-only endpoint (301 redirects, robots.txt).
 */
export function requireEnterprise(site: Site): void {
  if (!site.plan.enterprise) {
    throw new ServiceError(
      403,
      'not_enterprise_plan_site',
      'Forbidden: this endpoint needs a site on an Enterprise plan',
    );
  }
}
