/**
 * The shape of a draft of any kind, checked with zod whenever one is read from storage or arrives
 * in a message.
 *
 * A draft is the editor's unsaved value for one key plus the base it started from: the remote
 * `lastUpdated` and the remote value at that time. A key is the draft's `kind`, its `siteId`, its
 * `localeId` (`null` for the primary locale) and the kind's own fields, each a non-empty string
 * (a page's `pageId`; a CMS item's `collectionId` and `itemId`). These schemas check only what
 * every kind shares: a kind's own schemas (`draft-kinds.ts`) check its key fields and its value.
 * @module
 */
import { z } from 'zod';

const name = z.string().min(1);

const keyShape = { kind: name, siteId: name, localeId: name.nullable() };

/** What the service held when editing started, or holds now. */
export const remoteStateSchema = z.object({
  /** The service's stamp of the value; its answers carry no other version. */
  lastUpdated: z.string().nullable(),
  /** What the draft edits, as the service holds it (a locale's own value only). */
  value: z.json(),
  /**
   * True when the key has no value of its own and the service showed the one it inherits (a
   * secondary locale showing the primary's markup); `value` is then `null`. Absent for kinds
   * without inheritance.
   */
  isInherited: z.boolean().optional(),
});

/**
 * An object of `shape` whose other fields are a kind's own key fields, so each must be a
 * non-empty string; which ones a kind has is its own schema's to say.
 */
function withOwnFields<S extends z.core.$ZodLooseShape>(shape: S) {
  const known = new Set(Object.keys(shape));
  return z.looseObject(shape).superRefine((value, ctx) => {
    for (const [field, v] of Object.entries(value)) {
      if (known.has(field) || (typeof v === 'string' && v !== '')) continue;
      ctx.addIssue({ code: 'custom', path: [field], message: 'a key field is a non-empty string' });
    }
  });
}

const stamps = { createdAt: z.number(), updatedAt: z.number() };

/** Identifies a draft: the generic fields and the kind's own. */
export const draftKeySchema = withOwnFields(keyShape);

/** Any stored draft; its `value` is the kind's (the schema editor's text, a metadata record…). */
export const draftSchema = withOwnFields({
  ...keyShape,
  value: z.json(),
  base: remoteStateSchema,
  ...stamps,
});

/** What an editor sends to create or update a draft; `base` is used only when none exists yet. */
export const draftInputSchema = withOwnFields({
  ...keyShape,
  value: z.json(),
  base: remoteStateSchema,
});

/** What lists show: a draft without its values (badges, the site grid's "unsaved drafts"). */
export const draftSummarySchema = withOwnFields({
  ...keyShape,
  baseLastUpdated: z.string().nullable(),
  ...stamps,
});

/** Narrows a list of drafts; every given field must match, a kind's own fields included. */
export const draftFilterSchema = withOwnFields({
  kind: name.optional(),
  siteId: z.string().optional(),
  localeId: z.string().nullable().optional(),
});

/** Identifies a draft. */
export type DraftKey = z.output<typeof draftKeySchema>;
/** A remote `lastUpdated` and value. */
export type RemoteState = z.output<typeof remoteStateSchema>;
/** A stored draft. */
export type Draft = z.output<typeof draftSchema>;
/** What `put` takes. */
export type DraftInput = z.output<typeof draftInputSchema>;
/** A draft without its values. */
export type DraftSummary = z.output<typeof draftSummarySchema>;
/** A list filter. */
export type DraftFilter = z.output<typeof draftFilterSchema>;

/** True when `summary` matches every field `filter` sets. */
export function matchesFilter(summary: DraftKey, filter: DraftFilter = {}): boolean {
  return Object.entries(filter).every(([field, v]) => v === undefined || summary[field] === v);
}

/** How long a draft may sit untouched before lists flag it as old (it is never deleted for that). */
export const STALE_DRAFT_MS = 14 * 24 * 60 * 60 * 1000;

/** True when `draft` was last edited more than `maxAgeMs` before `now`. */
export function isStaleDraft(
  draft: { updatedAt: number },
  now: number,
  maxAgeMs = STALE_DRAFT_MS,
): boolean {
  return now - draft.updatedAt > maxAgeMs;
}
