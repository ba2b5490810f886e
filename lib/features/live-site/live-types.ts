/**
 * The live check's result: every page × locale as its published URL serves it, compared with what
 * the service stores, and the language signals across a page's locale versions. Parsed with zod
 * whenever it is read back from `storage.local`; views import the types only.
 * @module
 */
import { z } from 'zod';
// eslint-disable-next-line no-restricted-imports -- through the barrels this type closes a cycle (site's audit stores live-site's facts, which name site's cells and bulk's changes)
import type { PlanChange } from '../bulk/change-types';
// eslint-disable-next-line no-restricted-imports -- through the barrels this type closes a cycle (site's audit stores live-site's facts, which name site's cells and bulk's changes)
import type { CellRef } from '../site/cell';
import { indexBlockSchema } from './indexing/index-block';

/** A cell's stored markup as the live check needs it. */
export const storedMarkupSchema = z.object({
  /** One fingerprint per stored JSON-LD block; empty when the cell has no markup. */
  hashes: z.array(z.string()).max(20),
  /** The `@type`s at the top of each block (and of its `@graph` nodes). */
  types: z.array(z.string()).max(20),
  lastUpdated: z.string().nullable(),
  inherited: z.boolean(),
  /** Distinct `inLanguage` values anywhere in the markup (a few). */
  inLanguage: z.array(z.string()).max(8),
  /** Distinct `url` and `@id` values anywhere in the markup (a few). */
  urls: z.array(z.string()).max(16),
});

/** A cell's stored markup facts. */
export type StoredMarkup = z.output<typeof storedMarkupSchema>;

/** A cell's live state against its stored markup. */
export const liveStateSchema = z.enum([
  'matches',
  'differs',
  'unpublished',
  'missing',
  'unreachable',
  'no-markup',
]);

/** The rules of the language signals (issue 14 §2). */
export const languageRuleSchema = z.enum([
  'hreflang-missing',
  'hreflang-url',
  'hreflang-return',
  'x-default',
  'html-lang',
  'canonical',
  'in-language',
  'locale-url',
]);

/** One language finding on one cell, with the fix in words. */
export const languageFindingSchema = z.object({
  rule: languageRuleSchema,
  pageId: z.string(),
  localeId: z.string().nullable(),
  message: z.string(),
  fix: z.string(),
  /** True when the extension can fix it through the API (stored markup). */
  fixable: z.boolean(),
  /** The values the rule found, from which `message` and `fix` are written (and stored). */
  args: z.array(z.string().max(4096)).max(16).optional(),
});

/** What of a page the check held (`read`) of what it had (`total`), when a cap cut it. */
export const liveCutSchema = z.object({
  kind: z.enum(['links', 'blocks', 'findings']),
  read: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});

/** One page in one locale, as its published URL serves it. */
export const liveCellSchema = z.object({
  pageId: z.string(),
  localeId: z.string().nullable(),
  url: z.string(),
  state: liveStateSchema,
  /** JSON-LD blocks on the live page besides the stored markup (custom code): checked, not drift. */
  extraBlocks: z.number().int().nonnegative(),
  /** Why the page could not be read, in words (status, redirect, timeout). */
  reason: z.string().optional(),
  language: z.array(languageFindingSchema),
  /** What the checker found in the extra blocks (when they were checked). */
  extraErrors: z.number().int().nonnegative().optional(),
  extraWarnings: z.number().int().nonnegative().optional(),
  /** JSON-LD blocks on the live page that are not valid JSON. */
  brokenBlocks: z.number().int().nonnegative().optional(),
  /** Set when the locale shows the primary's stored markup (it has none of its own). */
  inherited: z.boolean().optional(),
  /** Set when the page was longer than the reader's byte cap and only its start was read. */
  truncated: z.boolean().optional(),
  /** What the per-page caps cut (links per `rel`, JSON-LD blocks, findings per cell). */
  cut: z.array(liveCutSchema).max(3).optional(),
  /** What stops Google from showing the page (noindex, no snippet, robots.txt, a password). */
  index: z.array(indexBlockSchema).max(8).optional(),
});

