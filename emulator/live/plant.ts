import type { EmulatorContext } from '../context';
import { validationError } from '../http/errors';
import type { Rng } from '../ids';
import { createRng } from '../ids';
import { publishedPath } from '../routes/page-ops';
import { schemaKey, siteLocales } from '../store';
import type { Locale, PublishedSnapshot, Site } from '../world-types';
import { isServed } from '../published/render';
import { hostileDetail } from '../published/hostile';
import type { Cell, CellOverlay, HostileShape, LiveFaultKind, PlantedFault } from './overlay';
import { storedEdit, textField } from './stored-edits';

/** How many faults of each group to plant, and the seed that picks cells and details. */
export interface PlantInput {
  seed: number;
  drifts: number;
  language: number;
  extraBlocks: number;
  slow: number;
  hostile: number;
}

const GROUPS: { group: PlantedFault['group']; count: keyof PlantInput; kinds: LiveFaultKind[] }[] =
  [
    { group: 'drift', count: 'drifts', kinds: ['stale-live', 'missing-live', 'unpublished'] },
    {
      group: 'language',
      count: 'language',
      kinds: ['hreflang-missing', 'hreflang-wrong', 'html-lang', 'in-language'],
    },
    { group: 'extra', count: 'extraBlocks', kinds: ['extra-block'] },
    { group: 'slow', count: 'slow', kinds: ['slow-503'] },
    { group: 'hostile', count: 'hostile', kinds: ['hostile-page'] },
  ];

const HOSTILE_SHAPES: HostileShape[] = ['canonicals', 'hreflang', 'json-ld'];

/** Kinds that change a stored JSON-LD object, so the cell needs one, published as it is stored. */
const NEEDS_MARKUP = new Set<LiveFaultKind>([
  'stale-live',
  'missing-live',
  'unpublished',
  'in-language',
]);

/** Kinds that name another locale of the site. */
const NEEDS_OTHER_LOCALE = new Set<LiveFaultKind>([
  'hreflang-missing',
  'hreflang-wrong',
  'html-lang',
]);

