/**
 * The collection lookups as protocol messages (an item page's item comes with its location, see
 * `item-view`). `register.ts` registers them with the background.
 * @module
 */
import { z } from 'zod';
import { id, out } from '../../core/messaging/schemas';
import type { CollectionLookup, TemplateAnswer } from './collection-lookup';

const templateRequest = z
  .object({ siteId: id, collectionId: id, cmsLocaleId: id.optional() })
  .strict();

/** Every collection message: `request` is what a page sends, `response` what the background answers. */
export const collectionMessages = {
  /** The collection of a template page, its fields, and how many published items show its markup. */
  collectionTemplate: { request: templateRequest, response: out<TemplateAnswer>() },
} as const;

/** The collection handlers over the background's one lookup (and its caches). */
export function createCollectionHandlers(lookup: CollectionLookup) {
  return {
    collectionTemplate: (request: z.output<typeof templateRequest>) => lookup.template(request),
  };
}
