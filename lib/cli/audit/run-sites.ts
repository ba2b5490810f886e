/**
 * Audits many sites at once with the grid's own audit (`runSiteAudit`). Each credential gets one
 * rate-limit queue, paced from the service's headers for that credential: sites with their own
 * tokens run side by side on their own budgets, sites sharing a token share its queue. With
 * `--live` or `--items`, each site's collection items are listed during its audit (`--items`
 * checks their fields as they come, `run-item-fields.ts`), then with `--live` a few sites at a time
 * read their published pages (`live-turns.ts`). With `--forecast`, each site's publish is then
 * forecast (`run-forecast.ts`). A site that fails or is slow never stops the others; each ends
 * with an outcome.
 * @module
 */
import { createApiClient, type ApiClient } from '../../core/api/client';
import { createRateLimitQueue, type RateLimitQueue } from '../../core/api/rate-limit-queue';
import { siteLocales, type Site } from '../../core/api/sites';
import type { AuditProgress, SiteAudit } from '../../features/site';
import { cellKey } from '../../features/site';
import { runSiteAudit } from '../../features/site/background';
import type { CheckedValue } from './check';
import { answerGate } from './answer-gate';
import { createCellSpool, readCells, type CellSpool } from './cell-spool';
import { describeFailure, UnknownLocaleError } from './failure';
import { cellsOf, localeName } from './findings';
import { siteOrigin } from './page-url';
import { createLiveTurns, type Held, type LiveTurns } from './live-turns';
import { markupFindings } from './markup-findings';
import { itemFieldCells, itemFieldsSummary, type ItemFields } from './item-field-cells';
import { siteItemsStep, type ListedItems } from './run-item-fields';
import { forecastChoice, forecastSite, type ForecastRun } from './run-forecast';
import { checkLive, type LiveRun } from './run-live';
import type { AuditedCell, AuditFinding, SiteOutcome, SiteTarget } from './types';

/**
 * Sites reading their published pages at once (`--live`): enough to keep the machine busy, since
 * reading is bound by fetching and parsing, not by any rate limit.
 */
const LIVE_AT_ONCE = 2;

/** The service's answers read at once across sites (see `answer-gate.ts`). */
const ANSWERS_AT_ONCE = 4;

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
  /** With `--items`: the item fields that feed item pages' titles and descriptions are checked. */
  items?: boolean;
  /** With `--forecast`: how each site's publish is forecast after its audit. */
  forecast?: ForecastRun;
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

/**
 * A site audited, as its live check and its report need it. The report cells are made from it
 * only when they are needed (with `--live`, in the site's turn): they weigh more than the
 * findings they are made of, and a site waiting for its turn should hold as little as it can.
 */
interface Audited {
  /** The audit without its cells (`cells` is empty): those are in `cellsFile`. */
  audit: SiteAudit;
  /** The site's cells with the checker's findings (see `cell-spool.ts`). */
  cellsFile: string;
  /** The site's published origin (see `siteOrigin`). */
  origin: string;
  /** Its collections with their items (`--live` item pages) and item fields (`--items`). */
  listed: ListedItems;
}

/** The audit of a site with its cells read back, and its report cells. */
async function cellsOfAudited(a: Audited): Promise<{ audit: SiteAudit; cells: AuditedCell[] }> {
  const back = await readCells(a.cellsFile);
  const audit = { ...a.audit, cells: back.cells };
  return { audit, cells: cellsOf(audit, { findings: back.findings, origin: a.origin }) };
}

/** The audit of one site. */
async function auditSite(
  client: ApiClient,
  target: SiteTarget,
  options: AuditSitesOptions & { spool: CellSpool },
  onSite: (site: Site) => void,
): Promise<Audited> {
  const wanted = options.locales.map((l) => l.toLowerCase());
  const file = await options.spool.file();
  // The findings of the chunk being checked: `onChecked` comes before its chunk's `onCells`.
  const findings = new Map<string, readonly AuditFinding[]>();
  const findingsOf = markupFindings();
  let site: Site | undefined;
  const notice = (message: string) => options.onNotice?.(target.siteId, message);
  const items = siteItemsStep(options, () => site!, notice);
  const audit = await runSiteAudit(client, target.siteId, {
    check: options.check,
    drafts: async () => [],
    onProgress: options.onProgress,
    onSite: (s) => {
      site = s;
      onSite(s);
      requireLocales(s, wanted);
    },
    onChecked: (cell, result) => findings.set(cellKey(cell), findingsOf(result.diagnostics)),
    onCells: (cells) => {
      file.add(cells.map(([i, cell]) => [i, cell, findings.get(cellKey(cell)) ?? []]));
      findings.clear();
    },
    // Only the live check compares the published pages with the stored markup.
    keepMarkup: options.live !== undefined,
    audits: (locale) => wanted.length === 0 || requested(localeName(locale), wanted),
    ...(items ? { items: items.items } : {}),
  });
  await file.flush();
  const listed = items?.listed ?? { collections: null, fields: null };
  return { audit, cellsFile: file.path, origin: siteOrigin(site!), listed };
}