function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Served home and static pages of the snapshot that still exist, in primary-path order. */
function cellsOf(ctx: EmulatorContext, site: Site, snapshot: PublishedSnapshot): Cell[] {
  const world = ctx.store.world;
  const pages = snapshot.pages
    .filter((p) => isServed(p) && p.kind !== 'utility' && world.pages[p.id])
    .map((p) => world.pages[p.id]!)
    .filter(isServed)
    .map((p) => ({ p, path: publishedPath(site, p, site.locales.primary.id, world.pageFolders) }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return pages.flatMap(({ p }) => siteLocales(site).map((locale) => ({ page: p, locale })));
}

function fits(
  ctx: EmulatorContext,
  site: Site,
  snapshot: PublishedSnapshot,
  cell: Cell,
  kind: LiveFaultKind,
) {
  if (kind === 'in-language' && cell.locale.id === site.locales.primary.id) return false;
  if (NEEDS_OTHER_LOCALE.has(kind) && siteLocales(site).length < 2) return false;
  if (!NEEDS_MARKUP.has(kind)) return true;
  const key = schemaKey(cell.page.id, cell.locale.id);
  const stored = ctx.store.world.schemaMarkup[key];
  return stored?.value != null && snapshot.schemaMarkup[key]?.raw === stored.raw;
}

function otherLocale(site: Site, not: Locale, rng: Rng): Locale {
  return rng.pick(siteLocales(site).filter((l) => l.id !== not.id));
}

/** The rendered overlay of a fault on a cell, or null for stored edits; and the words for it. */
function renderedFault(
  ctx: EmulatorContext,
  site: Site,
  cell: Cell,
  kind: LiveFaultKind,
  rng: Rng,
  nth: number,
): { overlay: CellOverlay | null; detail: string } {
  const stored = ctx.store.world.schemaMarkup[schemaKey(cell.page.id, cell.locale.id)];
  switch (kind) {
    case 'stale-live': {
      const value = structuredClone(stored!.value!);
      const field = textField(value);
      const old = `${String(value[field] ?? '')} (before the last edit)`;
      value[field] = old;
      return {
        overlay: { kind, value },
        detail: `live ${field} is "${old}", older than the stored value`,
      };
    }
    case 'missing-live':
      return {
        overlay: { kind },
        detail: 'the live page has no JSON-LD block, the stored markup has one',
      };
    case 'hreflang-missing': {
      const gone = otherLocale(site, cell.locale, rng);
      return {
        overlay: { kind, localeId: gone.id },
        detail: `the hreflang="${gone.tag}" alternate is absent`,
      };
    }
    case 'hreflang-wrong': {
      const link = otherLocale(site, cell.locale, rng);
      const target = otherLocale(site, link, rng);
      return {
        overlay: { kind, localeId: link.id, hrefLocaleId: target.id },
        detail: `the hreflang="${link.tag}" alternate points at the ${target.tag} URL`,
      };
    }
    case 'html-lang': {
      const lang = otherLocale(site, cell.locale, rng).tag;
      return {
        overlay: { kind, lang },
        detail: `<html lang="${lang}"> instead of "${cell.locale.tag}"`,
      };
    }
    case 'extra-block':
      return {
        overlay: {
          kind,
          value: {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: `Chat widget ${rng.int(1000)} (custom code)`,
          },
        },
        detail: 'one extra JSON-LD block (Organization) from custom code',
      };
    case 'slow-503':
      return {
        overlay: { kind, remaining: 1 },
        detail: '503 with Retry-After: 1 once, then the page',
      };
    case 'hostile-page': {
      const shape = HOSTILE_SHAPES[nth % HOSTILE_SHAPES.length]!;
      return { overlay: { kind, shape }, detail: hostileDetail(shape) };
    }
    default:
      return { overlay: null, detail: storedEdit(ctx, site, cell, kind) };
  }
}

/**
 * Plants faults on distinct cells of a site's published pages, deterministically for a seed: cells
 * are shuffled by the seed and each fault takes the first free cell it fits. Rendered faults replace
 * the site's earlier ones; `unpublished` and `in-language` edit the stored markup. Refuses (400,
 * nothing changed) when the cells cannot take them all.
 */
export function plantLiveFaults(
  ctx: EmulatorContext,
  site: Site,
  input: PlantInput,
): PlantedFault[] {
  const snapshot = ctx.store.world.published[site.id];
  if (!snapshot) throw validationError('The site has not been published to its staging subdomain');
  const rng = createRng(input.seed);
  const cells = shuffle(cellsOf(ctx, site, snapshot), rng);
  const used = new Set<number>();
  const plan: { cell: Cell; kind: LiveFaultKind; group: PlantedFault['group'] }[] = [];
  for (const { group, count, kinds } of GROUPS) {
    for (let i = 0; i < input[count]; i += 1) {
      const kind = kinds[i % kinds.length]!;
      const index = cells.findIndex((c, n) => !used.has(n) && fits(ctx, site, snapshot, c, kind));
      if (index < 0) {
        throw validationError(
          `Not enough cells for the faults asked: none left for ${kind} (${cells.length} cells, ${plan.length} already taken)`,
        );
      }
      used.add(index);
      plan.push({ cell: cells[index]!, kind, group });
    }
  }
  const overlays = new Map<string, CellOverlay>();
  const planted = plan.map(({ cell, kind, group }, i): PlantedFault => {
    const nth = plan.slice(0, i).filter((p) => p.kind === kind).length;
    const { overlay, detail } = renderedFault(ctx, site, cell, kind, rng, nth);
    if (overlay) overlays.set(schemaKey(cell.page.id, cell.locale.id), overlay);
    const primary = cell.locale.id === site.locales.primary.id;
    return { pageId: cell.page.id, localeId: primary ? null : cell.locale.id, group, kind, detail };
  });
  ctx.liveFaults.set(site.id, overlays, planted);
  return planted;
}
