import type { Rng } from '../ids';
import { schemaKey, siteLocales, snapshotSite } from '../store';
import type { PageContent, PageRecord, Site, World } from '../world-types';
import type { SeedKind, SeedTimes } from './kind';
import { demoMarkup } from './markup';
import { FOLDERS, PAGES, RECIPE_TEMPLATE, slugify } from './page-specs';
import type { PageSpec } from './page-specs';

const BODY: Record<0 | 1 | 2, (title: string, site: string) => string[]> = {
  0: (t, s) => [
    `${t} — ${s}.`,
    `Everything about ${t.toLowerCase()} at ${s}, written by our team.`,
  ],
  1: (t, s) => [`${t} — ${s}.`, `Tout sur « ${t} » chez ${s}, rédigé par notre équipe.`],
  2: (t, s) => [`${t} — ${s}.`, `Alles über „${t}“ bei ${s}, geschrieben von unserem Team.`],
};

function content(
  site: Site,
  title: string,
  slug: string,
  lang: 0 | 1 | 2,
  n: number,
  updated: string,
): PageContent {
  const seoTitle = `${title} | ${site.displayName}`;
  const description = n % 7 === 3 ? '' : `${title}: ${BODY[lang](title, site.displayName)[1]}`;
  return {
    title,
    slug,
    seo: { title: seoTitle, description },
    openGraph: { title: seoTitle, titleCopied: true, description, descriptionCopied: true },
    body: BODY[lang](title, site.displayName),
    lastUpdated: updated,
  };
}

function seedSite(
  world: World,
  rng: Rng,
  site: Site,
  specs: readonly PageSpec[],
  { created, updated }: SeedTimes,
): void {
  const folderIds: Record<string, string> = {};
  for (const f of FOLDERS) {
    const id = rng.objectId();
    folderIds[f.key] = id;
    world.pageFolders[id] = {
      id,
      siteId: site.id,
      parentId: f.parent ? folderIds[f.parent]! : null,
      title: f.title,
      slug: f.slug,
      seedKey: f.key,
    };
  }
  const locales = siteLocales(site);
  const pageIds: Record<string, string> = {};
  specs.forEach((spec, n) => {
    const id = rng.objectId();
    pageIds[spec.key] = id;
    const page: PageRecord = {
      id,
      siteId: site.id,
      kind: spec.kind ?? 'static',
      utility: spec.utility ?? null,
      parentId: spec.folder ? folderIds[spec.folder]! : null,
      collectionId: spec.kind === 'collection-template' ? rng.objectId() : null,
      createdOn: created,
      archived: spec.archived ?? false,
      draft: spec.draft ?? false,
      content: {},
      seedKey: spec.key,
    };
    const primarySlug = spec.slug ?? slugify(spec.titles[0]);
    locales.forEach((locale, i) => {
      const lang = i as 0 | 1 | 2;
      if (lang > 0 && spec.primaryOnly) return;
      const slug = lang === 0 || spec.slug ? primarySlug : slugify(spec.titles[lang]);
      page.content[locale.id] = content(site, spec.titles[lang], slug, lang, n, updated);
    });
    world.pages[id] = page;
  });
  for (const [key, spec] of Object.entries(demoMarkup(site))) {
    if (!pageIds[key]) continue;
    for (const [index, value] of Object.entries(spec)) {
      const locale = locales[Number(index)]!;
      const stored =
        'legacyRaw' in value
          ? { raw: String(value.legacyRaw), value: null }
          : { raw: JSON.stringify(value), value };
      world.schemaMarkup[schemaKey(pageIds[key]!, locale.id)] = {
        ...stored,
        lastUpdated: updated,
      };
    }
  }
  const snapshot = snapshotSite(world, site.id, updated);
  world.published[site.id] = snapshot;
  site.lastPublished = updated;
  for (const d of site.customDomains) {
    world.publishedDomains[d.id] = structuredClone(snapshot);
    d.lastPublished = updated;
  }
}

/**
 * Pages (42 per site), nested folders and schema markup of the demo sites, published once; the
 * large-items seed adds a third collection template (`recipe-template`).
 */
export const seedPages = (world: World, rng: Rng, kind: SeedKind, times: SeedTimes): void => {
  if (kind === 'empty') return;
  const specs = kind === 'large-items' ? [...PAGES, RECIPE_TEMPLATE] : PAGES;
  for (const site of Object.values(world.sites)) seedSite(world, rng, site, specs, times);
};