/** What the report says of an audited site, besides its identity and time. */
function reported(audit: SiteAudit, cells: AuditedCell[], fields: ItemFields | null) {
  return {
    siteName: audit.siteName,
    failure: null,
    locales: audit.locales.map(localeName),
    cells,
    requests: audit.requests,
    ...(fields ? { itemFields: itemFieldsSummary(fields) } : {}),
  };
}

/**
 * Audits one site; answers how to make its outcome. Without `--live` the report cells are made
 * only when that is called (see `auditSites`); with it, in the site's live turn.
 */
async function auditOne(
  target: SiteTarget,
  queue: RateLimitQueue,
  options: AuditSitesOptions & { spool: CellSpool },
  turns: LiveTurns,
  gate: typeof fetch,
): Promise<() => Promise<SiteOutcome>> {
  const startedAt = Date.now();
  const client = createApiClient({
    baseUrl: options.api,
    getToken: () => target.token,
    queue,
    fetch: gate,
  });
  let site: Site | undefined;
  let auditMs: number | undefined;
  const base = { siteId: target.siteId, tokenEnv: target.tokenEnv, startedAt };
  const times = () => {
    const durationMs = Date.now() - startedAt;
    return { rateLimit: queue.status().limit ?? null, auditMs: auditMs ?? durationMs, durationMs };
  };
  const failed = (error: unknown): SiteOutcome => ({
    ...base,
    siteName: site?.displayName ?? site?.shortName ?? target.siteId,
    failure: describeFailure(error, target.tokenEnv, options.api),
    locales: [],
    cells: [],
    requests: null,
    ...times(),
  });
  try {
    const forecasting = options.forecast;
    const held: Held<Audited> = {
      value: await auditSite(client, target, options, (s) => {
        site = s;
        // A host the site does not have fails it now, not after its audit.
        if (forecasting) forecastChoice(s, forecasting.config);
      }),
    };
    auditMs = Date.now() - startedAt;
    const forecast = forecasting && {
      forecast: await forecastSite(client, site!, target, forecasting),
    };
    const live = options.live;
    if (!live) {
      const audited = held.value!;
      const ended = { ...times(), ...forecast };
      const { fields } = audited.listed;
      // A spool file that cannot be read back fails its site, not the run.
      return () =>
        cellsOfAudited(audited).then(({ audit, cells }) => {
          const items = itemFieldCells(audit, fields, [], audited.origin);
          return { ...base, ...reported(audit, [...cells, ...items], fields), ...ended };
        }, failed);
    }
    const done = await turns.run(held, async (audited) => {
      const { audit, cells } = await cellsOfAudited(audited);
      const { collections, fields } = audited.listed;
      const checked = await checkLive(audit, cells, live, { collections, client });
      const items = itemFieldCells(audit, fields, checked.items, checked.live.origin);
      const host = checked.host ? [checked.host] : [];
      return { ...reported(audit, [...cells, ...items, ...host], fields), live: checked.live };
    });
    const outcome = { ...base, ...done, ...times(), ...forecast };
    return async () => outcome;
  } catch (error) {
    const outcome = failed(error);
    return async () => outcome;
  }
}

/**
 * Audits every target concurrently. Each outcome goes to `consume` as its site ends, one site at a
 * time, and only what `consume` answers is kept (a site's cells need not outlive its report);
 * those come back in the targets' order. On equal plans every site ends at about the same time: a
 * site's report cells are made only once `consume` is done with the site before, so that the cells
 * of one site at a time are held, not those of every site waiting to be written.
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
  const turns = createLiveTurns(LIVE_AT_ONCE);
  const gate = answerGate(ANSWERS_AT_ONCE);
  let reporting: Promise<unknown> = Promise.resolve();
  const spool = createCellSpool();
  const report = async (outcome: () => Promise<SiteOutcome>): Promise<R> => {
    const done = reporting.then(async () => consume(await outcome()));
    reporting = done.catch(() => undefined);
    return done;
  };
  try {
    return await Promise.all(
      targets.map(async (target) =>
        report(await auditOne(target, queueFor(target.token), { ...options, spool }, turns, gate)),
      ),
    );
  } finally {
    await turns.close();
    await spool.close();
  }
}
