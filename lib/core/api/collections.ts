import { z } from 'zod';
import { assertBatchSize, enc } from './client';
import type { ApiClient, CallOptions } from './client';
import { paginationSchema } from './pagination';

/** A collection as List Collections returns it. */
export const collectionSchema = z.object({
  id: z.string(),
  displayName: z.string().nullish(),
  singularName: z.string().nullish(),
  slug: z.string().nullish(),
  createdOn: z.string().nullish(),
  lastUpdated: z.string().nullish(),
});

/** One field of a collection. */
export const collectionFieldSchema = z.object({
  id: z.string(),
  isRequired: z.boolean().nullish(),
  type: z.string(),
  slug: z.string(),
  displayName: z.string().nullish(),
  helpText: z.string().nullish(),
  /** Rules such as `maxLength` and `singleLine` of a PlainText field. */
  validations: z.record(z.string(), z.unknown()).nullish(),
});

/** A collection with its fields, as Get Collection returns it. */
export const collectionDetailsSchema = collectionSchema.extend({
  fields: z.array(collectionFieldSchema).nullish(),
});

/** One item in one locale; `fieldData` holds `name`, `slug` and one key per field slug. */
export const collectionItemSchema = z.object({
  id: z.string(),
  cmsLocaleId: z.string().nullish(),
  lastPublished: z.string().nullish(),
  lastUpdated: z.string().nullish(),
  createdOn: z.string().nullish(),
  isArchived: z.boolean().nullish(),
  isDraft: z.boolean().nullish(),
  fieldData: z.object({ name: z.string().nullish(), slug: z.string().nullish() }).passthrough(),
});

/** Collection record. */
export type Collection = z.infer<typeof collectionSchema>;
/** Collection record with its fields. */
export type CollectionDetails = z.infer<typeof collectionDetailsSchema>;
/** Item record (one locale). */
export type CollectionItem = z.infer<typeof collectionItemSchema>;

const collectionListSchema = z.object({ collections: z.array(collectionSchema) });
const itemListSchema = z.object({
  items: z.array(collectionItemSchema),
  pagination: paginationSchema.nullish(),
});

/** Query of the item lists; `cmsLocaleIds` are sent comma-separated (one row per item and locale). */
export interface ItemsQuery {
  offset?: number;
  /** At most 100. */
  limit?: number;
  cmsLocaleIds?: readonly string[];
  /** Exact match. */
  slug?: string;
}

/** Lists a site's collections (`cms:read`). */
export async function listCollections(
  client: ApiClient,
  siteId: string,
  options: CallOptions = {},
): Promise<Collection[]> {
  const body = await client.call({
    method: 'GET',
    path: `/v2/sites/${enc(siteId)}/collections`,
    schema: collectionListSchema,
    ...options,
  });
  return body.collections;
}

/** Gets a collection with its fields (`cms:read`). */
export function getCollection(
  client: ApiClient,
  collectionId: string,
  options: CallOptions = {},
): Promise<CollectionDetails> {
  return client.call({
    method: 'GET',
    path: `/v2/collections/${enc(collectionId)}`,
    schema: collectionDetailsSchema,
    ...options,
  });
}

/** One page of an item list, published (`/items/live`) or staged (`/items`). */
function itemList(
  client: ApiClient,
  path: string,
  query: ItemsQuery,
  options: CallOptions,
): Promise<z.infer<typeof itemListSchema>> {
  if (query.limit !== undefined && (query.limit < 1 || query.limit > 100)) {
    throw new RangeError(`An item list takes a limit of 1 to 100, got ${query.limit}`);
  }
  return client.call({
    method: 'GET',
    path,
    query: {
      offset: query.offset,
      limit: query.limit,
      cmsLocaleId: query.cmsLocaleIds?.length ? query.cmsLocaleIds.join(',') : undefined,
      slug: query.slug,
    },
    schema: itemListSchema,
    ...options,
  });
}

/** Lists a collection's published items (`cms:read`). */
export function listLiveItems(
  client: ApiClient,
  collectionId: string,
  query: ItemsQuery = {},
  options: CallOptions = {},
): Promise<z.infer<typeof itemListSchema>> {
  return itemList(client, `/v2/collections/${enc(collectionId)}/items/live`, query, options);
}

