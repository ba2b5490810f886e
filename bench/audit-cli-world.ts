/**
 * The sites of the `audit-cli` bench, put into the emulator's world: copies of the demo's first
 * site, each filled to `PAGES` pages with markup, given a CMS collection with a template page and
 * `ITEMS` items in every locale, and published (so the live check reads what the service holds).
 * @module
 */
import { isLiveIn } from '../emulator/collections/items';
import { createRng, newObjectId } from '../emulator/ids';
import { collection } from '../emulator/seed/collection-records';
import { seedTimes } from '../emulator/seed/kind';
import { schemaKey, siteLocales, snapshotSite } from '../emulator/store';
import type { TestEmulator } from '../emulator/testing';
import type { CollectionItem, Site } from '../emulator/world-types';
import { putBenchMarkup } from './bench-markup';

/** Pages of each site, its collection's template page included. */
export const PAGES = 1000;
/** Published items of each site's bench collection, in every locale. */
export const ITEMS = 300;
/** Each site's limit per minute. */
export const LIMIT = 60;

/** A copy of `model` with new ids: the emulator's control API cannot create sites. */
export function cloneSite(model: Site, n: number): Site {
  const locale = (l: Site['locales']['primary']) => ({
    ...l,
    id: newObjectId(),
    cmsLocaleId: newObjectId(),
  });
  return {
    ...structuredClone(model),
    id: newObjectId(),
    displayName: `Bench Site ${n}`,
    shortName: `bench-site-${n}`,
    customDomains: [{ id: newObjectId(), url: `bench-site-${n}.example`, lastPublished: null }],
    locales: {
      primary: locale(model.locales.primary),
      secondary: model.locales.secondary.map(locale),
    },
    plan: { rateLimit: LIMIT, localizedSlugs: false, enterprise: false },
    lastPublishAt: null,
  };
}

/**
 * The Bench Notes collection: its template page (made through the control API, then bound), its
 * markup with a fixed `headline` (a template fault, as the demo's blog has) and `ITEMS` items.
 */
async function addCollection(emu: TestEmulator, site: Site): Promise<void> {
  const world = emu.emulator.store.world;
  const made = await emu.control<{ id: string }>(`/sites/${site.id}/pages`, {
    method: 'POST',
    body: { title: 'Bench notes template', slug: 'detail_note' },
  });
  const id = newObjectId();
  const page = world.pages[made.body.id]!;
  page.kind = 'collection-template';
  page.collectionId = id;
  const names = { displayName: 'Bench Notes', singularName: 'Bench Note', slug: 'note' };
  const fields = [{ slug: 'summary', displayName: 'Summary', type: 'PlainText' }];
  const rng = createRng(parseInt(id.slice(-8), 16));
  const times = seedTimes(emu.emulator.clock.now());
  world.collections[id] = { ...collection(rng, site, 'bench', names, fields, page.id, times), id };
  const now = new Date().toISOString();
  const value = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: `Notes from ${site.displayName}`,
    name: '{{ name }}',
    description: '{{ summary }}',
  };
  world.schemaMarkup[schemaKey(page.id, site.locales.primary.id)] = {
    raw: JSON.stringify(value),
    value,
    lastUpdated: now,
  };
  const locales = siteLocales(site);
  for (let n = 1; n <= ITEMS; n++) {
    const fieldData: CollectionItem['fieldData'] = {};
    for (const [lang, l] of locales.entries()) {
      const name = `Bench note ${n}${lang === 0 ? '' : ` (${l.tag ?? l.id})`}`;
      fieldData[l.cmsLocaleId] = { name, slug: `bench-note-${n}`, summary: `${name}, in short.` };
    }
    const itemId = newObjectId();
    world.collectionItems[itemId] = {
      id: itemId,
      collectionId: id,
      createdOn: now,
      lastUpdated: now,
      lastPublished: now,
      isArchived: false,
      isDraft: false,
      fieldData,
    };
  }
}

/** Pages up to `pages` (control API), the collection, markup and metadata; then a publish. */
export async function fillSite(emu: TestEmulator, site: Site, pages = PAGES): Promise<void> {
  const world = emu.emulator.store.world;
  await addCollection(emu, site);
  const existing = Object.values(world.pages).filter((p) => p.siteId === site.id).length;
  for (let i = existing; i < pages; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, pages - i) }, (_, j) =>
        emu.control(`/sites/${site.id}/pages`, {
          method: 'POST',
          body: { title: `Bench page ${i + j}`, slug: `bench-page-${i + j}` },
        }),
      ),
    );
  }
  const now = new Date().toISOString();
  const ordinary = Object.values(world.pages).filter(
    (p) => p.siteId === site.id && p.kind !== 'collection-template',
  );
  ordinary.forEach((page, i) => {
    const content = page.content[site.locales.primary.id]!;
    if (content.title.startsWith('Bench page')) {
      content.seo = {
        title: `${content.title}: what the bakery offers this season`,
        description: `${content.title} tells visitors what the bakery bakes, when it opens and how to order bread, pastries and cakes for pickup or delivery.`,
      };
    }
    putBenchMarkup(world, site, page, i, now);
  });
  world.published[site.id] = snapshotSite(world, site.id, now);
}

/**
 * The service requests an audit of `site` sends: Get Site, List Pages (⌈pages/100⌉ per locale),
 * the bulk reads (⌈cells/100⌉), and with its items (`--live`) List Collections and `items/live`
 * (⌈rows/100⌉ per collection with a template page, a row per published item × locale).
 */
export function expectedRequests(emu: TestEmulator, site: Site, items = true): number {
  const world = emu.emulator.store.world;
  const pages = Object.values(world.pages).filter((p) => p.siteId === site.id);
  const locales = siteLocales(site);
  const listing = 1 + locales.length * Math.ceil(pages.length / 100);
  const reads = Math.ceil((pages.length * locales.length) / 100);
  if (!items) return listing + reads;
  const templates = new Set(pages.flatMap((p) => (p.collectionId ? [p.collectionId] : [])));
  let listed = 0;
  for (const c of Object.values(world.collections)) {
    if (c.siteId !== site.id || !templates.has(c.id)) continue;
    const rows = Object.values(world.collectionItems)
      .filter((i) => i.collectionId === c.id)
      .reduce((n, i) => n + locales.filter((l) => isLiveIn(i, l.cmsLocaleId)).length, 0);
    listed += Math.ceil(rows / 100);
  }
  return listing + reads + 1 + listed;
}

/** The ids of `site`'s collections, which name their `items/live` requests. */
export const collectionIdsOf = (emu: TestEmulator, site: Site): string[] =>
  Object.values(emu.emulator.store.world.collections)
    .filter((c) => c.siteId === site.id)
    .map((c) => c.id);
