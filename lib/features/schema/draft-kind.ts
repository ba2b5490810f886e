/**
 * The schema editor's drafts: one per page and locale, keeping the editor's TEXT, so markup that
 * does not parse yet is never lost. The text becomes a value through the checker's normalizer (the
 * JSON-LD input forms: an object, its JSON text, or a script tag around it), and the whole document
 * is compared. A locale that only inherits the primary locale's markup reads as having none of its
 * own, on reads and after writes alike, and says so (`isInherited`).
 * @module
 */
import { z } from 'zod';
import { getSchemaMarkup, putSchemaMarkup, type SchemaMarkup } from '../../core/api/schema-markup';
import { compareWhole } from '../../core/drafts/compare';
import { defineDraftKind } from '../../core/drafts/draft-kind';
import type { RemoteState } from '../../core/drafts/draft-types';
import type { Json } from '../../core/drafts/json-value';
import { normalizeInput } from '../../jsonld';

/** The editor's text as the value to send; throws the checker's words when it is not JSON-LD. */
function textToValue(text: string): unknown {
  const normalized = normalizeInput(text);
  if (normalized.error) throw new Error(normalized.error.message);
  return normalized.value;
}

const ownMarkup = (m: SchemaMarkup): RemoteState => ({
  lastUpdated: m.lastUpdated ?? null,
  value: m.isInherited ? null : ((m.jsonLdSchema ?? null) as Json),
  isInherited: m.isInherited,
});

/** The schema editor's draft kind: `pageId` beside the locale, the editor's text as its value. */
export const schemaDraftKind = defineDraftKind({
  kind: 'schema',
  keyFields: { pageId: z.string().min(1) },
  value: z.string(),
  compare: compareWhole({
    toValue: textToValue,
    fromMerged: (merged) => JSON.stringify(merged ?? null, null, 2),
  }),
  remote: (clientFor) => ({
    async read(key) {
      const client = await clientFor(key.siteId);
      return ownMarkup(await getSchemaMarkup(client, key.pageId, key.localeId ?? undefined));
    },
    async write(key, send) {
      const client = await clientFor(key.siteId);
      const sent = send as Parameters<typeof putSchemaMarkup>[2];
      return ownMarkup(await putSchemaMarkup(client, key.pageId, sent, key.localeId ?? undefined));
    },
  }),
});
