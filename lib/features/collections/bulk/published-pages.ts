/**
 * What "Publish N changed items" hands the live check: each published item × locale page's
 * address on the site's staging host, and the title and description it should now show — the
 * published values of the fields confirmed to feed them (one `items/live` listing per collection,
 * 100 rows a request, and one template read per locale).
 * @module
 */
import { getPage } from '../../../core/api/pages';
import type { ApiClient } from '../../../core/api/client';
import type { Json } from '../../../core/drafts/json-value';
import { listLiveItems } from '../../../core/api/collections';
import { paginate } from '../../../core/api/pagination';
import { itemSeoItem, seoMapIn } from '../item-seo-store';
import { editableText, itemPagePath } from '../item-values';
import type { PlanLocale } from './item-bulk-plan';
import type { PublishedItem } from './item-bulk-publish';

/** One published page to read, and what it should show (undefined: not known, not compared). */
export interface PageToCheck {
  collectionId: string;
  itemId: string;
  localeId: string | null;
  url: string;
  title?: string;
  description?: string;
}

/** The pages of `published` on `origin`, with their expected title and description. */
export async function publishedPages(
  client: ApiClient,
  siteId: string,
  origin: string,
  published: readonly PublishedItem[],
  locales: readonly PlanLocale[],
  templates: ReadonlyMap<string, string>,
): Promise<PageToCheck[]> {
  const cmsOf = new Map(locales.map((l) => [l.primary ? null : l.id, l.cmsLocaleId]));
  const seo = await itemSeoItem(siteId).getValue();
  const pages: PageToCheck[] = [];
  const options = { priority: 'background' as const };
  for (const collectionId of new Set(published.map((p) => p.collectionId))) {
    const mine = published.filter((p) => p.collectionId === collectionId);
    const localeIds = [...new Set(mine.flatMap((p) => p.localeIds))];
    const templateId = templates.get(collectionId);
    if (!templateId) continue;
    const paths = new Map<string | null, string>();
    for (const localeId of localeIds) {
      const page = await getPage(client, templateId, localeId ?? undefined, options);
      if (page.publishedPath) paths.set(localeId, page.publishedPath);
    }
    const cmsLocaleIds = localeIds.flatMap((l) => cmsOf.get(l) ?? []);
    const rows = new Map<string, Record<string, Json>>();
    const listing = paginate(
      async (offset, limit) => {
        const page = await listLiveItems(
          client,
          collectionId,
          { offset, limit, cmsLocaleIds },
          options,
        );
        return { items: page.items, ...(page.pagination ? { pagination: page.pagination } : {}) };
      },
      { keyOf: (row) => `${row.id}|${row.cmsLocaleId ?? ''}` },
    );
    for await (const row of listing)
      rows.set(`${row.id}|${row.cmsLocaleId ?? ''}`, row.fieldData as Record<string, Json>);
    for (const item of mine)
      for (const localeId of item.localeIds) {
        const cms = cmsOf.get(localeId);
        const fields = cms ? rows.get(`${item.itemId}|${cms}`) : undefined;
        const template = paths.get(localeId);
        if (!fields || !template || typeof fields.slug !== 'string') continue;
        const map = cms ? seoMapIn(seo[collectionId], cms) : null;
        const text = (slug: string | null | undefined) =>
          slug
            ? editableText('RichText', fields[slug]).text.replace(/\s+/g, ' ').trim()
            : undefined;
        pages.push({
          collectionId,
          itemId: item.itemId,
          localeId,
          url: `${origin}${itemPagePath(template, fields.slug)}`,
          ...(map?.title ? { title: text(map.title) } : {}),
          ...(map?.description ? { description: text(map.description) } : {}),
        });
      }
  }
  return pages;
}