/** Lists a collection's staged items, drafts included (`cms:read`). */
export function listItems(
  client: ApiClient,
  collectionId: string,
  query: ItemsQuery = {},
  options: CallOptions = {},
): Promise<z.infer<typeof itemListSchema>> {
  return itemList(client, `/v2/collections/${enc(collectionId)}/items`, query, options);
}

/** One item in one CMS locale at `path` (staged or `/live`); absent locale = the primary. */
function itemAt(
  client: ApiClient,
  path: string,
  cmsLocaleId: string | undefined,
  options: CallOptions,
) {
  return client.call({
    method: 'GET',
    path,
    query: { cmsLocaleId },
    schema: collectionItemSchema,
    ...options,
  });
}

/** Gets one staged item in one CMS locale (`cms:read`); absent locale = the primary. */
export function getItem(
  client: ApiClient,
  collectionId: string,
  itemId: string,
  cmsLocaleId?: string,
  options: CallOptions = {},
): Promise<CollectionItem> {
  return itemAt(
    client,
    `/v2/collections/${enc(collectionId)}/items/${enc(itemId)}`,
    cmsLocaleId,
    options,
  );
}

/** Gets one published item in one CMS locale (`cms:read`); 404 when it is not live there. */
export function getLiveItem(
  client: ApiClient,
  collectionId: string,
  itemId: string,
  cmsLocaleId?: string,
  options: CallOptions = {},
): Promise<CollectionItem> {
  const path = `/v2/collections/${enc(collectionId)}/items/${enc(itemId)}/live`;
  return itemAt(client, path, cmsLocaleId, options);
}

/**
 * Changes the given fields of one staged item in one CMS locale (`cms:write`): only the fields
 * sent change; the published site keeps the old values until the item is published.
 */
export function updateItem(
  client: ApiClient,
  collectionId: string,
  itemId: string,
  change: { cmsLocaleId?: string; fieldData: Record<string, unknown> },
  options: CallOptions = {},
): Promise<CollectionItem> {
  return client.call({
    method: 'PATCH',
    path: `/v2/collections/${enc(collectionId)}/items/${enc(itemId)}`,
    body: change,
    schema: collectionItemSchema,
    // Not re-sent by the queue: a save or job whose outcome is unknown reads the item back.
    ...options,
  });
}

const bulkItemsAnswerSchema = z.object({ items: z.array(collectionItemSchema).nullish() });

/**
 * Changes the given fields of up to 100 staged item × locale rows of one collection at once
 * (`cms:write`); the service applies all of them or none.
 */
export async function updateItems(
  client: ApiClient,
  collectionId: string,
  rows: readonly { id: string; cmsLocaleId: string; fieldData: Record<string, unknown> }[],
  options: CallOptions = {},
): Promise<CollectionItem[]> {
  assertBatchSize(rows, 100);
  const body = await client.call({
    method: 'PATCH',
    path: `/v2/collections/${enc(collectionId)}/items`,
    body: { items: rows.map((r) => ({ ...r })) },
    schema: bulkItemsAnswerSchema,
    // Not re-sent by the queue: the job verifies rows in doubt by reading them, never blindly.
    ...options,
  });
  return body.items ?? [];
}

const publishAnswerSchema = z.object({
  publishedItemIds: z.array(z.string()).nullish(),
  errors: z.array(z.string()).nullish(),
});

/** What publishing items answered: the items published, and why others were not. */
export interface PublishItemsAnswer {
  publishedItemIds: string[];
  errors: string[];
}

/** Publishes staged items, each in the CMS locales named (`cms:write`); the rest of the site is not. */
export async function publishItems(
  client: ApiClient,
  collectionId: string,
  items: readonly { id: string; cmsLocaleIds: readonly string[] }[],
  options: CallOptions = {},
): Promise<PublishItemsAnswer> {
  assertBatchSize(items, 100);
  const body = await client.call({
    method: 'POST',
    path: `/v2/collections/${enc(collectionId)}/items/publish`,
    body: { items: items.map((i) => ({ id: i.id, cmsLocaleIds: [...i.cmsLocaleIds] })) },
    schema: publishAnswerSchema,
    // Publishing what is staged twice publishes the same values.
    idempotent: true,
    ...options,
  });
  return { publishedItemIds: body.publishedItemIds ?? [], errors: body.errors ?? [] };
}
