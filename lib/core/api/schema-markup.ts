import { z } from 'zod';
import { assertBatchSize, enc } from './client';
import type { ApiClient, CallOptions } from './client';

/** A page's JSON-LD schema markup in one locale (beta). */
export const schemaMarkupSchema = z.object({
  id: z.string(),
  siteId: z.string().nullish(),
  /** The requested locale: null or the primary's id when none was requested (both seen). */
  localeId: z.string().nullish(),
  /** The locale whose markup is returned; differs from `localeId` on fallback. */
  effectiveLocaleId: z.string().nullish(),
  publishedPath: z.string().nullish(),
  lastUpdated: z.string().nullish(),
  jsonLdSchema: z.record(z.string(), z.unknown()).nullish(),
  /** Raw stored text, filled only when it is not one JSON-LD object (e.g. several script blocks). */
  rawJsonLdSchema: z.string().nullish(),
  isInherited: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});

/** Schema markup record. */
export type SchemaMarkup = z.infer<typeof schemaMarkupSchema>;

/** What a write sets: an object, a JSON string, a string in a JSON-LD script tag, or null to clear. */
export type JsonLdInput = Record<string, unknown> | string | null;

/** One (page, locale) of a bulk read; omit `localeId` for the primary locale. */
export interface SchemaMarkupRef {
  id: string;
  localeId?: string;
}

/** One entry of a bulk write. */
export interface SchemaMarkupWrite extends SchemaMarkupRef {
  jsonLdSchema: JsonLdInput;
}

const listSchema = z.object({ pages: z.array(schemaMarkupSchema) });

/** Gets a page's schema markup; a secondary locale without its own returns the primary's with `isInherited` (`pages:read`). */
export function getSchemaMarkup(
  client: ApiClient,
  pageId: string,
  localeId?: string,
  options: CallOptions = {},
): Promise<SchemaMarkup> {
  return client.call({
    method: 'GET',
    path: `/beta/pages/${enc(pageId)}/schema-markup`,
    query: { localeId },
    schema: schemaMarkupSchema,
    ...options,
  });
}

/** Replaces a page's schema markup in one locale; null clears it (`pages:write`). Safe to re-send. */
export function putSchemaMarkup(
  client: ApiClient,
  pageId: string,
  jsonLdSchema: JsonLdInput,
  localeId?: string,
  options: CallOptions = {},
): Promise<SchemaMarkup> {
  return client.call({
    method: 'PUT',
    path: `/beta/pages/${enc(pageId)}/schema-markup`,
    query: { localeId },
    body: { jsonLdSchema },
    schema: schemaMarkupSchema,
    idempotent: true,
    ...options,
  });
}

/** Reads the markup of up to 100 (page, locale) entries of one site (`pages:read`). A read: safe to re-send. */
export async function querySchemaMarkup(
  client: ApiClient,
  siteId: string,
  entries: SchemaMarkupRef[],
  options: CallOptions = {},
): Promise<SchemaMarkup[]> {
  assertBatchSize(entries, 100);
  const body = await client.call({
    method: 'POST',
    path: `/beta/sites/${enc(siteId)}/pages/schema-markup/query`,
    body: { pages: entries },
    schema: listSchema,
    idempotent: true,
    read: true,
    ...options,
  });
  return body.pages;
}

/** Replaces the markup of up to 25 (page, locale) entries; results come in input order (`pages:write`). */
export async function bulkPutSchemaMarkup(
  client: ApiClient,
  siteId: string,
  entries: SchemaMarkupWrite[],
  options: CallOptions = {},
): Promise<SchemaMarkup[]> {
  assertBatchSize(entries, 25);
  const body = await client.call({
    method: 'PATCH',
    path: `/beta/sites/${enc(siteId)}/pages/schema-markup`,
    body: { pages: entries },
    schema: listSchema,
    idempotent: true,
    ...options,
  });
  return body.pages;
}
