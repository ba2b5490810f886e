import { z } from 'zod';
import { enc } from './client';
import type { ApiClient, CallOptions } from './client';

/** One rule group of a site's robots.txt as the service keeps it (Enterprise, notes §13.2). */
export const robotsRuleSchema = z.object({
  userAgent: z.string(),
  allows: z.array(z.string()).default([]),
  disallows: z.array(z.string()).default([]),
});

/** A site's robots.txt rules and sitemap URL as the service keeps them. */
export const robotsTxtSchema = z.object({
  rules: z.array(robotsRuleSchema).default([]),
  sitemap: z.string().nullish(),
});

/** A site's robots.txt rules. */
export type RobotsTxt = z.infer<typeof robotsTxtSchema>;

/**
 * Reads a site's robots.txt rules (`site_config:read`); 403 on sites not on Enterprise, and 403
 * `missing_scopes` when the credential was not granted the scope.
 */
export function getRobotsTxt(
  client: ApiClient,
  siteId: string,
  options: CallOptions = {},
): Promise<RobotsTxt> {
  return client.call({
    method: 'GET',
    path: `/v2/sites/${enc(siteId)}/robots_txt`,
    schema: robotsTxtSchema,
    ...options,
  });
}
