/**
 * The shape of a draft, checked with zod whenever one is read from storage or arrives in a message.
 *
 * A draft is the editor's unsaved value for one `(siteId, pageId, localeId, kind)` plus the base it
 * started from: the remote `lastUpdated` and the remote value at that time. `localeId` is `null` for
 * the primary locale. A schema draft keeps the editor's TEXT, so invalid JSON is never lost; a
 * metadata draft keeps a partial metadata object (only the fields the editor touched).
 * @module
 */
import { z } from 'zod';

/** Which editor a draft belongs to. */
export const draftKindSchema = z.enum(['schema', 'metadata']);

/** Identifies a draft. */
export const draftKeySchema = z.object({
  siteId: z.string().min(1),
  pageId: z.string().min(1),
  localeId: z.string().min(1).nullable(),
  kind: draftKindSchema,
});

/** What the service held when editing started, or holds now. */
export const remoteStateSchema = z.object({
  lastUpdated: z.string().nullable(),
  value: z.json(),
});

const stamps = {
  base: remoteStateSchema,
  createdAt: z.number(),
  updatedAt: z.number(),
};

/** A schema draft: the editor's text. */
export const schemaDraftSchema = draftKeySchema.extend({
  kind: z.literal('schema'),
  value: z.string(),
  ...stamps,
});

/** A metadata draft: the fields the editor touched. */
export const metadataDraftSchema = draftKeySchema.extend({
  kind: z.literal('metadata'),
  value: z.record(z.string(), z.json()),
  ...stamps,
});

/** Any stored draft. */
export const draftSchema = z.discriminatedUnion('kind', [schemaDraftSchema, metadataDraftSchema]);

/** What an editor sends to create or update a draft; `base` is used only when none exists yet. */
export const draftInputSchema = z.discriminatedUnion('kind', [
  schemaDraftSchema.omit({ createdAt: true, updatedAt: true }),
  metadataDraftSchema.omit({ createdAt: true, updatedAt: true }),
]);

/** What lists show: a draft without its values (badges, the site grid's "unsaved drafts"). */
export const draftSummarySchema = draftKeySchema.extend({
  baseLastUpdated: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

/** Narrows a list of drafts; every given field must match. */
export const draftFilterSchema = z.object({
  siteId: z.string().optional(),
  pageId: z.string().optional(),
  localeId: z.string().nullable().optional(),
  kind: draftKindSchema.optional(),
});

/** `schema` or `metadata`. */
export type DraftKind = z.output<typeof draftKindSchema>;
/** Identifies a draft. */
export type DraftKey = z.output<typeof draftKeySchema>;
/** A remote `lastUpdated` and value. */
export type RemoteState = z.output<typeof remoteStateSchema>;
/** A stored schema draft. */
export type SchemaDraft = z.output<typeof schemaDraftSchema>;
/** A stored metadata draft. */
export type MetadataDraft = z.output<typeof metadataDraftSchema>;
/** A stored draft. */
export type Draft = z.output<typeof draftSchema>;
/** What `put` takes. */
export type DraftInput = z.output<typeof draftInputSchema>;
/** A draft without its values. */
export type DraftSummary = z.output<typeof draftSummarySchema>;
/** A list filter. */
export type DraftFilter = z.output<typeof draftFilterSchema>;

/** The key fields of a draft or summary. */
export function keyOf(draft: DraftKey): DraftKey {
  return { siteId: draft.siteId, pageId: draft.pageId, localeId: draft.localeId, kind: draft.kind };
}

/** True when `summary` matches every field `filter` sets. */
export function matchesFilter(summary: DraftKey, filter: DraftFilter = {}): boolean {
  return (
    (filter.siteId === undefined || summary.siteId === filter.siteId) &&
    (filter.pageId === undefined || summary.pageId === filter.pageId) &&
    (filter.localeId === undefined || summary.localeId === filter.localeId) &&
    (filter.kind === undefined || summary.kind === filter.kind)
  );
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
