import type { EmulatorContext } from '../context';
import { schemaKey } from '../store';
import type { Site } from '../world-types';
import type { Cell } from './overlay';

/** The top-level text field a drift changes (so live and saved differ in a visible way). */
export function textField(value: Record<string, unknown>): string {
  return ['headline', 'name', 'description'].find((k) => typeof value[k] === 'string') ?? 'name';
}

/**
 * The planted faults that are plain stored-markup edits, so fixing them through the API and
 * publishing clears them. `unpublished`: the stored value changes after the last publish
 * (`lastUpdated` > the site's `lastPublished`, on the emulator clock). `in-language`: the value was
 * saved, and published, with the primary's `inLanguage` on a secondary locale.
 */
export function storedEdit(
  ctx: EmulatorContext,
  site: Site,
  cell: Cell,
  kind: 'unpublished' | 'in-language',
): string {
  const world = ctx.store.world;
  const key = schemaKey(cell.page.id, cell.locale.id);
  const stored = world.schemaMarkup[key]!;
  const value = structuredClone(stored.value!);
  if (kind === 'in-language') {
    const tag = site.locales.primary.tag;
    value.inLanguage = tag;
    const record = { raw: JSON.stringify(value), value, lastUpdated: stored.lastUpdated };
    world.schemaMarkup[key] = record;
    const snapshots = [
      world.published[site.id],
      ...site.customDomains.map((d) => world.publishedDomains[d.id]),
    ];
    for (const snapshot of snapshots) {
      if (snapshot?.schemaMarkup[key]) snapshot.schemaMarkup[key] = structuredClone(record);
    }
    return `inLanguage is "${tag}" (the primary's) on the ${cell.locale.tag} version, saved and live`;
  }
  const field = textField(value);
  value[field] = `${String(value[field] ?? '')} (edited after the last publish)`;
  const published = site.lastPublished ? Date.parse(site.lastPublished) : 0;
  const lastUpdated = new Date(Math.max(ctx.clock.now(), published + 1)).toISOString();
  world.schemaMarkup[key] = { raw: JSON.stringify(value), value, lastUpdated };
  site.lastUpdated = lastUpdated;
  return `stored ${field} edited at ${lastUpdated}, after the last publish (${site.lastPublished ?? 'never'})`;
}
