/**
 * A draft's stable id and key, without the draft schemas: pages that only name drafts (the rescue
 * of a closing panel) then load no zod up front. A key is `kind`, `siteId` and `localeId` plus the
 * kind's own fields, each a string; whatever else a draft or summary holds is one of
 * {@link DRAFT_FIELDS}, which no kind may take as a key field's name.
 * @module
 */

/** A key as this module reads it: the zod-checked `DraftKey` of `draft-types.ts` has this shape. */
export interface KeyFields {
  kind: string;
  siteId: string;
  localeId: string | null;
  [field: string]: unknown;
}

/** The fields every key has, whatever its kind. */
export const GENERIC_KEY_FIELDS = ['kind', 'siteId', 'localeId'] as const;

/** What a draft, an input or a summary holds beside its key. */
export const DRAFT_FIELDS = ['value', 'base', 'createdAt', 'updatedAt', 'baseLastUpdated'] as const;

const notOwn = new Set<string>([...GENERIC_KEY_FIELDS, ...DRAFT_FIELDS]);

/** The names of the kind's own key fields in `key` (or in a draft), sorted. */
export function ownKeyFields(key: KeyFields): string[] {
  return Object.keys(key)
    .filter((name) => !notOwn.has(name) && typeof key[name] === 'string')
    .sort();
}

/** The key fields of a draft, an input or a summary. */
export function keyOf(draft: KeyFields): KeyFields {
  const own = ownKeyFields(draft).map((name) => [name, draft[name]]);
  return {
    kind: draft.kind,
    siteId: draft.siteId,
    localeId: draft.localeId,
    ...Object.fromEntries(own),
  };
}

/**
 * A stable id of `key`, usable as a storage key suffix and a map key: the kind, the site, the
 * kind's own fields in the order of their names, then the locale. For a kind whose only own field
 * is `pageId` this is the id drafts were always stored under (`schema/<site>/<page>/<locale>`).
 */
export function draftId(key: KeyFields): string {
  const part = (s: string) => encodeURIComponent(s);
  return [
    key.kind,
    part(key.siteId),
    ...ownKeyFields(key).map((name) => part(key[name] as string)),
    key.localeId === null ? '' : part(key.localeId),
  ].join('/');
}
