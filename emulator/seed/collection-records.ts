/**
 * The records every collection seed makes: a collection with its fields, and the link between it
 * and its template page (with the page's copies in the published snapshots).
 * @module
 */
import type { Rng } from '../ids';
import type { Collection, Site, World } from '../world-types';
import type { FieldSpec } from './collection-specs';
import { TEMPLATE_SEO } from './collection-specs';
import type { SeedTimes } from './kind';

/**
 * A collection of `site` with the name and slug fields every collection has, then `fields`,
 * created and last updated at the seed's `times`.
 */
export function collection(
  rng: Rng,
  site: Site,
  key: string,
  names: { displayName: string; singularName: string; slug: string },
  fields: FieldSpec[],
  templatePageId: string | null,
  times: SeedTimes,
): Collection {
  const base: FieldSpec[] = [
    { slug: 'name', displayName: 'Name', type: 'PlainText', isRequired: true },
    { slug: 'slug', displayName: 'Slug', type: 'PlainText', isRequired: true },
  ];
  return {
    id: rng.objectId(),
    siteId: site.id,
    ...names,
    createdOn: times.created,
    lastUpdated: times.updated,
    fields: [...base, ...fields].map((f) => ({
      id: rng.objectId(),
      isRequired: f.isRequired ?? false,
      isEditable: true,
      type: f.type,
      slug: f.slug,
      displayName: f.displayName,
      helpText: null,
      validations:
        f.type === 'PlainText' ? { singleLine: true, maxLength: f.maxLength ?? 256 } : null,
    })),
    templatePageId,
    seedKey: key,
  };
}

/**
 * Links the seeded template page of a site with this seed key to its collection, with the item
 * fields its pages' SEO values come from (`TEMPLATE_SEO`), in its copies in published snapshots too.
 */
export function linkTemplate(
  world: World,
  site: Site,
  pageKey: string,
  collectionId: string,
): string {
  const page = Object.values(world.pages).find(
    (p) => p.siteId === site.id && p.seedKey === pageKey,
  )!;
  page.collectionId = collectionId;
  const seo = TEMPLATE_SEO[pageKey];
  if (seo) page.itemSeo = { ...seo };
  const snapshots = [
    world.published[site.id],
    ...site.customDomains.map((d) => world.publishedDomains[d.id]),
  ];
  for (const snapshot of snapshots) {
    const copy = snapshot?.pages.find((p) => p.id === page.id);
    if (copy) {
      copy.collectionId = collectionId;
      if (seo) copy.itemSeo = { ...seo };
    }
  }
  return page.id;
}
