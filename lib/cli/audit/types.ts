/**
 * What the command-line audit reports: for each site, its outcome and every page × locale cell
 * with its findings (the checker's, the grid's metadata flags, cells that could not be read); what
 * the run keeps of a site once it is written is its summary, counts included.
 * @module
 */
import type { Severity } from '../../jsonld';
import type { SitemapFile, StagingIndex } from '../../features/live-site';
import type { HostForecast } from '../../features/publish/forecast/forecast-types';
import type { CellState } from '../../features/site';

/**
 * One site to audit and the credential to use. Here rather than in `run-sites.ts`, which audits
 * them, so that the modules it calls on (`run-forecast.ts`) can name it without importing it back.
 */
export interface SiteTarget {
  siteId: string;
  token: string;
  /** The environment variable the token came from (named in messages). */
  tokenEnv: string;
}

/** The lowest severity that fails the run (`--fail-on`). */
export type FailOn = 'error' | 'warning';

/** One finding in one cell. */
export interface AuditFinding {
  severity: Severity;
  /** The checker's rule id, or `metadata/…` and `audit/…` for the grid's own flags. */
  rule: string;
  message: string;
  /** The JSON path in the markup, or the metadata field (`seo.title`, `slug`, …). */
  path: string;
  /** Where in the markup pretty-printed with 2 spaces (as the grid's `.jsonld` export); null for metadata. */
  line: number | null;
  column: number | null;
  endLine: number | null;
  endColumn: number | null;
  /** Documentation of the rule, when the checker links one. */
  docs?: string;
  /**
   * The locales whose cells show this same finding only because they inherit this cell's markup
   * (the primary's): the finding is reported once, here, and not again in their cells.
   */
  inheritedBy?: string[];
  /** The address the finding is about when it is not the cell's: a live finding's page as read. */
  url?: string;
  /** What to do about it, when the finding's words give it apart (the index and sitemap rules). */
  fix?: string;
  /**
   * The addresses a finding about a whole host lists (the sitemap's, robots.txt's): the first
   * `MAX_HOST_URLS` of them (`url` is the first) and how many there are in all.
   */
  listed?: { urls: string[]; total: number };
}

/** One page in one locale. */
export interface AuditedCell {
  pageId: string;
  pageTitle: string;
  localeId: string | null;
  /** The locale's tag (or name, or id). */
  locale: string;
  /** The published path in that locale, e.g. `/fr/pricing`; null when the service gives none. */
  path: string | null;
  /** The page's published address in that locale. */
  url: string;
  state: CellState;
  findings: AuditFinding[];
  /**
   * For a cell that inherits the primary's markup: the locale whose cell reports the findings of
   * that markup, and how many of them this cell shows too.
   */
  inherits?: { from: string; findings: number };
  /**
   * Set on a CMS item page (`pageId` is the item's id, `pageTitle` "Collection › slug"): the live
   * check's findings of its page, `--items`' of its fields.
   */
  item?: { collectionId: string; itemId: string };
  /**
   * Set on a CMS collection's own cell, which holds what its template does to every item
   * (`pageId` is the collection's id, `pageTitle` its name, `locale` the locales concerned).
   */
  collection?: { collectionId: string };
  /**
   * Set on the cell of the host the live check read (`pageId` is its origin, `pageTitle` its host,
   * `url` its robots.txt): what its robots.txt and sitemaps say, once per site.
   */
  host?: { origin: string };
}

/** What the live check read of the host, as the report's summary of a site says it. */
export interface LiveIndex {
  /** Its robots.txt: the status (null: not reached), why not read, the sitemaps it names. */
  robots: { url: string; status: number | null; failure?: string; sitemaps: string[] };
  /** The site's robots.txt rules as the service keeps them (Enterprise): groups, or why not read. */
  robotsApi?: { groups: number; sitemap: string | null } | { error: string };
  /** The sitemap files read (at most 100) and the URLs they list in all. */
  sitemaps: SitemapFile[];
  listed: number;
  /** The staging host beside a published custom domain, and whether Google may index it. */
  staging?: StagingIndex & { indexable: boolean };
  /** Set when the host read is the staging host kept out of search, as it should be. */
  keptOut?: true;
  /** Page versions (pages and item pages) something stops Google from showing. */
  hidden: number;
  /** Requests sent for robots.txt, the sitemaps and the listed URLs that are no page version. */
  fetches: number;
}

/** With `--forecast`: what a publish would change on the chosen host, or why that is not known. */
export type SiteForecast = HostForecast | { host: string; error: string };

/** Why a site could not be audited. */
export type FailureKind = 'auth' | 'unreachable' | 'not-found' | 'locale' | 'failed';

/** The outcome of one site. */
export interface SiteOutcome {
  siteId: string;
  /** The site's name once Get Site answered, else its id. */
  siteName: string;
  /** The environment variable its token came from (a name, never the token). */
  tokenEnv: string;
  failure: { kind: FailureKind; message: string } | null;
  /** Tags of the audited locales. */
  locales: string[];
  cells: AuditedCell[];
  /**
   * Requests the audit sent: the listing (Get Site, List Pages), the bulk schema reads and, with
   * `--live`, the collection items' listing.
   */
  requests: { listing: number; schemaReads: number; items?: number } | null;
  /** The credential's limit per minute, as the service's headers said. */
  rateLimit: number | null;
  startedAt: number;
  /**
   * How long its audit through the service took (Get Site, List Pages, the bulk schema reads and,
   * with `--live`, the collection items' listing), before any published page was read; for a site
   * not audited, as long as `durationMs`.
   */
  auditMs: number;
  /** How long the site took in all, its live check included. */
  durationMs: number;
  /**
   * With `--live`: the origin read, the page versions checked, the requests sent to it and what
   * its robots.txt and sitemaps say (`index`).
   */
  live?: { origin: string; pages: number; fetches: number; items?: number; index: LiveIndex };
  /**
   * With `--items`: the collections whose item fields were checked, the item × locale versions
   * checked and the published item pages read to infer which fields feed them (`--live`).
   */
  itemFields?: { collections: number; versions: number; pages: number };
  /** With `--forecast`: the publish forecast of its host (see `forecast-outcome.ts`). */
  forecast?: SiteForecast;
}

/** Findings of one site by severity, each finding of inherited markup counted once. */
export interface Counts {
  cells: number;
  error: number;
  warning: number;
  info: number;
  /** How many of those findings are also shown by locales that inherit their markup. */
  inherited: number;
  /** The locales that inherit them. */
  inheritedBy: string[];
}

/** What the run keeps of a site once its report is written: everything but its cells. */
export interface SiteSummary extends Omit<SiteOutcome, 'cells'> {
  counts: Counts;
}

/** A whole run, as its summary needs it. */
export interface RunSummary {
  startedAt: number;
  finishedAt: number;
  failOn: FailOn;
  /** Set with `--forecast`: only the forecasts' losses fail the run. */
  forecast?: true;
  /** In the order the sites were given. */
  sites: SiteSummary[];
}

/**
 * Exit status of a run (see `exitCodeOf` in `levels.ts`). Here rather than in `levels.ts` so that
 * `forecast-outcome.ts`, which `levels.ts` asks for the status with `--forecast`, can name it.
 */
export type ExitCode = 0 | 1 | 2;
