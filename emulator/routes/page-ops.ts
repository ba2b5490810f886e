import { z } from 'zod';
import type { EmulatorContext } from '../context';
import { notFound, validationError } from '../http/errors';
import type { FaultAction, ForeignEdit } from '../http/faults';
import { readSchemaInput } from '../jsonld-limits';
import { contentIn, findLocale, schemaKey } from '../store';
import type { PageContent, PageFolder, PageRecord, Site, World } from '../world-types';

/** Body of a metadata update (single PUT, and each bulk entry without id/localeId). */
export const metadataInputSchema = z.object({
  title: z.string().min(1).max(256).optional(),
  slug: z.string().max(256).optional(),
  seo: z
    .object({
      title: z.string().max(1024).optional(),
      description: z.string().max(4096).optional(),
    })
    .optional(),
  openGraph: z
    .object({
      title: z.string().max(1024).optional(),
      titleCopied: z.boolean().optional(),
      description: z.string().max(4096).optional(),
      descriptionCopied: z.boolean().optional(),
    })
    .optional(),
});

/** A metadata update. */
export type MetadataInput = z.infer<typeof metadataInputSchema>;

const SLUG_FORMAT = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** The page and its site, or 404. */
export function findPage(world: World, pageId: string): { page: PageRecord; site: Site } {
  const page = world.pages[pageId];
  const site = page ? world.sites[page.siteId] : undefined;
  if (!page || !site) throw notFound('page');
  return { page, site };
}

/** The locale id a request targets: the given secondary (or primary) locale, else the primary. */
export function targetLocale(site: Site, localeId: string | null | undefined): string {
  if (localeId === undefined || localeId === null || localeId === '')
    return site.locales.primary.id;
  if (!findLocale(site, localeId)) throw validationError('Provided locale ID is invalid');
  return localeId;
}

/**
 * The URL path of a page in a locale, with the locale's subdirectory (home: `/` or `/fr`). A
 * collection template page `detail_{x}` sits among the item pages it renders, at `/{x}/detail_{x}`
 * (its items at `/{x}/{item slug}`).
 */
export function publishedPath(
  site: Site,
  page: PageRecord,
  localeId: string,
  folders: Record<string, PageFolder> | PageFolder[],
): string {
  const byId = Array.isArray(folders) ? Object.fromEntries(folders.map((f) => [f.id, f])) : folders;
  const sub = findLocale(site, localeId)?.subdirectory ?? '';
  const prefix = sub ? `/${sub}` : '';
  if (page.kind === 'home') return prefix || '/';
  const slug = contentIn(site, page, localeId).slug;
  const segments =
    page.kind === 'collection-template' ? [slug.replace(/^detail_/, ''), slug] : [slug];
  let parent = page.parentId ? byId[page.parentId] : undefined;
  for (let guard = 0; parent && guard < 50; guard += 1) {
    segments.unshift(parent.slug);
    parent = parent.parentId ? byId[parent.parentId] : undefined;
  }
  return `${prefix}/${segments.join('/')}`;
}

/** The real Page object of a page in a locale. */
export function pageView(world: World, site: Site, page: PageRecord, localeId: string) {
  const content = contentIn(site, page, localeId);
  return {
    id: page.id,
    siteId: page.siteId,
    title: content.title,
    slug: content.slug,
    parentId: page.parentId,
    collectionId: page.collectionId,
    createdOn: page.createdOn,
    lastUpdated: content.lastUpdated,
    archived: page.archived,
    draft: page.draft,
    canBranch: false,
    isBranch: false,
    seo: { ...content.seo },
    openGraph: { ...content.openGraph },
    localeId,
    publishedPath: publishedPath(site, page, localeId, world.pageFolders),
  };
}

/** Whether a slug sent for this page and locale is silently ignored (spec 4.9). */
export function slugIgnored(site: Site, page: PageRecord, localeId: string): boolean {
  if (page.kind !== 'static') return true;
  return localeId !== site.locales.primary.id && !site.plan.localizedSlugs;
}

function checkSlug(
  world: World,
  site: Site,
  page: PageRecord,
  localeId: string,
  slug: string,
): void {
  if (!SLUG_FORMAT.test(slug) || slug.length > 100) {
    throw validationError(
      `Slug "${slug}" is invalid: use lowercase letters, digits, hyphens and underscores`,
      [{ param: 'slug', description: 'invalid format' }],
    );
  }
  const siblingPages = Object.values(world.pages).filter(
    (p) => p.siteId === site.id && p.id !== page.id && p.parentId === page.parentId,
  );
  const siblingFolders = Object.values(world.pageFolders).filter(
    (f) => f.siteId === site.id && f.parentId === page.parentId,
  );
  const taken =
    siblingPages.some((p) => p.kind !== 'home' && contentIn(site, p, localeId).slug === slug) ||
    siblingFolders.some((f) => f.slug === slug);
  if (taken) {
    throw validationError(`Slug "${slug}" is already used by another page in the same folder`, [
      { param: 'slug', description: 'not unique among siblings' },
    ]);
  }
}

