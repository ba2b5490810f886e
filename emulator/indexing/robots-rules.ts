/**
 * Changes to a site's robots.txt rules, as the `robots_txt` API makes them (notes §13.2) and as
 * planted faults do: groups are matched by user agent, case-insensitively.
 * @module
 */
import type { RobotsRule, Site, SiteRobots } from '../world-types';

const sameAgent = (a: RobotsRule, b: RobotsRule) =>
  a.userAgent.toLowerCase() === b.userAgent.toLowerCase();

const copy = (rule: RobotsRule): RobotsRule => ({
  userAgent: rule.userAgent,
  allows: [...rule.allows],
  disallows: [...rule.disallows],
});

/** What a site without rules of its own answers through the API (robots.txt: the default). */
export const NO_RULES: SiteRobots = { rules: [], sitemap: null };

/** `current` with each incoming group replacing the one of the same user agent, new ones after. */
export function mergeRules(current: RobotsRule[], incoming: RobotsRule[]): RobotsRule[] {
  const merged = current.map((rule) => copy(incoming.find((r) => sameAgent(r, rule)) ?? rule));
  const added = incoming.filter((r) => !current.some((c) => sameAgent(c, r)));
  return [...merged, ...added.map(copy)];
}

/**
 * `current` less the given paths of each named user agent; a group named with no paths at all is
 * removed whole (the real API's rule for deleting a user agent).
 */
export function removeRules(current: RobotsRule[], removing: RobotsRule[]): RobotsRule[] {
  return current.flatMap((rule) => {
    const named = removing.find((r) => sameAgent(r, rule));
    if (!named) return [copy(rule)];
    if (named.allows.length === 0 && named.disallows.length === 0) return [];
    return [
      {
        userAgent: rule.userAgent,
        allows: rule.allows.filter((p) => !named.allows.includes(p)),
        disallows: rule.disallows.filter((p) => !named.disallows.includes(p)),
      },
    ];
  });
}

/**
 * Disallows a path to every crawler: added to the site's `User-agent: *` group; a site without
 * rules first gets the default written out (`Allow: /`, each host's own `/sitemap.xml`), so only
 * that path changes.
 */
export function disallowPath(site: Site, path: string): void {
  const robots = site.robots ?? {
    rules: [{ userAgent: '*', allows: ['/'], disallows: [] }],
    sitemap: '/sitemap.xml',
  };
  let all = robots.rules.find((r) => r.userAgent === '*');
  if (!all) {
    all = { userAgent: '*', allows: [], disallows: [] };
    robots.rules.push(all);
  }
  if (!all.disallows.includes(path)) all.disallows.push(path);
  site.robots = robots;
}
