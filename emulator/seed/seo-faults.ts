/**
 * The demo's item SEO faults, for the editor to fix through item writes: a description field
 * left empty in some locales, titles over 60 characters, slugs with capitals, and images without
 * `alt` in a locale. Planted on posts and products no other demo fault uses, by changing values
 * after the items are made, so every seeded id stays what it was.
 * @module
 */
import { siteLocales } from '../store';
import type { CollectionItem, Site } from '../world-types';

/** Which posts (by index in `BLOG_TITLES`) and products (in `PRODUCTS`) carry which fault. */
export const SEO_FAULTS = {
  /** "How we bake macarons": an English title of 66 characters. */
  longTitlePost: 6,
  /** "A week of macarons": no post summary in French and German. */
  emptySummaryPost: 14,
  /** "Macarons, step by step": its English slug has capitals. */
  capitalSlugPost: 22,
  /** "The story of macarons": its main image has no `alt` in German. */
  noAltPost: 30,
  /** "Baking class": a French title of 72 characters. */
  longTitleProduct: 5,
  /** "Seeded rye": no description in German. */
  emptyDescriptionProduct: 2,
  /** "Almond cake": its English slug has capitals. */
  capitalSlugProduct: 3,
  /** "Country loaf": its image has no `alt` in French. */
  noAltProduct: 0,
} as const;

/** The long titles, by locale index (0 = en, 1 = fr, 2 = de). */
export const LONG_TITLES = {
  post: [0, 'How we bake macarons: shells, fillings and the patience in between'],
  product: [1, 'Cours de boulangerie : levain, viennoiseries et tartes du dimanche matin'],
} as const;

type Lang = 0 | 1 | 2;

function fieldsIn(site: Site, item: CollectionItem, lang: Lang) {
  return item.fieldData[siteLocales(site)[lang]!.cmsLocaleId]!;
}

/** Capitalizes each word of the primary locale's slug, in every locale that shares it. */
function capitalizeSlug(site: Site, item: CollectionItem): void {
  const english = fieldsIn(site, item, 0).slug;
  const capitalized = english.replace(
    /(^|-)([a-z])/g,
    (_, dash: string, c: string) => dash + c.toUpperCase(),
  );
  for (const fields of Object.values(item.fieldData))
    if (fields.slug === english) fields.slug = capitalized;
}

function dropAlt(site: Site, item: CollectionItem, lang: Lang, field: string): void {
  const image = fieldsIn(site, item, lang)[field] as Record<string, unknown>;
  delete image.alt;
}

/** Plants the SEO faults on a demo site's posts and products. */
export function plantSeoFaults(site: Site, posts: CollectionItem[], products: CollectionItem[]) {
  const f = SEO_FAULTS;
  fieldsIn(site, posts[f.longTitlePost]!, LONG_TITLES.post[0]).name = LONG_TITLES.post[1];
  for (const lang of [1, 2] as const)
    fieldsIn(site, posts[f.emptySummaryPost]!, lang)['post-summary'] = '';
  capitalizeSlug(site, posts[f.capitalSlugPost]!);
  dropAlt(site, posts[f.noAltPost]!, 2, 'main-image');

  fieldsIn(site, products[f.longTitleProduct]!, LONG_TITLES.product[0]).name =
    LONG_TITLES.product[1];
  fieldsIn(site, products[f.emptyDescriptionProduct]!, 2).description = '';
  capitalizeSlug(site, products[f.capitalSlugProduct]!);
  dropAlt(site, products[f.noAltProduct]!, 1, 'image');
}
