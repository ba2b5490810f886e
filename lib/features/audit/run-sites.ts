/**
 * Audits many sites at once with the grid's own audit (`runSiteAudit`). Each credential gets one
 * rate-limit queue, paced from the service's headers for that credential: sites with their own
 * tokens run side by side on their own budgets, sites sharing a token share its queue. A site that
 * fails or is slow never stops the others; each ends with an outcome.
 * @module
 */
import { createApiClient } from '../../core/api/client';
import { createRateLimitQueue, type RateLimitQueue } from '../../core/api/rate-limit-queue';
import { siteLocales, type Site } from '../../core/api/sites';
import type { Diagnostic } from '../../jsonld/types';
import type { AuditProgress } from '../site';
import { cellKey } from '../site';
import { runSiteAudit } from '../site/background';
import type { CheckedValue } from './check';
import { describeFailure, UnknownLocaleError } from './failure';
import { cellsOf, localeName } from './findings';
import { siteOrigin } from './page-url';
import { checkLive, type LiveRun } from './run-live';
import type { SiteOutcome } from './types';

/** One site to audit and the credential to use. */
export interface SiteTarget {
  siteId: string;
  token: string;
  /** The environment variable the token came from (named in messages). */
  tokenEnv: string;
}

/** How `auditSites` runs. */
export interface AuditSitesOptions {
  /** The service origin, e.g. `https://api.webflow.com`. */
  api: string;
  /** Locale tags to audit (`fr` also matches `fr-FR`); empty audits every locale. */
  locales: readonly string[];
  check(value: unknown): CheckedValue;
  onProgress?(progress: AuditProgress): void;
  /** With `--live`: how each site's published pages are read after its audit. */
  live?: LiveRun;
  /** A line about one site that is no failure (items skipped for want of `cms:read`). */
  onNotice?(siteId: string, message: string): void;
}

/** Whether a locale tag is one of the requested (`fr` also matches `fr-FR`). */
const requested = (tag: string, wanted: readonly string[]) =>
  wanted.some((w) => tag.toLowerCase() === w || tag.toLowerCase().startsWith(`${w}-`));

/** Fails early, before the listing, when the site lacks a requested locale. */
function requireLocales(site: Site, wanted: readonly string[]): void {
  const tags = siteLocales(site)
    .filter((l) => l.primary || l.enabled !== false)
    .map((l) => l.tag ?? l.displayName ?? l.id);
  const missing = wanted.filter((w) => !tags.some((tag) => requested(tag, [w])));
  if (missing.length > 0) {
    throw new UnknownLocaleError(
      `the site has no locale ${missing.join(', ')} (it has ${tags.join(', ') || 'none'})`,
    );
  }
}

async function auditOne(
  target: SiteTarget,
  queue: RateLimitQueue,
  options: AuditSitesOptions,
): Promise<SiteOutcome> {
  const startedAt = Date.now();
  const wanted = options.locales.map((l) => l.toLowerCase());
  const client = createApiClient({
    baseUrl: options.api,
    getToken: () => target.token,
    queue,
  });
  const diagnostics = new Map<string, Diagnostic[]>();
  let site: Site | undefined;
  const base = { siteId: target.siteId, tokenEnv: target.tokenEnv, startedAt };
  try {
    const audit = await runSiteAudit(client, target.siteId, {
      check: options.check,
      drafts: async () => [],
      onProgress: options.onProgress,
      onSite: (s) => {
        site = s;
        requireLocales(s, wanted);
      },
      onChecked: (cell, result) => diagnostics.set(cellKey(cell), result.diagnostics),
      audits: (locale) => wanted.length === 0 || requested(localeName(locale), wanted),
    });
    const cells = cellsOf(audit, { diagnostics, origin: siteOrigin(site!) });
    const checked = options.live
      ? await checkLive(audit, cells, options.live, {
          site: site!,
          client,
          notice: (message) => options.onNotice?.(target.siteId, message),
        })
      : undefined;
    return {
      ...base,
      siteName: audit.siteName,
      failure: null,
      locales: audit.locales.map(localeName),
      cells: checked ? [...cells, ...checked.items] : cells,
      ...(checked ? { live: checked.live } : {}),
      requests: audit.requests,
      rateLimit: queue.status().limit ?? null,
      durationMs: Date.now() - startedAt,
    };
  } catch (error) {
    return {
      ...base,
      siteName: site?.displayName ?? site?.shortName ?? target.siteId,
      failure: describeFailure(error, target.tokenEnv, options.api),
      locales: [],
      cells: [],
      requests: null,
      rateLimit: queue.status().limit ?? null,
      durationMs: Date.now() - startedAt,
    };
  }
}

/**
 * Audits every target concurrently. Each outcome goes to `consume` as its site ends, and only what
 * `consume` answers is kept (a site's cells need not outlive its report); those come back in the
 * targets' order.
 */
export async function auditSites<R>(
  targets: readonly SiteTarget[],
  options: AuditSitesOptions,
  consume: (outcome: SiteOutcome) => R | Promise<R>,
): Promise<R[]> {
  const queues = new Map<string, RateLimitQueue>();
  const queueFor = (token: string) => {
    let queue = queues.get(token);
    if (!queue) queues.set(token, (queue = createRateLimitQueue()));
    return queue;
  };
  return Promise.all(
    targets.map(async (target) => consume(await auditOne(target, queueFor(target.token), options))),
  );
}
