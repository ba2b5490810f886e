/**
 * The live check's result to and from its stored form (findings as rule and values; see
 * `storedLiveSiteSchema`), and the stored items that keep a site's last check and its item pages'.
 * @module
 */
import { defineParsedItem } from '../../core/storage/parsed-item';
import { hostIndexSchema } from './indexing/index-types';
import { liveItemsSchema } from './items/item-types';
import { isFixable } from './language-signals';
import { describeFinding } from './live-text';
import { storedLiveSiteSchema, type LiveSiteResult, type StoredLiveSite } from './live-types';

/** The stored form of a result. */
export function toStored(result: LiveSiteResult): StoredLiveSite {
  return {
    ...result,
    cells: result.cells.map((cell) => ({
      ...cell,
      language: cell.language.map((f) => ({ rule: f.rule, args: f.args ?? [] })),
    })),
  };
}

/** A stored result with its findings in words again. */
export function fromStored(stored: StoredLiveSite): LiveSiteResult {
  return {
    ...stored,
    cells: stored.cells.map((cell) => ({
      ...cell,
      language: cell.language.map(({ rule, args }) => ({
        rule,
        pageId: cell.pageId,
        localeId: cell.localeId,
        ...describeFinding(rule, args),
        fixable: isFixable(rule),
        args,
      })),
    })),
  };
}

/**
 * The last live check of a site, one item per site in `storage.local`; it carries the publish time
 * it belongs to (`publishedAt`). About 180 bytes per clean cell and 100 per language finding.
 */
export const liveSiteItem = (siteId: string) =>
  defineParsedItem(`local:liveSite:${siteId}`, storedLiveSiteSchema.nullable(), null, {
    version: 1,
    maxBytes: 4 * 1024 * 1024,
    label: 'live check',
  });

/**
 * The last live check of one collection's item pages, one item per site and collection in
 * `storage.local` (so a site's items never share one bound): the compact columnar form of
 * `item-types.ts`, about 15 bytes per item × locale plus its findings — 30,000 item page versions
 * in about half a megabyte.
 */
export const liveItemsItem = (siteId: string, collectionId: string) =>
  defineParsedItem(`local:liveItems:${siteId}:${collectionId}`, liveItemsSchema.nullable(), null, {
    version: 1,
    maxBytes: 4 * 1024 * 1024,
    label: 'live check of items',
  });

/**
 * What the last live check read about the host it checked (robots.txt, the sitemap, the staging
 * host), one item per site in `storage.local`: a few kilobytes, its findings' URL lists bounded.
 */
export const liveIndexItem = (siteId: string) =>
  defineParsedItem(`local:liveIndex:${siteId}`, hostIndexSchema.nullable(), null, {
    version: 1,
    maxBytes: 512 * 1024,
    label: 'live check of robots.txt and the sitemap',
  });
