/**
 * What a publish will change, per host, before it happens: every page version whose markup, title,
 * description or address will change there, with its rich results before (read from the live page)
 * and after (the saved markup). Facts only; the view writes the words. Built in the background and
 * answered to the page that asked, never stored.
 * @module
 */
import type { IndexBlock } from '../../live-site';

/** A rich result's standing on one side of the publish. */
export type FeatureStatus = 'eligible' | 'not-eligible' | 'absent';

/** One rich result of a page version, as the checker sees one side. */
export interface FeatureVerdict {
  /** The rich result's name in the UI language, e.g. `Event`. */
  name: string;
  status: Exclude<FeatureStatus, 'absent'>;
  /** The first required-property error, in the checker's words (e.g. "startDate is missing"). */
  reason?: string;
}

/** One rich result before → after the publish. */
export interface FeatureChange {
  name: string;
  before: FeatureStatus;
  after: FeatureStatus;
  /** Why it is not eligible after, when it is not. */
  reason?: string;
}

/** What part of a page version the publish changes. */
export type ChangeKind = 'markup' | 'title' | 'description' | 'address';

/** Whether the old address of a moved page will lead somewhere after the publish. */
export type RedirectState =
  /** The service holds a redirect from the old path (read on plans that have the redirects API). */
  | 'in-place'
  /** The redirect plan (Redirects, in this browser) holds the move, not made yet. */
  | 'planned'
  | 'none';

/** A page version's address change on a host. */
export interface AddressChange {
  /** The path the host serves the page at now; null when it is not known here. */
  from: string | null;
  to: string;
  redirect: RedirectState;
}

/** One page version (page × locale) the publish changes on a host. */
export interface PageForecast {
  pageId: string;
  /** Null for the primary locale. */
  localeId: string | null;
  /** The locale's tag (`fr-FR`), or null. */
  localeTag: string | null;
  /** The page's title (its name in the site). */
  title: string;
  /** The saved path (where it will be after the publish). */
  path: string;
  /**
   * `changed`: read live and compared; `new`: not live on this host yet (a first publish of the
   * page); `removed`: live now, but a draft or archived since, so the publish takes it off the
   * host; `unread`: it may change, but the live version could not be read (`reason` says why).
   */
  state: 'changed' | 'new' | 'removed' | 'unread';
  reason?: string;
  changes: ChangeKind[];
  features: FeatureChange[];
  /** Title and description before → after, when they change. */
  text?: { field: 'title' | 'description'; before: string | null; after: string | null }[];
  address?: AddressChange;
  /**
   * What stops Google from showing the live version (noindex, no snippet): its rich results are
   * not shown either side, so their changes are neither losses nor gains.
   */
  hidden?: IndexBlock[];
  /**
   * Nothing of it was saved or moved since the host's last publish: it is listed because the last
   * live check found the host serving something else. The check after a publish reads it once.
   */
  drift?: true;
  /** Set for a collection template page: what it reaches, and the item page read for "before". */
  template?: { collectionId: string; collection: string; items: number; itemUrl: string | null };
}

/** The summary at the top of a host's forecast. */
export interface ForecastCounts {
  /** Page versions that change (templates included, each counted once). */
  pages: number;
  /** Page versions that lose a rich result, and each lost rich result with its count. */
  losing: number;
  lost: { name: string; pages: number }[];
  gained: { name: string; pages: number }[];
  /** Address changes with no redirect in place or planned. */
  movedWithoutRedirect: number;
  /** Template pages changed, and the item pages they reach together. */
  templates: number;
  itemPages: number;
}

/** One chosen host's forecast. */
export interface HostForecast {
  /** `staging` or the custom domain's id. */
  key: string;
  host: string;
  origin: string;
  /** The time the forecast counts changes from: the host's last publish (null: never published). */
  since: string | null;
  /** Set when the extension may not read the host yet: the view asks for it in a click. */
  needsAccess?: string;
  pages: PageForecast[];
  counts: ForecastCounts;
  /** Live page versions read for "before" (templates' item pages included). */
  reads: number;
  /** Page versions that may change beyond the read cap, not read (counted, not listed). */
  notRead: number;
}

/** CMS items saved since they were last published, per collection. */
export interface ChangedItems {
  collectionId: string;
  collection: string;
  items: number;
  /** Item × locale versions. */
  versions: number;
}

/** The forecast of one publish. */
export interface Forecast {
  siteId: string;
  /** `page` for "Publish only this page". */
  scope: 'site' | 'page';
  pageId?: string;
  computedAt: number;
  hosts: HostForecast[];
  changedItems: ChangedItems[];
  /** API requests the forecast sent (the audit's reads), and live pages read. */
  requests: { api: number; live: number };
}

/** How far a forecast got. */
export interface ForecastProgress {
  siteId: string;
  phase: 'saved' | 'live' | 'done' | 'failed';
  done: number;
  total: number;
  startedAt: number;
  error?: string;
}

/** What a page version shows after the publish, where it is not what the forecast said. */
export interface AfterDifference {
  pageId: string;
  localeId: string | null;
  localeTag: string | null;
  title: string;
  path: string;
  /**
   * `markup`: not the saved markup (still the old one, or another); `title`/`description`: not the
   * saved text; `address`: not live at its saved address; `unread`: could not be read (`reason`).
   */
  what: 'markup' | 'title' | 'description' | 'address' | 'unread';
  reason?: string;
}

/** One published host's check against its forecast. */
export interface AfterHost {
  key: string;
  host: string;
  /** Page versions checked, and those live as forecast. */
  checked: number;
  asForecast: number;
  differences: AfterDifference[];
  /** Template versions, not checked item by item (their bindings resolve per item). */
  templates: number;
}

/** The check after a publish: the changed versions read again on the published hosts. */
export interface AfterCheck {
  state: 'checking' | 'done' | 'failed';
  hosts: AfterHost[];
  /** How long the check waited for the hosts to serve the publish, and the most it waits. */
  waitedMs: number;
  maxWaitMs: number;
  /** Rounds of reads (the first, then retries of what still differed). */
  rounds: number;
  error?: string;
}
