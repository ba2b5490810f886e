/**
 * The handlers of the forecast messages: one forecast per site at a time, kept in memory for the
 * page that asked (a stopped worker forgets it; the page asks again). What is saved is read once
 * per dialog (`fresh`) and reused for a few minutes while the editor changes the chosen hosts;
 * each host is read live once.
 * @module
 */
import type { ApiClient } from '../../../core/api/client';
import { allRedirects } from '../../../core/api/redirects';
import type { Endpoints } from '../../../core/settings/defaults';
import { accessPattern, createPoliteFetch, type LiveSiteResult } from '../../live-site';
import { fromStored, liveSiteItem } from '../../live-site/background';
import { originOf } from '../../live-site/model';
import { pathKey, readSlugMoves } from '../../redirects/background';
import { forecastCounts } from './forecast-counts';
import { forecastHost, type HostTarget } from './forecast-host';
import { checkAfterPublish, MAX_WAIT_MS } from './after-check';
import type { AfterCheck, Forecast, ForecastProgress, HostForecast } from './forecast-types';
import { readLive } from './read-live';
import { hostTargets, publishLogItem } from './publish-log';
import { readSavedPage } from './saved-page';
import { changedItemsOf, readSavedSite, type CheckValue, type SavedSite } from './saved-site';

/** What the forecast handlers need from the background. */
export interface ForecastDeps {
  clientFor(siteId: string): Promise<ApiClient>;
  getEndpoints(): Promise<Endpoints>;
  /** `permissions.contains({ origins })`. */
  hasAccess(origins: string[]): Promise<boolean>;
  /** Builds the checker (loads the vocabulary once). */
  loadCheck(): Promise<CheckValue>;
  fetch?: typeof fetch;
  now?(): number;
  /** Waits between the after-publish check's rounds; default a timer. */
  sleep?(ms: number): Promise<void>;
}

/** What a page asks to forecast. */
export interface ForecastAsk {
  siteId: string;
  staging: boolean;
  customDomainIds: string[];
  pageId?: string;
  fresh?: boolean;
}

/** How long what was read of the saved site is reused while the chosen hosts change. */
export const SAVED_TTL_MS = 5 * 60_000;

interface SavedEntry {
  saved: Promise<SavedSite>;
  at: number;
  hosts: Map<string, Promise<HostForecast>>;
}

