/**
 * The Item tab's messages: an item page's item with its fields in every locale (staged, as an edit
 * starts from), which fields feed its page's search and social values as the editor confirmed
 * them, and publishing that one item in the locales named — never the whole site.
 * @module
 */
import { z } from 'zod';
import {
  getCollection,
  getItem,
  getLiveItem,
  listItems,
  publishItems,
} from '../../core/api/collections';
import type { ApiClient } from '../../core/api/client';
import type { Json } from '../../core/drafts/json-value';
import { id, out } from '../../core/messaging/schemas';
import { refOf, type CollectionLookup } from './collection-lookup';
import { markItemChanged } from './site-items-store';
import type {
  ItemEditorAnswer,
  ItemField,
  ItemLocaleRow,
  ItemWriteAccess,
  PublishItemAnswer,
} from './item-editor-types';
import type { ItemSeoMap } from './item-seo-store';
import { itemSeoItem, itemSeoMapSchema, seoMapIn, withConfirmed } from './item-seo-store';
import { noteWriteRefusal, wasWriteRefused } from './write-refusals';

const editorRequest = z
  .object({
    siteId: id,
    collectionId: id,
    itemSlug: z.string().min(1).max(256),
    /** The CMS locale the page is in (its slug is this locale's). */
    cmsLocaleId: id.optional(),
    /** Every CMS locale of the site to read the item in, the page's first. */
    cmsLocaleIds: z.array(id).min(1).max(50),
    /** The item, once known: its slug may have moved since the page's address was read. */
    itemId: id.optional(),
  })
  .strict();

const slugRequest = z
  .object({
    siteId: id,
    collectionId: id,
    itemId: id,
    cmsLocaleId: id,
    slug: z.string().min(1).max(256),
  })
  .strict();

const rememberRequest = z
  .object({
    siteId: id,
    collectionId: id,
    /** Absent: the fields feed the collection's pages in every locale. */
    cmsLocaleId: id.optional(),
    map: itemSeoMapSchema,
  })
  .strict();

const publishRequest = z
  .object({
    siteId: id,
    collectionId: id,
    itemId: id,
    /** Each locale to publish: its CMS locale, and its site locale (null = primary) for the grid. */
    locales: z
      .array(z.object({ cmsLocaleId: id, localeId: id.nullable() }).strict())
      .min(1)
      .max(50),
  })
  .strict();

/** The Item tab's messages. */
export const itemMessages = {
  itemEditor: { request: editorRequest, response: out<ItemEditorAnswer>() },
  rememberItemSeo: { request: rememberRequest, response: out<Record<string, ItemSeoMap | null>>() },
  publishItem: { request: publishRequest, response: out<PublishItemAnswer>() },
  /** Whether another item of the collection has this slug in this CMS locale (staged). */
  slugTaken: { request: slugRequest, response: out<boolean>() },
} as const;

/** What the item handlers need from the background. */
export interface ItemHandlerDeps {
  lookup: CollectionLookup;
  clientFor(siteId: string): Promise<ApiClient>;
  credentialKind(siteId: string): Promise<'site-key' | 'oauth' | undefined>;
  /** The scopes an OAuth account asked for at sign-in; undefined when unknown or a key. */
  credentialScopes(siteId: string): Promise<readonly string[] | undefined>;
}

const fieldOf = (f: {
  slug: string;
  displayName?: string | null;
  type: string;
  isRequired?: boolean | null;
  validations?: Record<string, unknown> | null;
}): ItemField => {
  const max = f.validations?.maxLength;
  return {
    slug: f.slug,
    name: f.displayName || f.slug,
    type: f.type,
    isRequired: f.isRequired ?? false,
    ...(typeof max === 'number' ? { maxLength: max } : {}),
  };
};

/**
 * The fields with the item's `name` among them: Get Collection lists it, but an answer without it
 * must still let the tab edit the name, which feeds most item pages' titles.
 */
const withName = (fields: ItemField[]): ItemField[] =>
  fields.some((f) => f.slug === 'name')
    ? fields
    : [{ slug: 'name', name: 'Name', type: 'PlainText', isRequired: true }, ...fields];

