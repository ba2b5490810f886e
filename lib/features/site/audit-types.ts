/**
 * The whole-site audit's result: every page × locale cell with its schema state, checker counts,
 * length and slug flags and unsaved drafts. Small on purpose (no markup values) so it can be cached
 * in `storage.local`; parsed with zod whenever it is read back.
 * @module
 */
import { z } from 'zod';
import { storedMarkupSchema } from '../live-site/background';

/** What a cell shows: own markup, the primary's inherited, none, a legacy raw value, or unread. */
export const cellStateSchema = z.enum(['own', 'inherited', 'none', 'raw', 'unread']);

/** A length verdict (see `lib/features/metadata/lengths.ts`). */
export const lengthLevelSchema = z.enum(['empty', 'short', 'ok', 'long']);

/** A slug finding: a `validateSlug` problem code, or `not-localized` (same slug as the primary's). */
export const slugIssueSchema = z.enum([
  'empty',
  'uppercase',
  'spaces',
  'invalid-characters',
  'too-long',
  'edge-separator',
  'repeated-separator',
  'duplicate',
  'not-localized',
]);

/** A locale of the audited site; `id` is null for the primary locale in cells. */
export const siteLocaleSchema = z.object({
  id: z.string(),
  tag: z.string().nullable(),
  displayName: z.string().nullable(),
  primary: z.boolean(),
});

/** A page row: its title and path per locale (keyed by locale id). */
export const sitePageSchema = z.object({
  id: z.string(),
  title: z.string(),
  parentId: z.string().nullable(),
  paths: z.record(z.string(), z.string().nullable()),
  slugs: z.record(z.string(), z.string().nullable()),
  /** False for a draft, archived or collection-template page: not served on the published site. */
  served: z.boolean().optional(),
  /** The collection whose template this page is; absent for any other page. */
  collectionId: z.string().optional(),
});

/** One page in one locale. */
export const siteCellSchema = z.object({
  pageId: z.string(),
  localeId: z.string().nullable(),
  state: cellStateSchema,
  errors: z.number().int().nonnegative(),
  warnings: z.number().int().nonnegative(),
  /** The first few error messages, for a tooltip and the export. */
  messages: z.array(z.string()).max(5),
  title: lengthLevelSchema,
  seoTitle: lengthLevelSchema,
  description: lengthLevelSchema,
  slug: z.array(slugIssueSchema),
  draft: z.boolean(),
  /** The stored markup's fingerprints and language values, for the live check. */
  markup: storedMarkupSchema.optional(),
});

/** A cached audit of one site. */
export const siteAuditSchema = z.object({
  siteId: z.string(),
  siteName: z.string(),
  checkedAt: z.number(),
  locales: z.array(siteLocaleSchema),
  pages: z.array(sitePageSchema),
  cells: z.array(siteCellSchema),
  /** The site's publish times and domains as Get Site answered, for the live check. */
  published: z
    .object({
      lastPublished: z.string().nullable(),
      shortName: z.string().nullable(),
      customDomains: z.array(
        z.object({ id: z.string(), url: z.string(), lastPublished: z.string().nullable() }),
      ),
    })
    .optional(),
  /** Requests the audit sent (listing, schema reads, and collection items when they were listed). */
  requests: z.object({
    listing: z.number(),
    schemaReads: z.number(),
    items: z.number().optional(),
  }),
});

/** How far an audit got. */
export const auditProgressSchema = z.object({
  siteId: z.string(),
  phase: z.enum(['listing', 'items', 'reading', 'done', 'failed']),
  /** Cells read so far, of `total` (while listing items: item × locale rows listed). */
  done: z.number(),
  total: z.number(),
  startedAt: z.number(),
  error: z.string().optional(),
});

/** A cell's schema state. */
export type CellState = z.output<typeof cellStateSchema>;
/** A slug finding. */
export type SlugIssue = z.output<typeof slugIssueSchema>;
/** A site locale. */
export type SiteLocale = z.output<typeof siteLocaleSchema>;
/** A page row. */
export type SitePage = z.output<typeof sitePageSchema>;
/** One page in one locale, with its findings. */
export type SiteCell = z.output<typeof siteCellSchema>;
/** A site audit. */
export type SiteAudit = z.output<typeof siteAuditSchema>;
/** An audit's progress. */
export type AuditProgress = z.output<typeof auditProgressSchema>;
