/**
 * Whether Google can show a page at all, as the live check reads it: per page version the things
 * that stop a rich result from being shown (noindex, no snippet, robots.txt, a password), and per
 * checked host what robots.txt, the sitemap and the staging host say (`HostIndex`). Parsed with
 * zod whenever read back from `storage.local`; views import the types only.
 * @module
 */
import { z } from 'zod';

export { blockerSchema, blockerSourceSchema, indexBlockSchema } from './index-block';
export type { Blocker, BlockerSource, IndexBlock } from './index-block';

/** The rule ids of the index and sitemap findings (canonical findings keep their `live/` ids). */
export const hostRuleSchema = z.enum([
  /** The staging host of a site with a custom domain can be indexed (duplicate content). */
  'index/staging-indexable',
  /** robots.txt could not be read (5xx, unreachable): Google then crawls nothing of the host. */
  'index/robots-unreachable',
  /** No sitemap was found on the host (robots.txt names none and `/sitemap.xml` is not there). */
  'sitemap/missing',
  /** A sitemap file is not a sitemap (not XML), or one robots.txt or an index names is not there. */
  'sitemap/unreadable',
  /** A sitemap not read in full (on another host, cut at a bound): what it leaves out is unsaid. */
  'sitemap/partial',
  /** Listed URLs that answer 404/410, another status, or a redirect. */
  'sitemap/not-found',
  'sitemap/unreachable',
  'sitemap/redirect',
  /** Listed URLs that are noindex. */
  'sitemap/noindex',
  /** Listed URLs on another host than the one serving the sitemap (staging URLs on a domain). */
  'sitemap/other-host',
  /** Published page versions the sitemap leaves out (a notice: settings may exclude them). */
  'sitemap/left-out',
  /** Sitemap hreflang alternates that disagree with the page versions' own addresses. */
  'sitemap/hreflang',
]);

/** How much a host finding matters. */
export const hostSeveritySchema = z.enum(['error', 'warning', 'info']);

/** The most URLs a host finding lists (`total` says how many it concerns). */
export const MAX_HOST_URLS = 100;

/** A finding about a host: rule, severity, the values its words are written from, the URLs. */
export const hostFindingSchema = z.object({
  rule: hostRuleSchema,
  severity: hostSeveritySchema,
  args: z.array(z.string().max(2048)).max(8),
  total: z.number().int().nonnegative(),
  urls: z.array(z.string().max(2048)).max(MAX_HOST_URLS),
});

/** The host's robots.txt as read: its status (null: not reached), why not, its `Sitemap:` lines. */
export const robotsReadSchema = z.object({
  url: z.string(),
  status: z.number().int().nullable(),
  failure: z.string().max(512).optional(),
  sitemaps: z.array(z.string().max(2048)).max(50),
  /** The text as served, cut at 64 KiB, to show beside the API's rules. */
  text: z.string().max(65_536).optional(),
});

/** One robots.txt rule group as the service's `robots_txt` API answers it (Enterprise, §13.2). */
export const robotsApiRuleSchema = z.object({
  userAgent: z.string().max(512),
  allows: z.array(z.string().max(2048)).max(500),
  disallows: z.array(z.string().max(2048)).max(500),
});

/** The `robots_txt` API's answer, or why it was not read (not Enterprise, no access). */
export const robotsApiSchema = z.union([
  z.object({
    rules: z.array(robotsApiRuleSchema).max(100),
    sitemap: z.string().max(2048).nullable(),
  }),
  z.object({ error: z.string().max(512) }),
]);

/** One sitemap file read: a list of URLs, an index of sitemaps, or not readable. */
export const sitemapFileSchema = z.object({
  url: z.string().max(2048),
  status: z.number().int().nullable(),
  /** `not-read`: not read by choice (another host, a redirect not followed, cancelled). */
  kind: z.enum(['urlset', 'index', 'unreadable', 'not-read']),
  /** `<url>` (or `<sitemap>`) entries in it. */
  entries: z.number().int().nonnegative(),
  failure: z.string().max(512).optional(),
  /**
   * What of a sitemap was left out: its end, past 50 MB (`bytes`), past 50,000 entries
   * (`entries`) or past the URLs held of all files (`total`); or alternates past 100 in a `<url>`.
   */
  cut: z.enum(['bytes', 'entries', 'total', 'alternates']).optional(),
  /** Entries whose `<loc>` is not an absolute http(s) URL of at most 2,048 characters. */
  skipped: z.number().int().nonnegative().optional(),
});

/** The staging host beside a custom domain: whether Google may index it. */
export const stagingIndexSchema = z.object({
  origin: z.string(),
  /** robots.txt disallows Googlebot the home page. */
  disallowed: z.boolean(),
  /** The home page says noindex (null: not read). */
  noindex: z.boolean().nullable(),
  /** The home page's canonical points to a custom domain (then duplicates consolidate). */
  canonicalElsewhere: z.boolean(),
});

/** What the live check read about one host: robots.txt, the sitemap, the staging host. */
export const hostIndexSchema = z.object({
  siteId: z.string(),
  origin: z.string(),
  checkedAt: z.string(),
  robots: robotsReadSchema,
  robotsApi: robotsApiSchema.optional(),
  sitemaps: z.array(sitemapFileSchema).max(100),
  /** URLs listed in all the sitemap files. */
  listed: z.number().int().nonnegative(),
  /** Present when the site has a custom domain (read whichever host was checked). */
  staging: stagingIndexSchema.optional(),
  /**
   * Set when this host is the staging host kept out of search beside a published custom domain, as
   * it should be: its pages' blockers are the host's, not the pages', and change no verdict.
   */
  keptOut: z.boolean().optional(),
  findings: z.array(hostFindingSchema).max(64),
  /** Requests this part of the check sent (robots.txt, sitemap files, listed URLs not checked). */
  fetches: z.number().int().nonnegative(),
});

/** A host rule id. */
export type HostRule = z.output<typeof hostRuleSchema>;
/** A host finding. */
export type HostFinding = z.output<typeof hostFindingSchema>;
/** robots.txt as read. */
export type RobotsRead = z.output<typeof robotsReadSchema>;
/** The robots_txt API's answer. */
export type RobotsApi = z.output<typeof robotsApiSchema>;
/** A sitemap file read. */
export type SitemapFile = z.output<typeof sitemapFileSchema>;
/** The staging host's indexability. */
export type StagingIndex = z.output<typeof stagingIndexSchema>;
/** What the live check read about one host. */
export type HostIndex = z.output<typeof hostIndexSchema>;
