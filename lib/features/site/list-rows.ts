/**
 * The audit's listing: every locale's pages (List Pages, 100 a request) made into page rows and
 * each cell's metadata flags, with the collections' template pages.
 * @module
 */
import type { ApiClient } from '../../core/api/client';
import { listAllPages, type Page } from '../../core/api/pages';
import { siteLocales, type Site } from '../../core/api/sites';
import type { SiteLocale, SitePage } from './audit-types';
import { localeKey } from './locale-key';
import { cellKey } from './cell';
import { foldersOf, hasLocalizedSlugs, metadataFlags, type MetadataFlags } from './cell-checks';

const BACKGROUND = { priority: 'background' } as const;

/** The collections' template pages (collection id → page id) among the primary locale's pages. */
function templatesOf(pages: readonly Page[]): Map<string, string> {
  return new Map(pages.flatMap((p) => (p.collectionId ? [[p.collectionId, p.id]] : [])));
}

const listLocale = (client: ApiClient, siteId: string, locale: SiteLocale): Promise<Page[]> =>
  listAllPages(client, siteId, locale.primary ? undefined : locale.id, BACKGROUND);

/** The site's page rows and each cell's metadata flags, built from List Pages in every locale. */
export interface Rows {
  pages: Map<string, SitePage>;
  flags: Map<string, MetadataFlags>;
  /** The collections' template pages (collection id → page id). */
  templates: Map<string, string>;
}

/**
 * Lists every locale's pages and answers the rows built from them. The listings themselves (every
 * field of every page in every locale) are let go when this returns, before the long schema reads.
 */
export async function listRows(
  client: ApiClient,
  site: Site,
  locales: SiteLocale[],
  onListed?: (locale: SiteLocale, pages: readonly Page[]) => void,
): Promise<Rows> {
  const siteId = site.id;
  const subdirectories = new Map(siteLocales(site).map((l) => [l.id, l.subdirectory]));
  const lists = await Promise.all(locales.map((l) => listLocale(client, siteId, l)));
  if (onListed) locales.forEach((l, i) => onListed(l, lists[i] ?? []));
  const primaryIndex = Math.max(
    0,
    locales.findIndex((l) => l.primary),
  );
  const primaryList = lists[primaryIndex] ?? [];
  const primaryById = new Map(primaryList.map((p) => [p.id, p]));
  const localized = hasLocalizedSlugs(
    primaryList,
    lists.filter((_, i) => i !== primaryIndex),
  );

  const pages = new Map<string, SitePage>();
  const flags = new Map<string, MetadataFlags>();
  locales.forEach((locale, i) => {
    const list = lists[i] ?? [];
    const folders = foldersOf(list);
    const localeId = locale.primary ? null : locale.id;
    const key = localeKey(localeId);
    for (const page of list) {
      const row = pages.get(page.id) ?? {
        id: page.id,
        title: '',
        parentId: page.parentId ?? null,
        paths: {},
        slugs: {},
        served: !page.draft && !page.archived && !page.collectionId,
        ...(page.collectionId ? { collectionId: page.collectionId } : {}),
      };
      if (locale.primary || !row.title) row.title = page.title ?? '';
      row.paths[key] = page.publishedPath ?? null;
      row.slugs[key] = page.slug ?? null;
      pages.set(page.id, row);
      const cell = { pageId: page.id, localeId };
      flags.set(
        cellKey(cell),
        metadataFlags(page, {
          folders,
          primary: locale.primary ? undefined : primaryById.get(page.id),
          localizedSlugs: localized,
          localeSubdirectory: subdirectories.get(locale.id) ?? '',
        }),
      );
    }
  });

  return { pages, flags, templates: templatesOf(primaryList) };
}
