import type { Site, World } from '../world-types';
import { resolveListedUrl } from './listed-url';

/** What a staging host closed to indexing serves, whatever the site's rules say. */
const CLOSED = 'User-agent: *\nDisallow: /\n';

/**
 * The `/robots.txt` a published host serves: the site's rules (one group per user agent, then its
 * `Sitemap:` line), or without rules the platform's default (allow all, the host's own sitemap);
 * a staging host whose site turned staging indexing off disallows everything.
 */
export function robotsTxt(world: World, site: Site, origin: string, staging: boolean): string {
  if (staging && site.stagingIndexing === false) return CLOSED;
  const robots = site.robots;
  if (!robots) return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
  const groups = robots.rules.map((rule) =>
    [
      `User-agent: ${rule.userAgent}`,
      ...rule.allows.map((p) => `Allow: ${p}`),
      ...rule.disallows.map((p) => `Disallow: ${p}`),
    ].join('\n'),
  );
  const sitemap =
    robots.sitemap === null ? [] : [`Sitemap: ${resolveListedUrl(world, robots.sitemap, origin)}`];
  const text = [...groups, ...sitemap].join('\n\n');
  return text ? `${text}\n` : '';
}
