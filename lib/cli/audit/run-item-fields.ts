/**
 * `--items` while a site's items are listed (`listSiteItems`, ⌈rows/100⌉ `items/live` requests per
 * collection, every audited locale at once): each published row is checked as it comes and only
 * what fails is kept. A collection's fields are read once (Get Collection) at its first row; the
 * fields that feed the title and description in a locale are chosen at that locale's first row —
 * with `--live`, by reading that item's published page once (the template page's path in the
 * locale with the item's slug last, on the origin `--live` reads), else guessed from their names.
 * @module
 */
import type { ApiClient } from '../../core/api/client';
import { getCollection } from '../../core/api/collections';
import type { Site } from '../../core/api/sites';
import type { ListedCollection, SiteCollection } from '../../features/collections';
import { createPoliteFetch, failureText, itemUrl, readPageFacts } from '../../features/live-site';
import type { SitePage } from '../../features/site';
import type { AuditDeps } from '../../features/site/background';
import type { CollectionFields, ItemFields } from './item-field-cells';
import { fieldDefs, guessedChoice, inferredChoice, type LocaleChoice } from './item-field-choice';
import { checkItemFields, type FieldFinding, type ItemRow } from './item-field-check';
import { listItems } from './run-items';
import { liveOrigin, type LiveRun } from './run-live';

/** One collection while its rows are listed. */
interface Listing {
  fields: Promise<ReturnType<typeof fieldDefs>>;
  /** Per locale key: the choice, made at the locale's first row. */
  choices: Map<string, Promise<LocaleChoice>>;
  decided: Map<string, LocaleChoice>;
  findings: FieldFinding[];
  versions: number;
}

/** What checking a site's item fields needs besides the client. */
export interface ItemFieldsRun {
  /** The site as Get Site answered it (its hosts, for the origin `--live` reads). */
  site(): Site;
  /** The listed page rows: each template page's published path per locale key. */
  pages: ReadonlyMap<string, SitePage>;
  /** With `--live`: how published pages are read. */
  live?: LiveRun;
}

/**
 * A checker of one site's item fields: `onRow` takes each listed row (see `ItemListing.onRow`),
 * `result` answers what was found once the listing has ended, collections in the order given
 * (they are listed side by side, so their first rows come in any order).
 */
export function createItemFields(client: ApiClient, run: ItemFieldsRun) {
  const collections = new Map<string, ListedCollection & Listing>();
  const fetcher = run.live && createPoliteFetch({ fetch: run.live.fetch });
  let pages = 0;
  let origin: { url: string } | { error: string } | undefined;
  const originOf = (live: LiveRun) => {
    if (!origin) {
      const site = run.site();
      const published = {
        shortName: site.shortName ?? null,
        customDomains: site.customDomains ?? [],
      };
      try {
        origin = { url: liveOrigin({ published }, live) };
      } catch (error) {
        origin = { error: error instanceof Error ? error.message : String(error) };
      }
    }
    return origin;
  };

  /** The choice in the locale `key`, from `row`, its collection's first row there. */
  const decide = async (c: ListedCollection & Listing, row: ItemRow, key: string) => {
    const fields = await c.fields;
    if (!run.live || !fetcher) return guessedChoice(fields, { kind: 'guessed', why: 'no-live' });
    const at = originOf(run.live);
    if ('error' in at) return guessedChoice(fields, unread(null, at.error));
    const path = run.pages.get(c.templatePageId)?.paths[key];
    const url = itemUrl(at.url, path, row.fieldData.slug ?? '');
    if (!url) return guessedChoice(fields, unread(null, 'its template page has no published path'));
    pages++;
    const read = await fetcher.get(url, (response) => readPageFacts(response.body, url));
    if (!read.ok) return guessedChoice(fields, unread(url, failureText(read.failure)));
    const facts = read.value;
    const seo = {
      title: facts.title,
      description: facts.description,
      ogTitle: facts.og.title,
      ogDescription: facts.og.description,
      ogImage: facts.og.image,
    };
    return inferredChoice(fields, row.fieldData, seo, url);
  };

  return {
    async onRow(collection: ListedCollection, row: ItemRow, key: string): Promise<void> {
      let c = collections.get(collection.id);
      if (!c) {
        const fields = getCollection(client, collection.id, { priority: 'background' }).then(
          (details) => fieldDefs(details.fields ?? []),
        );
        c = {
          ...collection,
          fields,
          choices: new Map(),
          decided: new Map(),
          findings: [],
          versions: 0,
        };
        collections.set(collection.id, c);
      }
      let choice = c.choices.get(key);
      if (!choice) c.choices.set(key, (choice = decide(c, row, key)));
      const decided = await choice;
      c.decided.set(key, decided);
      c.findings.push(...checkItemFields(row, key, decided));
      c.versions++;
    },
    result(order: readonly string[]): ItemFields {
      const listed = order.flatMap((id) => collections.get(id) ?? []);
      const checked: CollectionFields[] = listed.map((c) => ({
        id: c.id,
        displayName: c.displayName,
        templatePageId: c.templatePageId,
        choices: c.decided,
        findings: c.findings,
        versions: c.versions,
      }));
      return { collections: checked, pages };
    },
  };
}

const unread = (page: string | null, reason: string) =>
  ({ kind: 'guessed', why: 'unread', page, reason }) as const;

/** What listing a site's items gave: collections for the live check of item pages, item fields. */
export interface ListedItems {
  /** Null when not listed, or when the token may not read collections. */
  collections: SiteCollection[] | null;
  /** Set with `--items` once listed. */
  fields: ItemFields | null;
}

/**
 * The audit's `items` step when the run lists items (`--live` item pages, `--items`; one listing
 * serves both), and what it listed once it has run; undefined when the run lists none.
 */
export function siteItemsStep(
  want: { live?: LiveRun; items?: boolean },
  site: () => Site,
  notice: (message: string) => void,
): { items: NonNullable<AuditDeps['items']>; listed: ListedItems } | undefined {
  const itemPages = want.live?.itemCheck !== undefined;
  if (!itemPages && !want.items) return undefined;
  const listed: ListedItems = { collections: null, fields: null };
  const skipped = [itemPages && 'item pages', want.items && 'item fields']
    .filter(Boolean)
    .join(' and ');
  return {
    listed,
    items: async (client, listing, rows) => {
      const fields = want.items
        ? createItemFields(client, { site, pages: rows, ...(want.live ? { live: want.live } : {}) })
        : undefined;
      const onRow = fields && { onRow: fields.onRow };
      listed.collections = await listItems(client, { ...listing, ...onRow }, notice, skipped);
      if (fields && listed.collections)
        listed.fields = fields.result(listed.collections.map((c) => c.id));
    },
  };
}