/** Counts per state, plus language findings and extra blocks. */
export const liveCountsSchema = z.object({
  matches: z.number(),
  differs: z.number(),
  unpublished: z.number(),
  missing: z.number(),
  unreachable: z.number(),
  'no-markup': z.number(),
  language: z.number(),
  extra: z.number(),
  /** Page versions something stops Google from showing (absent in checks made before it was read). */
  hidden: z.number().optional(),
});

/** A live check of one site, cached per site with the publish time it belongs to. */
export const liveSiteResultSchema = z.object({
  siteId: z.string(),
  origin: z.string(),
  /** When the check ran, on the browser's clock. */
  checkedAt: z.string(),
  /** The publish the check read, on the service's clock. */
  publishedAt: z.string().nullable(),
  /**
   * Service clock − browser clock (ms) when the check ran, from the service's `Date` headers;
   * absent when unknown (and in checks stored before it was measured): taken as 0.
   */
  serviceOffsetMs: z.number().int().optional(),
  cells: z.array(liveCellSchema),
  counts: liveCountsSchema,
  /** Page requests sent (retries included) and the most in flight to the origin at once. */
  fetches: z.number().int().nonnegative().optional(),
  maxConcurrent: z.number().int().nonnegative().optional(),
});

/**
 * A live check as `storage.local` keeps it: each finding as its rule and the values found (its
 * cell names the page and locale; the words are written again when it is read, in the UI's
 * language), so a site with a finding on every cell stays well inside the storage bound.
 */
export const storedLiveSiteSchema = liveSiteResultSchema.extend({
  cells: z.array(
    liveCellSchema.extend({
      language: z.array(
        z.object({ rule: languageRuleSchema, args: z.array(z.string().max(4096)).max(16) }),
      ),
    }),
  ),
});

/** How far a live check got. */
export const liveProgressSchema = z.object({
  siteId: z.string(),
  phase: z.enum(['listing', 'reading', 'done', 'failed', 'cancelled']),
  done: z.number(),
  total: z.number(),
  /** Of the pages read so far, how many differ from the saved markup (any state but a match). */
  differing: z.number().optional(),
  /** While item pages are read (`done`/`total` then count their versions): items fully read. */
  items: z.number().optional(),
  itemsTotal: z.number().optional(),
  startedAt: z.number(),
  error: z.string().optional(),
  /** Origins the extension may not read yet: the view asks for them in a click. */
  needsAccess: z.array(z.string()).optional(),
});

/** A cell's live state. */
export type LiveState = z.output<typeof liveStateSchema>;
/** A language rule. */
export type LanguageRule = z.output<typeof languageRuleSchema>;
/** A language finding. */
export type LanguageFinding = z.output<typeof languageFindingSchema>;
/** A cap that cut a page. */
export type LiveCut = z.output<typeof liveCutSchema>;
/** One checked cell. */
export type LiveCell = z.output<typeof liveCellSchema>;
/** Counts of a live check. */
export type LiveCounts = z.output<typeof liveCountsSchema>;
/** A live check of a site. */
export type LiveSiteResult = z.output<typeof liveSiteResultSchema>;
/** A live check as stored. */
export type StoredLiveSite = z.output<typeof storedLiveSiteSchema>;
/** A live check's progress. */
export type LiveProgress = z.output<typeof liveProgressSchema>;

/** What the diff of one cell shows: the live blocks, the saved markup, and pretty-JSON lines. */
export interface LiveCellDiff {
  live: unknown[];
  saved: unknown | null;
  lines: { op: 'add' | 'remove' | 'same'; text: string }[];
}

/**
 * One bulk change that fixes language findings: the view sends `{ siteId, change, cells }` (only
 * those) as a `bulk.planBulkChange` request, shows its preview and starts the job; entries run in order,
 * each planned once the job before it has finished (planning reads the cells fresh).
 */
export interface LanguageFixEntry {
  change: PlanChange;
  cells: CellRef[];
  /** The rules this change fixes, and how many findings. */
  rules: LanguageRule[];
  findings: number;
}
