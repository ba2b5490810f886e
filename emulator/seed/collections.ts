import type { Rng } from '../ids';
import { siteLocales } from '../store';
import type { Collection, CollectionItem, Site, World } from '../world-types';
import {
  BLOG_DRAFT,
  BLOG_FIELDS,
  BLOG_TITLES,
  PRODUCT_FIELDS,
  PRODUCTS,
  TEAM,
  TEAM_FIELDS,
} from './collection-specs';
import { collection, linkTemplate } from './collection-records';
import type { SeedKind, SeedTimes } from './kind';
import type { Titles } from './page-specs';
import { slugify } from './page-specs';
import { seedLargeItems } from './large-items';
import { plantSeoFaults } from './seo-faults';

const DAY = 86_400_000;
/** The first blog post, weekly ones follow: 36 weeks before the workspace's creation. */
const FIRST_POST_BEFORE_CREATED = 36 * 7 * DAY;

type FieldData = CollectionItem['fieldData'][string];

/**
 * An item with its values in every locale of the site: `values(i)` gives locale i's fields
 * (0 = en, 1 = fr, 2 = de). The slug is localized only where the plan allows it.
 */
function item(
  rng: Rng,
  site: Site,
  collectionId: string,
  titles: Titles,
  at: number,
  values: (i: 0 | 1 | 2) => Record<string, unknown>,
  publishedAt: string | null,
): CollectionItem {
  const fieldData: Record<string, FieldData> = {};
  siteLocales(site).forEach((locale, i) => {
    const lang = i as 0 | 1 | 2;
    const slug = slugify(titles[site.plan.localizedSlugs ? lang : 0]);
    fieldData[locale.cmsLocaleId] = { name: titles[lang], slug, ...values(lang) };
  });
  const date = new Date(at).toISOString();
  return {
    id: rng.objectId(),
    collectionId,
    createdOn: date,
    lastUpdated: date,
    lastPublished: publishedAt,
    isArchived: false,
    isDraft: !publishedAt,
    fieldData,
  };
}

function image(rng: Rng, site: Site, folder: string, slug: string, alt: string) {
  return {
    fileId: rng.objectId(),
    url: `https://assets.example/${site.shortName}/${folder}/${slug}.jpg`,
    alt,
  };
}

/** Which published posts carry the demo's item faults (by index in `BLOG_TITLES`). */
export const BLOG_FAULTS = {
  /** "Focaccia, step by step": served under another slug, so its address answers 404. */
  notFound: 21,
  /** "The story of rye bread": published in English and French, not in German. */
  missingLocale: 26,
  /** "Five mistakes with croissants": its page shows no JSON-LD. */
  noMarkup: 33,
} as const;

function plantItemFaults(site: Site, posts: CollectionItem[]): void {
  const [, , german] = siteLocales(site);
  const stale = posts[BLOG_FAULTS.notFound]!;
  stale.servedSlugs = Object.fromEntries(
    Object.entries(stale.fieldData).map(([cmsLocaleId, f]) => [cmsLocaleId, `${f.slug}-old`]),
  );
  posts[BLOG_FAULTS.missingLocale]!.unpublishedIn = [german!.cmsLocaleId];
  posts[BLOG_FAULTS.noMarkup]!.markupHidden = true;
}

function seedSite(world: World, rng: Rng, site: Site, times: SeedTimes): void {
  const created = Date.parse(times.created);
  const firstPost = created - FIRST_POST_BEFORE_CREATED;
  const add = (c: Collection, items: CollectionItem[]) => {
    world.collections[c.id] = c;
    for (const i of items) world.collectionItems[i.id] = i;
  };
  const blogId = rng.objectId();
  const blog = collection(
    rng,
    site,
    'blog',
    { displayName: 'Blog Posts', singularName: 'Blog Post', slug: 'post' },
    BLOG_FIELDS,
    linkTemplate(world, site, 'post-template', blogId),
    times,
  );
  blog.id = blogId;
  const post = (titles: Titles, n: number, published: boolean) =>
    item(
      rng,
      site,
      blogId,
      titles,
      firstPost + n * 7 * DAY,
      (lang) => ({
        'post-summary': `${titles[lang]} — ${site.displayName}.`,
        'post-body': `<p>${titles[lang]}.</p>`,
        'main-image': image(rng, site, 'blog', slugify(titles[0]), titles[lang]),
        'published-on': new Date(firstPost + n * 7 * DAY).toISOString(),
        featured: n % 10 === 0,
      }),
      published ? times.updated : null,
    );
  const posts = BLOG_TITLES.map((titles, n) => post(titles, n, true));
  plantItemFaults(site, posts);
  add(blog, [...posts, post(BLOG_DRAFT, BLOG_TITLES.length, false)]);

  const teamId = rng.objectId();
  const team = collection(
    rng,
    site,
    'team',
    { displayName: 'Team', singularName: 'Team Member', slug: 'team' },
    TEAM_FIELDS,
    null,
    times,
  );
  team.id = teamId;
  add(
    team,
    TEAM.map((m, n) =>
      item(
        rng,
        site,
        teamId,
        [m.name, m.name, m.name],
        created + n * DAY,
        (lang) => ({
          role: m.role[lang],
          photo: image(rng, site, 'team', slugify(m.name), m.name),
          bio: `<p>${m.name} — ${m.role[lang]}.</p>`,
        }),
        times.updated,
      ),
    ),
  );

  const productsId = rng.objectId();
  const products = collection(
    rng,
    site,
    'products',
    { displayName: 'Products', singularName: 'Product', slug: 'product' },
    PRODUCT_FIELDS,
    linkTemplate(world, site, 'product-template', productsId),
    times,
  );
  products.id = productsId;
  const shop = PRODUCTS.map((p, n) =>
    item(
      rng,
      site,
      productsId,
      p.titles,
      created + n * DAY,
      (lang) => ({
        sku: p.sku,
        price: p.price,
        description: `${p.titles[lang]} — ${site.displayName}.`,
        image: image(rng, site, 'shop', slugify(p.titles[0]), p.titles[lang]),
      }),
      times.updated,
    ),
  );
  plantSeoFaults(site, posts, shop);
  add(products, shop);
}

/**
 * CMS collections of the demo sites: Blog Posts (40 published posts and one draft, in every
 * locale, shown by the `post-template` page, with three item faults: `BLOG_FAULTS`), Team (12
 * members, no template page) and Products (6, shown by `product-template`); posts and products
 * carry the SEO faults of `SEO_FAULTS`. The large-items seed
 * gives the first site 10,000 items instead (`large-items.ts`).
 */
export const seedCollections = (world: World, rng: Rng, kind: SeedKind, times: SeedTimes): void => {
  if (kind === 'empty') return;
  const [first, ...others] = Object.values(world.sites);
  if (kind === 'large-items' && first) seedLargeItems(world, rng, first, times);
  else if (first) seedSite(world, rng, first, times);
  for (const site of others) seedSite(world, rng, site, times);
};
