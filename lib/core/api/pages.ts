import { z } from 'zod';
import { assertBatchSize, enc } from './client';
import type { ApiClient, CallOptions } from './client';
import { paginate, paginationSchema } from './pagination';

/** A page as List Pages, Get Page Metadata and the updates return it. */
export const pageSchema = z.object({
  id: z.string(),
  siteId: z.string().nullish(),
  title: z.string().nullish(),
  slug: z.string().nullish(),
  parentId: z.string().nullish(),
  collectionId: z.string().nullish(),
  createdOn: z.string().nullish(),
  lastUpdated: z.string().nullish(),
  archived: z.boolean().nullish(),
  draft: z.boolean().nullish(),
  seo: z.object({ title: z.string().nullish(), description: z.string().nullish() }).nullish(),
  openGraph: z
    .object({
      title: z.string().nullish(),
      titleCopied: z.boolean().nullish(),
      description: z.string().nullish(),
      descriptionCopied: z.boolean().nullish(),
    })
    .nullish(),
  localeId: z.string().nullish(),
  publishedPath: z.string().nullish(),
});

/** Page record. */
export type Page = z.infer<typeof pageSchema>;

/** Fields Update Page Metadata accepts (all optional). */
export interface PageUpdate {
  title?: string;
  slug?: string;
  seo?: { title?: string; description?: string };
  openGraph?: {
    title?: string;
    titleCopied?: boolean;
    description?: string;
    descriptionCopied?: boolean;
  };
}

/** One entry of the bulk metadata update; omit `localeId` for the primary locale. */
export interface BulkPageUpdate extends PageUpdate {
  id: string;
  localeId?: string;
}

/** Locale and paging of List Pages. */
export interface ListPagesQuery {
  localeId?: string;
  limit?: number;
  offset?: number;
}

const pageListSchema = z.object({
  pages: z.array(pageSchema),
  pagination: paginationSchema.nullish(),
});
const pagesSchema = z.object({ pages: z.array(pageSchema) });

/** Lists one page of a site's pages in one locale (`pages:read`). */
export function listPages(
  client: ApiClient,
  siteId: string,
  query: ListPagesQuery = {},
  options: CallOptions = {},
): Promise<z.infer<typeof pageListSchema>> {
  return client.call({
    method: 'GET',
    path: `/v2/sites/${enc(siteId)}/pages`,
    query: { localeId: query.localeId, limit: query.limit, offset: query.offset },
    schema: pageListSchema,
    ...options,
  });
}

/** Yields every page of a site in one locale, 100 per request. */
export function allPages(
  client: ApiClient,
  siteId: string,
  localeId?: string,
  options: CallOptions = {},
): AsyncGenerator<Page, void, undefined> {
  return paginate(async (offset, limit) => {
    const body = await listPages(client, siteId, { localeId, offset, limit }, options);
    return { items: body.pages, pagination: body.pagination ?? undefined };
  });
}

/** Every page of a site in one locale, as one list (`allPages` gathered). */
export async function listAllPages(
  client: ApiClient,
  siteId: string,
  localeId?: string,
  options: CallOptions = {},
): Promise<Page[]> {
  const pages: Page[] = [];
  for await (const page of allPages(client, siteId, localeId, options)) pages.push(page);
  return pages;
}

/** Gets a page's metadata in one locale (`pages:read`). */
export function getPage(
  client: ApiClient,
  pageId: string,
  localeId?: string,
  options: CallOptions = {},
): Promise<Page> {
  return client.call({
    method: 'GET',
    path: `/v2/pages/${enc(pageId)}`,
    query: { localeId },
    schema: pageSchema,
    ...options,
  });
}

/** Updates a page's metadata in one locale (`pages:write`); see `slugWasIgnored`. */
export function updatePage(
  client: ApiClient,
  pageId: string,
  update: PageUpdate,
  localeId?: string,
  options: CallOptions = {},
): Promise<Page> {
  return client.call({
    method: 'PUT',
    path: `/v2/pages/${enc(pageId)}`,
    query: { localeId },
    body: update,
    schema: pageSchema,
    ...options,
  });
}

/** Updates metadata of up to 100 (page, locale) entries of one site (`pages:write`, beta). */
export async function bulkUpdatePages(
  client: ApiClient,
  entries: BulkPageUpdate[],
  options: CallOptions = {},
): Promise<Page[]> {
  assertBatchSize(entries, 100);
  const body = await client.call({
    method: 'PATCH',
    path: '/beta/pages',
    body: { pages: entries },
    schema: pagesSchema,
    ...options,
  });
  return body.pages;
}

/** True when an update sent a slug the service silently kept unchanged (home, template, utility pages). */
export function slugWasIgnored(sent: PageUpdate, returned: Page): boolean {
  return sent.slug !== undefined && returned.slug !== sent.slug;
}