/**
 * Applies a metadata update to a page in a locale: the slug is ignored where it cannot change,
 * validated elsewhere; `lastUpdated` moves on every write.
 */
export function updateMetadata(
  ctx: EmulatorContext,
  page: PageRecord,
  localeId: string,
  input: MetadataInput,
): void {
  const world = ctx.store.world;
  const site = world.sites[page.siteId]!;
  const current = contentIn(site, page, localeId);
  const next: PageContent = structuredClone(page.content[localeId] ?? current);
  if (input.slug !== undefined && !slugIgnored(site, page, localeId)) {
    if (input.slug !== current.slug) checkSlug(world, site, page, localeId, input.slug);
    next.slug = input.slug;
  }
  if (input.title !== undefined) next.title = input.title;
  if (input.seo) next.seo = { ...next.seo, ...input.seo };
  if (input.openGraph) {
    next.openGraph = { ...next.openGraph, ...input.openGraph };
    if (input.openGraph.title !== undefined && input.openGraph.titleCopied === undefined) {
      next.openGraph.titleCopied = false;
    }
    if (
      input.openGraph.description !== undefined &&
      input.openGraph.descriptionCopied === undefined
    ) {
      next.openGraph.descriptionCopied = false;
    }
  }
  next.lastUpdated = ctx.clock.iso();
  page.content[localeId] = next;
  site.lastUpdated = next.lastUpdated;
}

/** Writes schema markup of a page in a locale (null clears); throws 400 on a bad value. */
export function writeSchemaMarkup(
  ctx: EmulatorContext,
  page: PageRecord,
  localeId: string,
  input: unknown,
): void {
  const result = readSchemaInput(input);
  if (!result.ok)
    throw validationError(result.message, [{ param: 'jsonLdSchema', description: result.message }]);
  const key = schemaKey(page.id, localeId);
  if (result.clear) {
    delete ctx.store.world.schemaMarkup[key];
    return;
  }
  ctx.store.world.schemaMarkup[key] = {
    raw: result.raw,
    value: result.value,
    lastUpdated: ctx.clock.iso(),
  };
}

/**
 * "Someone else" edits a page: metadata fields and/or schema markup change and `lastUpdated`
 * moves even when nothing else does. Slug rules are not applied (the other editor used the Designer).
 */
export function foreignEdit(
  ctx: EmulatorContext,
  pageId: string,
  localeId: string | undefined,
  edit: ForeignEdit = {},
): void {
  const { page, site } = findPage(ctx.store.world, pageId);
  const locale = targetLocale(site, localeId);
  const now = ctx.clock.iso();
  const content: PageContent = structuredClone(
    page.content[locale] ?? contentIn(site, page, locale),
  );
  if (edit.title !== undefined) content.title = edit.title;
  if (edit.slug !== undefined) content.slug = edit.slug;
  if (edit.seo) content.seo = { ...content.seo, ...edit.seo };
  if (edit.openGraph) content.openGraph = { ...content.openGraph, ...edit.openGraph };
  content.lastUpdated = now;
  page.content[locale] = content;
  const key = schemaKey(page.id, locale);
  if (edit.jsonLdSchema !== undefined) {
    writeSchemaMarkup(ctx, page, locale, edit.jsonLdSchema);
  } else if (ctx.store.world.schemaMarkup[key]) {
    ctx.store.world.schemaMarkup[key]!.lastUpdated = now;
  }
}

/** Applies a `bump-last-updated` fault to the page named by the action or by the request path. */
export function applyBump(
  ctx: EmulatorContext,
  path: string,
  action: Extract<FaultAction, { kind: 'bump-last-updated' }>,
): void {
  const pageId = action.pageId ?? /\/pages\/([0-9a-f]{24})(?:\/|$)/.exec(path)?.[1];
  if (!pageId || !ctx.store.world.pages[pageId]) return;
  try {
    foreignEdit(ctx, pageId, action.localeId, action.edit);
  } catch {
    // A bump that cannot apply (bad locale or value in the script) leaves the request untouched.
  }
}