/** Builds the item handlers. */
export function createItemHandlers(deps: ItemHandlerDeps) {
  // An account's scopes are known from its sign-in; a key's only from a refused write.
  const writeAccess = async (siteId: string): Promise<ItemWriteAccess> => {
    const kind = await deps.credentialKind(siteId);
    if (kind === 'oauth') {
      const scopes = await deps.credentialScopes(siteId);
      return scopes?.includes('cms:write') && !wasWriteRefused(siteId) ? 'ok' : 'no-access-account';
    }
    return wasWriteRefused(siteId) ? 'no-access-key' : 'ok';
  };
  const seoIn = async (siteId: string, collectionId: string, cmsLocaleIds: string[]) => {
    const stored = (await itemSeoItem(siteId).getValue())[collectionId];
    return Object.fromEntries(cmsLocaleIds.map((l) => [l, seoMapIn(stored, l)]));
  };

  return {
    async itemEditor(q: z.output<typeof editorRequest>): Promise<ItemEditorAnswer> {
      const found = q.itemId
        ? { state: 'item' as const, item: { id: q.itemId } }
        : await deps.lookup.item(q);
      if (found.state !== 'item') return found;
      const client = await deps.clientFor(q.siteId);
      const priority = { priority: 'interactive' as const };
      const [details, rows] = await Promise.all([
        getCollection(client, q.collectionId, priority),
        Promise.all(
          q.cmsLocaleIds.map((l) => getItem(client, q.collectionId, found.item.id, l, priority)),
        ),
      ]);
      const locales = await Promise.all(
        rows.map(async (row, i): Promise<ItemLocaleRow> => {
          const cmsLocaleId = q.cmsLocaleIds[i]!;
          const lastUpdated = row.lastUpdated ?? null;
          const lastPublished = row.lastPublished ?? null;
          const changed = !!lastUpdated && (!lastPublished || lastUpdated > lastPublished);
          // Only a changed locale's published values differ from its staged ones: one more read.
          const live =
            changed && lastPublished
              ? await getLiveItem(client, q.collectionId, found.item.id, cmsLocaleId, priority)
                  .then((l) => l.fieldData as Record<string, Json>)
                  .catch(() => undefined)
              : undefined;
          const fieldData = row.fieldData as Record<string, Json>;
          return {
            cmsLocaleId,
            lastUpdated,
            lastPublished,
            changed,
            fieldData,
            ...(live ? { live } : {}),
          };
        }),
      );
      return {
        state: 'item',
        collection: refOf(details),
        itemId: found.item.id,
        fields: withName((details.fields ?? []).map(fieldOf)),
        locales,
        write: await writeAccess(q.siteId),
        seo: await seoIn(q.siteId, q.collectionId, q.cmsLocaleIds),
      };
    },

    async slugTaken(q: z.output<typeof slugRequest>) {
      const client = await deps.clientFor(q.siteId);
      const { items } = await listItems(
        client,
        q.collectionId,
        { slug: q.slug, cmsLocaleIds: [q.cmsLocaleId], limit: 2 },
        { priority: 'interactive' },
      );
      return items.some((i) => i.id !== q.itemId);
    },

    async rememberItemSeo(q: z.output<typeof rememberRequest>) {
      const item = itemSeoItem(q.siteId);
      const all = await item.getValue();
      const stored = all[q.collectionId];
      const next = q.cmsLocaleId
        ? withConfirmed(stored, q.cmsLocaleId, q.map)
        : { all: q.map, locales: stored?.locales ?? {} };
      await item.setValue({ ...all, [q.collectionId]: next });
      return q.cmsLocaleId ? { [q.cmsLocaleId]: seoMapIn(next, q.cmsLocaleId) } : {};
    },

    async publishItem(q: z.output<typeof publishRequest>): Promise<PublishItemAnswer> {
      const client = await deps.clientFor(q.siteId);
      try {
        const cmsLocaleIds = q.locales.map((l) => l.cmsLocaleId);
        const answer = await publishItems(client, q.collectionId, [{ id: q.itemId, cmsLocaleIds }]);
        // The item's pages changed: what the locator and lookups cached of it is stale.
        deps.lookup.invalidate();
        if (answer.publishedItemIds.includes(q.itemId)) {
          const localeKeys = q.locales.map((l) => l.localeId ?? '');
          await markItemChanged(q.siteId, { ...q, localeKeys }, false).catch(() => undefined);
        }
        return {
          state: 'published',
          published: answer.publishedItemIds.includes(q.itemId),
          errors: answer.errors,
        };
      } catch (error) {
        noteWriteRefusal(q.siteId, error);
        if (!wasWriteRefused(q.siteId)) throw error;
        const write = await writeAccess(q.siteId);
        return { state: 'no-write', write: write === 'ok' ? 'no-access-key' : write };
      }
    },
  };
}
