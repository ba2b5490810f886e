/**
 * Audits many sites at once with the grid's own audit (`runSiteAudit`). Each credential gets one
 * rate-limit queue, paced from the service's headers for that credential: sites with their own
 * tokens run side by side on their own budgets, sites sharing a token share its queue. With
 * `--live` or `--items`, each site's collection items are listed during its audit (`--items`
 * checks their fields as they come, `run-item-fields.ts`), then with `--live` a few sites at a time
 * read their published pages (`live-turns.ts`). With `--forecast`, each site's publish is then
 * forecast (`run-forecast.ts`). A site that fails or is slow never stops the others; each ends
 * with an outcome. One site's audit itself is `audit-site.ts`.
 * @module
 */
import { createApiClient } from '../../core/api/client';
import { createRateLimitQueue, type RateLimitQueue } from '../../core/api/rate-limit-queue';
import type { Site } from '../../core/api/sites';
import type { SiteAudit } from '../../features/site';
import { answerGate } from './answer-gate';
import { auditSite, cellsOfAudited, type Audited, type SiteAuditOptions } from './audit-site';
import { createCellSpool, type CellSpool } from './cell-spool';
import { describeFailure } from './failure';
import { localeName } from './findings';
import { createLiveTurns, type Held, type LiveTurns } from './live-turns';
import { itemFieldCells, itemFieldsSummary, type ItemFields } from './item-field-cells';
import { forecastChoice, forecastSite, type ForecastRun } from './run-forecast';
import { checkLive } from './run-live';
import type { AuditedCell, SiteOutcome, SiteTarget } from './types';

/**
 * Sites reading their published pages at once (`--live`): enough to keep the machine busy, since
 * reading is bound by fetching and parsing, not by any rate limit.
 */
const LIVE_AT_ONCE = 2;

/** The service's answers read at once across sites (see `answer-gate.ts`). */
const ANSWERS_AT_ONCE = 4;

/** How `auditSites` runs: what each site's audit reads (`audit-site.ts`), and the rest. */
export interface AuditSitesOptions extends SiteAuditOptions {
  /** The service origin, e.g. `https://api.webflow.com`. */
  api: string;
  /** With `--forecast`: how each site's publish is forecast after its audit. */
  forecast?: ForecastRun;
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