/** Builds the handlers of `forecastMessages`. */
export function createForecastHandlers(deps: ForecastDeps) {
  const now = () => (deps.now ?? Date.now)();
  const progress = new Map<string, ForecastProgress>();
  const results = new Map<string, Forecast>();
  const saves = new Map<string, SavedEntry>();
  const runs = new Map<string, number>();
  // What the last forecast of each site was computed from, for the check after its publish.
  const savedOf = new Map<string, SavedSite>();
  const afters = new Map<string, AfterCheck>();
  let check: Promise<CheckValue> | undefined;

  const savedFor = (ask: ForecastAsk, report: (p: Partial<ForecastProgress>) => void) => {
    const key = `${ask.siteId}:${ask.pageId ?? ''}`;
    const known = saves.get(key);
    if (known && !ask.fresh && now() - known.at < SAVED_TTL_MS) return known;
    const entry: SavedEntry = {
      at: now(),
      hosts: new Map(),
      saved: (async () => {
        const client = await deps.clientFor(ask.siteId);
        // A loader that failed (a stopped worker mid-load) is tried again by the next forecast.
        check ??= deps.loadCheck().catch((error: unknown) => {
          check = undefined;
          throw error;
        });
        const checker = await check;
        return ask.pageId
          ? readSavedPage(client, ask.siteId, ask.pageId, checker, now)
          : readSavedSite(client, ask.siteId, checker, {
              now,
              onProgress: (done, total) => report({ phase: 'saved', done, total }),
            });
      })(),
    };
    entry.saved.catch(() => saves.get(key) === entry && saves.delete(key));
    saves.set(key, entry);
    return entry;
  };

  const run = async (ask: ForecastAsk, runId: number, startedAt: number) => {
    const { siteId } = ask;
    const current = () => runs.get(siteId) === runId;
    const report = (p: Partial<ForecastProgress>) => {
      if (!current()) return;
      const last = progress.get(siteId)!;
      progress.set(siteId, { ...last, ...p });
    };
    const entry = savedFor(ask, report);
    const saved = await entry.saved;
    const endpoints = await deps.getEndpoints();
    const log = await publishLogItem(siteId).getValue();
    const targets = hostTargets(saved.site, ask, endpoints.stagingSuffix, log);
    const fetcher = createPoliteFetch({ fetch: deps.fetch, cache: 'no-store' });
    const stored = await liveSiteItem(siteId).getValue();
    const live: LiveSiteResult | null = stored ? fromStored(stored) : null;
    const moves = await readSlugMoves(siteId);
    let sources: Promise<ReadonlySet<string> | null> | undefined;
    let apiExtra = 0;
    const redirectSources = () =>
      (sources ??= (async () => {
        apiExtra++;
        const client = await deps.clientFor(siteId);
        return new Set((await allRedirects(client, siteId)).map((r) => pathKey(r.fromUrl)));
      })().catch(() => null));
    const reading = new Map<string, { done: number; total: number }>();
    const onRead = (key: string) => (done: number, total: number) => {
      reading.set(key, { done, total });
      const all = [...reading.values()];
      report({
        phase: 'live',
        done: all.reduce((n, r) => n + r.done, 0),
        total: all.reduce((n, r) => n + r.total, 0),
      });
    };
    report({ phase: 'live', done: 0, total: 0 });
    const hosts = await Promise.all(
      targets.map((t): Promise<HostForecast> => {
        const target: HostTarget = { ...t, origin: originOf(t.host, endpoints.apiBase) };
        const cached = entry.hosts.get(target.key);
        if (cached) return cached;
        const made = (async (): Promise<HostForecast> => {
          const pattern = accessPattern(target.origin);
          if (!(await deps.hasAccess([pattern])))
            return {
              ...target,
              needsAccess: pattern,
              pages: [],
              counts: forecastCounts([]),
              reads: 0,
              notRead: 0,
            };
          return forecastHost(saved, target, {
            fetcher,
            check: await check!,
            moves,
            live,
            redirectSources,
            pageId: ask.pageId,
            onRead: onRead(target.key),
          });
        })();
        // A host that could not be read yet (no access) is read again when asked again.
        void made.then(
          (h) => h.needsAccess === undefined && entry.hosts.set(target.key, made),
          () => undefined,
        );
        return made;
      }),
    );
    if (!current()) return;
    savedOf.set(siteId, saved);
    results.set(siteId, {
      siteId,
      scope: ask.pageId ? 'page' : 'site',
      ...(ask.pageId ? { pageId: ask.pageId } : {}),
      computedAt: now(),
      hosts,
      changedItems: ask.pageId ? [] : changedItemsOf(saved),
      requests: { api: saved.requests + apiExtra, live: hosts.reduce((n, h) => n + h.reads, 0) },
    });
    progress.set(siteId, { siteId, phase: 'done', done: 1, total: 1, startedAt });
  };

  return {
    async forecast(ask: ForecastAsk): Promise<ForecastProgress> {
      const runId = (runs.get(ask.siteId) ?? 0) + 1;
      runs.set(ask.siteId, runId);
      results.delete(ask.siteId);
      afters.delete(ask.siteId);
      const startedAt = now();
      const first: ForecastProgress = {
        siteId: ask.siteId,
        phase: 'saved',
        done: 0,
        total: 0,
        startedAt,
      };
      progress.set(ask.siteId, first);
      run(ask, runId, startedAt).catch((error: unknown) => {
        if (runs.get(ask.siteId) !== runId) return;
        progress.set(ask.siteId, {
          ...progress.get(ask.siteId)!,
          phase: 'failed',
          error: error instanceof Error ? error.message : String(error),
        });
      });
      return first;
    },
    async getForecast({ siteId }: { siteId: string }) {
      return {
        progress: progress.get(siteId) ?? null,
        forecast: results.get(siteId) ?? null,
        after: afters.get(siteId) ?? null,
      };
    },
    /**
     * After a publish to `hostKeys` (of `pageId` alone, or the site): when the last forecast was of
     * that publish, reads its changed versions again there and compares (`getForecast`'s `after`).
     */
    afterPublish(siteId: string, hostKeys: readonly string[], pageId?: string) {
      const forecast = results.get(siteId);
      const saved = savedOf.get(siteId);
      afters.delete(siteId);
      // What was read before the publish is history now: the next forecast reads again.
      for (const key of [...saves.keys()]) if (key.startsWith(`${siteId}:`)) saves.delete(key);
      if (!forecast || !saved || forecast.pageId !== pageId) return;
      const hosts = forecast.hosts.filter((h) => hostKeys.includes(h.key) && !h.needsAccess);
      if (hosts.length === 0) return;
      const fetcher = createPoliteFetch({ fetch: deps.fetch, cache: 'no-store' });
      const set = (check: AfterCheck) =>
        results.get(siteId) === forecast && afters.set(siteId, check);
      set({ state: 'checking', hosts: [], waitedMs: 0, maxWaitMs: MAX_WAIT_MS, rounds: 0 });
      checkAfterPublish(saved, hosts, {
        read: (origin, path) => readLive(fetcher, origin, path, now()),
        sleep: deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))),
        now,
        onRound: set,
      }).then(set, (error: unknown) =>
        set({
          state: 'failed',
          hosts: [],
          waitedMs: 0,
          maxWaitMs: MAX_WAIT_MS,
          rounds: 0,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    },
  };
}
