/**
 * The collection lookups as protocol messages. Spread `collectionMessages` into the protocol map
 * and `createCollectionHandlers(...)` into the handlers.
 * @module
 */
import { z } from 'zod';
import type { ApiClient } from '../../core/api/client';
import {
  createCollectionLookup,
  type CollectionLookup,
  type ItemAnswer,
  type TemplateAnswer,
} from './collection-lookup';

const id = z.string().min(1).max(64);
const out = <T>() => z.custom<T>(() => true);
const where = { siteId: id, collectionId: id, cmsLocaleId: id.optional() };

/** Every collection message: `request` is what a page sends, `response` what the background answers. */
export const collectionMessages = {
  /** The published item an item page shows, found by its exact slug in one CMS locale. */
  collectionItem: {
    request: z.object({ ...where, itemSlug: z.string().min(1).max(256) }).strict(),
    response: out<ItemAnswer>(),
  },
  /** The collection of a template page and how many published items show its markup. */
  collectionTemplate: { request: z.object(where).strict(), response: out<TemplateAnswer>() },
} as const;

/** The collection handlers over one shared lookup (and its caches). */
export function createCollectionHandlers(deps: {
  clientFor(siteId: string): Promise<ApiClient>;
  credentialKind(siteId: string): Promise<'site-key' | 'oauth' | undefined>;
  lookup?: CollectionLookup;
}) {
  const lookup = deps.lookup ?? createCollectionLookup(deps);
  return {
    collectionItem: (request: z.output<typeof collectionMessages.collectionItem.request>) =>
      lookup.item(request),
    collectionTemplate: (request: z.output<typeof collectionMessages.collectionTemplate.request>) =>
      lookup.template(request),
  };
}
