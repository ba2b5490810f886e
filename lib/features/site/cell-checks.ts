/**
 * The metadata findings of one page in one locale: title, SEO title and description lengths, and
 * slug problems (format, a duplicate among the pages of the same folder, and a secondary locale
 * that keeps the primary's slug on a site that localizes slugs). Pure.
 * @module
 */
import type { Page } from '../../core/api/pages';
import { checkLength } from '../metadata';
import { slugChangeability, validateSlug, type SiblingSlug } from '../metadata';
import type { SiteCell, SlugIssue } from './audit-types';

/** The metadata part of a cell. */
export type MetadataFlags = Pick<SiteCell, 'title' | 'seoTitle' | 'description' | 'slug'>;

/** Pages of one locale grouped by folder (`parentId`, `''` at the top). */
export function foldersOf(pages: readonly Page[]): Map<string, SiblingSlug[]> {
  const folders = new Map<string, SiblingSlug[]>();
  for (const p of pages) {
    const key = p.parentId ?? '';
    const list = folders.get(key) ?? [];
    list.push({ id: p.id, slug: p.slug });
    folders.set(key, list);
  }
  return folders;
}

/** True when some page of a secondary locale has a slug of its own: the plan localizes slugs. */
export function hasLocalizedSlugs(
  primary: readonly Page[],
  secondaries: readonly (readonly Page[])[],
): boolean {
  const slugs = new Map(primary.map((p) => [p.id, p.slug ?? null]));
  return secondaries.some((list) =>
    list.some((p) => p.slug && slugs.has(p.id) && slugs.get(p.id) !== p.slug),
  );
}

/** What the site-wide context of `metadataFlags` is. */
export interface FlagContext {
  /** The same locale's pages grouped by folder. */
  folders: ReadonlyMap<string, readonly SiblingSlug[]>;
  /** The page in the primary locale, for a secondary locale; undefined for the primary. */
  primary?: Page;
  localizedSlugs: boolean;
  localeSubdirectory: string;
}

/** Length levels and slug issues of `page` as listed in one locale. */
export function metadataFlags(page: Page, ctx: FlagContext): MetadataFlags {
  const slug: SlugIssue[] = [];
  const changeable =
    slugChangeability(page, {
      isPrimaryLocale: !ctx.primary,
      localizedSlugs: ctx.localizedSlugs,
      localeSubdirectory: ctx.localeSubdirectory,
    }).canChange !== false;
  if (changeable && page.slug !== null && page.slug !== undefined) {
    const siblings = ctx.folders.get(page.parentId ?? '') ?? [];
    for (const p of validateSlug(page.slug, siblings, page.id).problems) slug.push(p.code);
    if (ctx.primary && ctx.localizedSlugs && page.slug === ctx.primary.slug) {
      slug.push('not-localized');
    }
  }
  return {
    title: checkLength('title', page.title ?? '').level,
    seoTitle: checkLength('seoTitle', page.seo?.title ?? '').level,
    description: checkLength('seoDescription', page.seo?.description ?? '').level,
    slug,
  };
}
