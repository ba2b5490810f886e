/**
 * A start option for pictures: the seed names its custom domains under `.example`, which can never
 * resolve on a machine with internet (so no test can reach a real site by mistake); a run that
 * maps a realistic name to the emulator in its own browser renames a site's domain to that name.
 * @module
 */
import type { World } from './world-types';

/**
 * `world` with each named site's first custom domain renamed, keyed by short name (e.g.
 * `{ 'acme-bakery': 'www.acme-bakery.com' }`): everywhere the seed wrote the old name (the
 * domain's `url`, the markup's and published snapshots' URLs), so the site reads as if it had
 * been seeded with the new one.
 */
export function withRenamedDomains(world: World, domains: Record<string, string>): World {
  let text = JSON.stringify(world);
  for (const site of Object.values(world.sites)) {
    const to = domains[site.shortName];
    const from = site.customDomains[0]?.url;
    if (to && from) text = text.replaceAll(from, to);
  }
  return JSON.parse(text) as World;
}
