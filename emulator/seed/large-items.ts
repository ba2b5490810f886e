/**
 * The large-items seed's collections on the first site: 10,000 published items in every locale in
 * three collections with template pages — Blog Posts (5,000, at `/post/{slug}`), Products (3,000,
 * `/product/{slug}`) and Recipes (2,000, `/recipe/{slug}`) — with localized slugs and every
 * identifying value different from item to item (the Blog template's fixed `headline` aside).
 * Built without a random source per field, so the seed stays fast and small.
 * @module
 */
import type { Rng } from '../ids';
import { siteLocales } from '../store';
import type { Collection, CollectionItem, Site, World } from '../world-types';
import { BLOG_FIELDS, PRODUCT_FIELDS, type FieldSpec } from './collection-specs';
import { collection, linkTemplate } from './collection-records';
import type { SeedTimes } from './kind';

/** Items per collection of the large-items seed. */
export const LARGE_COUNTS = { blog: 5000, products: 3000, recipes: 2000 } as const;

const HOUR = 3_600_000;
const FIRST = Date.parse('2020-01-06T08:00:00.000Z');
const WORDS: readonly (readonly [string, string, string])[] = [
  ['Bake note', 'Note de fournil', 'Backnotiz'],
  ['Product', 'Produit', 'Produkt'],
  ['Recipe', 'Recette', 'Rezept'],
];

const RECIPE_FIELDS: FieldSpec[] = [
  { slug: 'summary', displayName: 'Summary', type: 'PlainText' },
  { slug: 'image', displayName: 'Image', type: 'Image' },
  { slug: 'published-on', displayName: 'Published on', type: 'DateTime', isRequired: true },
];

function items(
  world: World,
  rng: Rng,
  site: Site,
  c: Collection,
  count: number,
  word: (typeof WORDS)[number],
  values: (n: number, lang: number, name: string) => Record<string, unknown>,
  times: SeedTimes,
): void {
  const locales = siteLocales(site);
  for (let n = 0; n < count; n++) {
    const fieldData: CollectionItem['fieldData'] = {};
    locales.forEach((locale, lang) => {
      const name = `${word[lang] ?? word[0]} ${n + 1}`;
      const slug = `${(site.plan.localizedSlugs ? word[lang] : word[0])!.toLowerCase().replace(/ /g, '-')}-${n + 1}`;
      fieldData[locale.cmsLocaleId] = { name, slug, ...values(n, lang, name) };
    });
    const id = rng.objectId();
    world.collectionItems[id] = {
      id,
      collectionId: c.id,
      createdOn: times.created,
      lastUpdated: times.updated,
      lastPublished: times.updated,
      isArchived: false,
      isDraft: false,
      fieldData,
    };
  }
}

const at = (n: number) => new Date(FIRST + n * HOUR).toISOString();
const image = (site: Site, folder: string, n: number) => ({
  fileId: `${folder}-${n}`,
  url: `https://assets.example/${site.shortName}/${folder}/${n + 1}.jpg`,
  alt: null,
});

/** Seeds the three large collections on `site`. */
export function seedLargeItems(world: World, rng: Rng, site: Site, times: SeedTimes): void {
  const add = (
    key: string,
    names: { displayName: string; singularName: string; slug: string },
    fields: FieldSpec[],
    template: string,
  ) => {
    const id = rng.objectId();
    const pageId = linkTemplate(world, site, template, id);
    const c = collection(rng, site, key, names, fields, pageId, times);
    c.id = id;
    world.collections[id] = c;
    return c;
  };
  const blog = add(
    'blog',
    { displayName: 'Blog Posts', singularName: 'Blog Post', slug: 'post' },
    BLOG_FIELDS,
    'post-template',
  );
  items(
    world,
    rng,
    site,
    blog,
    LARGE_COUNTS.blog,
    WORDS[0]!,
    (n, _, name) => ({
      'post-summary': `${name} — ${site.displayName}.`,
      'main-image': image(site, 'blog', n),
      'published-on': at(n),
      featured: false,
    }),
    times,
  );
  const products = add(
    'products',
    { displayName: 'Products', singularName: 'Product', slug: 'product' },
    PRODUCT_FIELDS,
    'product-template',
  );
  items(
    world,
    rng,
    site,
    products,
    LARGE_COUNTS.products,
    WORDS[1]!,
    (n, _, name) => ({
      sku: `SKU-${String(n + 1).padStart(5, '0')}`,
      price: Math.round((2 + ((n * 37) % 997) / 10) * 100) / 100,
      description: `${name} — ${site.displayName}.`,
      image: image(site, 'shop', n),
    }),
    times,
  );
  const recipes = add(
    'recipes',
    { displayName: 'Recipes', singularName: 'Recipe', slug: 'recipe' },
    RECIPE_FIELDS,
    'recipe-template',
  );
  items(
    world,
    rng,
    site,
    recipes,
    LARGE_COUNTS.recipes,
    WORDS[2]!,
    (n, _, name) => ({
      summary: `${name} — ${site.displayName}.`,
      image: image(site, 'recipes', n),
      'published-on': at(n),
    }),
    times,
  );
}
