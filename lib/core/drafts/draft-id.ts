/**
 * A draft's stable id, without the draft schemas: pages that only name drafts (the rescue of a
 * closing panel) then load no zod up front.
 * @module
 */
import type { DraftKey } from './draft-types';

/** A stable id of `key`, usable as a storage key suffix and a map key. */
export function draftId(key: DraftKey): string {
  const part = (s: string) => encodeURIComponent(s);
  return [
    key.kind,
    part(key.siteId),
    part(key.pageId),
    key.localeId === null ? '' : part(key.localeId),
  ].join('/');
}
