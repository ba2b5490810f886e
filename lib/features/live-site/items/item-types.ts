/**
 * The live check of item pages, one result per collection in a compact columnar form: row `i` is
 * the collection's item `items[i]`, column `j` the locale `locales[j]`, and cell `i × locales.length
 * + j` is one character in each of the `state`, `errors`, `warnings` and `lengths` strings
 * (`item-codes.ts`). What is rare is listed apart (failures, counts over 62, language findings),
 * and the collection-level findings (`items/…`) name their items. About 15 bytes per item × locale,
 * so 30,000 item page versions fit in well under a megabyte; parsed with zod on every read.
 * @module
 */
import { z } from 'zod';
import { languageRuleSchema } from '../live-types';

/** The most items a finding lists (its `total` says how many it concerns). */
export const MAX_LISTED = 100;
/** The most language findings a collection keeps (`languageTotal` says how many there were). */
export const MAX_LANGUAGE = 2000;
/** The most failures a collection keeps with their reason (the state says the rest). */
export const MAX_FAILURES = 2000;

/** The rules of the item findings: what only many items together show. */
export const itemRuleSchema = z.enum([
  'items/repeated-value',
  'items/not-found',
  'items/missing-locale',
  'items/no-markup',
  /** Item page versions Google will not show (their markup included): why, gathered per reason. */
  'index/noindex',
  'index/nosnippet',
  'index/blocked',
  'index/password',
]);

/** An item a finding names, with the locale keys (`''` = primary) it concerns. */
export const itemRefSchema = z.object({
  id: z.string(),
  locales: z.array(z.string()).max(64),
});

/**
 * A finding on a collection's items: its rule, severity, the values its message is written from
 * (see `describeItemFinding`), how many items it concerns and the first `MAX_LISTED` of them.
 */
export const itemFindingSchema = z.object({
  rule: itemRuleSchema,
  severity: z.enum(['error', 'warning']),
  args: z.array(z.string().max(512)).max(8),
  total: z.number().int().nonnegative(),
  items: z.array(itemRefSchema).max(MAX_LISTED),
});

/** Why an item page version could not be read, kept compactly (see `FetchFailure`). */
export const itemFailureSchema = z.object({
  cell: z.number().int().nonnegative(),
  /** As `FetchFailure`, or `off-origin`: the address is not on the origin checked (not fetched). */
  kind: z.enum(['status', 'redirect', 'timeout', 'network', 'cancelled', 'off-origin']),
  status: z.number().int().optional(),
  location: z.string().max(2048).nullable().optional(),
  ms: z.number().int().optional(),
});

/** A language finding on one cell: the rule and the values found (words are written on read). */
export const itemLanguageSchema = z.object({
  cell: z.number().int().nonnegative(),
  rule: languageRuleSchema,
  args: z.array(z.string().max(2048)).max(9),
});

/** How many cells are in each state, and the findings. */
export const itemCountsSchema = z.object({
  /** Item × locale versions published (the cells to read). */
  versions: z.number().int().nonnegative(),
  items: z.number().int().nonnegative(),
  read: z.number().int().nonnegative(),
  notFound: z.number().int().nonnegative(),
  unreachable: z.number().int().nonnegative(),
  noMarkup: z.number().int().nonnegative(),
  withErrors: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  language: z.number().int().nonnegative(),
  findings: z.number().int().nonnegative(),
});

/** The live check of one collection's item pages on one origin. */
export const liveItemsSchema = z
  .object({
    siteId: z.string(),
    collectionId: z.string(),
    collectionName: z.string(),
    templatePageId: z.string(),
    origin: z.string(),
    checkedAt: z.string(),
    publishedAt: z.string().nullable(),
    /** The columns: locale keys (`''` = primary) and their tags. */
    locales: z.array(z.object({ key: z.string(), tag: z.string().nullable() })).max(64),
    /** The rows: item ids. */
    items: z.array(z.string()),
    /** One character per cell each (`item-codes.ts`). */
    state: z.string(),
    errors: z.string(),
    warnings: z.string(),
    lengths: z.string(),
    /** What stops Google from showing each version (`item-codes.ts`); absent in older results. */
    index: z.string().optional(),
    /** Exact counts of the cells whose `errors` or `warnings` character says "63 or more". */
    over: z.array(z.tuple([z.number().int(), z.number().int(), z.number().int()])),
    failures: z.array(itemFailureSchema).max(MAX_FAILURES),
    language: z.array(itemLanguageSchema).max(MAX_LANGUAGE),
    languageTotal: z.number().int().nonnegative(),
    findings: z.array(itemFindingSchema).max(64),
    counts: itemCountsSchema,
    /** Page requests sent (retries included) and the most in flight to the origin at once. */
    fetches: z.number().int().nonnegative(),
    maxConcurrent: z.number().int().nonnegative(),
  })
  .refine(
    (r) =>
      [r.state, r.errors, r.warnings, r.lengths, r.index ?? r.state].every(
        (column) => column.length === r.items.length * r.locales.length,
      ),
    { message: 'every column has one character per item × locale' },
  );

/** A rule of the item findings. */
export type ItemRule = z.output<typeof itemRuleSchema>;
/** An item a finding names. */
export type ItemRef = z.output<typeof itemRefSchema>;
/** A finding on a collection's items. */
export type ItemFinding = z.output<typeof itemFindingSchema>;
/** A failed read, compactly. */
export type ItemFailure = z.output<typeof itemFailureSchema>;
/** A language finding on one cell. */
export type ItemLanguage = z.output<typeof itemLanguageSchema>;
/** The counts of one collection's check. */
export type ItemCounts = z.output<typeof itemCountsSchema>;
/** The live check of one collection's item pages. */
export type LiveItems = z.output<typeof liveItemsSchema>;

/** How far the live check of item pages got: page versions read, and items whose every version is read. */
export interface ItemProgress {
  done: number;
  total: number;
  items: number;
  itemsTotal: number;
}
