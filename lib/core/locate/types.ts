/** A locale as the locator needs it; the primary's `subdirectory` is empty. */
export interface IndexLocale {
  id: string;
  tag?: string | null;
  subdirectory: string;
  primary: boolean;
  /** Secondary locales that are not enabled are not published; absent means enabled. */
  enabled?: boolean;
  /** For display, e.g. "French (France)". */
  displayName?: string | null;
  /** The id the CMS item lists take for this locale. */
  cmsLocaleId?: string | null;
}

/** A page as the locator needs it. */
export interface IndexPage {
  id: string;
  /** Set on collection template pages. */
  collectionId?: string | null;
  parentId?: string | null;
  /** `publishedPath` per locale id, as List Pages returns it for that locale. */
  publishedPaths: Record<string, string | null | undefined>;
  /** Title per locale id, for display. */
  titles?: Record<string, string | null | undefined>;
}

/** A site with everything needed to map a URL to one of its pages. */
export interface IndexSite {
  id: string;
  /** For display. */
  displayName?: string | null;
  shortName?: string | null;
  /** Bare hosts, e.g. `example.com` or `www.example.com`. */
  customDomains: string[];
  locales: IndexLocale[];
  pages: IndexPage[];
}

/**
 * Host settings. Production: `{ designerSuffix: '.design.webflow.com', stagingSuffix: '.webflow.io' }`;
 * the emulator's equivalents are `.design.localhost:<port>` and `.localhost:<port>`.
 * Suffixes are compared with the URL's host, port included.
 */
export interface LocateHosts {
  designerSuffix: string;
  stagingSuffix: string;
}

/** How the tab was recognised. */
export type LocateVia = 'designer' | 'staging' | 'custom-domain';

/** Why a tab could not be mapped. */
export type LocateFailureReason =
  | 'invalid-url'
  | 'not-a-web-page'
  | 'unknown-host'
  | 'unknown-site'
  | 'unknown-page'
  | 'no-matching-page'
  | 'not-a-site-page';

/** A tab mapped to (site, page, locale). */
export interface LocateMatch {
  ok: true;
  siteId: string;
  pageId: string;
  localeId: string;
  via: LocateVia;
  /**
   * Set when the path is a CMS item shown by a collection template page: the address's last
   * segment, percent-decoded with its case kept (the item list's `slug` filter matches exactly).
   */
  itemSlug?: string;
}

/** A tab that could not be mapped, with what was recognised on the way. */
export interface LocateFailure {
  ok: false;
  reason: LocateFailureReason;
  siteId?: string;
  localeId?: string;
  via?: LocateVia;
}

/** The locator's answer. */
export type LocateResult = LocateMatch | LocateFailure;
