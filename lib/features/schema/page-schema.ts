/**
 * A page's schema markup in every locale, read with one bulk query, and what each locale's state
 * means to an editor: its own markup, the primary's inherited, none at all, or a legacy raw value.
 * @module
 */
import type { ApiClient } from '../../core/api/client';
import {
  putSchemaMarkup,
  querySchemaMarkup,
  type SchemaMarkup,
} from '../../core/api/schema-markup';

/** What a locale of a page shows. */
export type SchemaState = 'own' | 'inherited' | 'none' | 'raw';

/** One locale's markup. `localeId` is null for the primary locale. */
export interface LocaleSchema {
  localeId: string | null;
  state: SchemaState;
  /** The parsed markup the locale shows (the primary's when inherited). */
  value: Record<string, unknown> | null;
  /** A legacy value that is not one JSON-LD object, as stored. */
  raw: string | null;
  lastUpdated: string | null;
}

/** Maps the service's answer for one locale to a state. */
export function toLocaleSchema(localeId: string | null, m: SchemaMarkup): LocaleSchema {
  const value = (m.jsonLdSchema ?? null) as Record<string, unknown> | null;
  const raw = m.rawJsonLdSchema ?? null;
  const state: SchemaState = m.isInherited ? 'inherited' : value ? 'own' : raw ? 'raw' : 'none';
  return { localeId, state, value, raw, lastUpdated: m.lastUpdated ?? null };
}

/** Reads the page's markup in each locale (`null` = primary) with one request. */
export async function readPageSchema(
  client: ApiClient,
  siteId: string,
  pageId: string,
  localeIds: (string | null)[],
): Promise<LocaleSchema[]> {
  const answers = await querySchemaMarkup(
    client,
    siteId,
    localeIds.map((localeId) => (localeId ? { id: pageId, localeId } : { id: pageId })),
  );
  return localeIds.map((localeId, i) => toLocaleSchema(localeId, answers[i]!));
}

/** Clears one locale's own markup; a secondary locale then inherits the primary's again. */
export async function clearPageSchema(
  client: ApiClient,
  pageId: string,
  localeId: string | null,
): Promise<LocaleSchema> {
  return toLocaleSchema(
    localeId,
    await putSchemaMarkup(client, pageId, null, localeId ?? undefined),
  );
}
