/**
 * The stored payloads of bulk-job entries, checked with zod when read back from the journal.
 * @module
 */
import { z } from 'zod';
import type { ApiClient } from '../../core/api/client';
import { bulkText } from './messages';

/** A bulk schema entry's payload: the whole markup the cell gets. */
export const schemaPayloadSchema = z.object({
  siteId: z.string().min(1),
  pageId: z.string().min(1),
  localeId: z.string().min(1).nullable(),
  jsonLdSchema: z.record(z.string(), z.unknown()),
});

/** A bulk metadata entry's payload: the fields the cell gets. */
export const metadataPayloadSchema = z.object({
  siteId: z.string().min(1),
  pageId: z.string().min(1),
  localeId: z.string().min(1).nullable(),
  seo: z.object({ title: z.string() }).optional(),
  slug: z.string().min(1).max(256).optional(),
});

/** How executors get a client for a site. */
export type ClientFor = (siteId: string) => Promise<ApiClient | undefined>;

/** The client of `siteId`, or an editor-readable error. */
export async function requireClient(clientFor: ClientFor, siteId: string): Promise<ApiClient> {
  const client = await clientFor(siteId);
  if (!client) throw new Error(bulkText.notSignedIn);
  return client;
}

/** `items` grouped by `key`, in first-seen order. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return [...groups.values()];
}
