/**
 * How far a template page's markup reaches, as the Schema tab needs it.
 * @module
 */
import type { PageLocation } from '../../../core/locate/page-locator';
import type { ResponseOf } from '../../../core/messaging/wire';

/** The collection and its published item count; the page title when collections cannot be read. */
export function templateReach(
  at: PageLocation,
  state: ResponseOf<'collections.collectionTemplate'> | undefined,
): { collection: string; itemCount?: number } | undefined {
  if (!at.page.collectionId) return undefined;
  if (state?.state === 'template') {
    return { collection: state.collection.name, itemCount: state.itemCount };
  }
  return { collection: at.page.title };
}
