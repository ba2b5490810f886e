/**
 * The live check of a whole site as protocol messages. `live-site.checkLiveSite` starts a check (or joins the
 * one in flight for that site) and answers at once with its progress; pages follow it with
 * `live-site.getLiveSiteProgress` and read the result, cached in `storage.local`, with `live-site.getLiveSite`. After the
 * static pages the same check reads the item pages of the site's stored collection items (same
 * fetcher, caps and cancel); `live-site.getLiveItems` answers each collection's stored result.
 * `live-site.readPublishedPage` reads one published page now (`read-published-page.ts`).
 * `register.ts` registers them with the background.
 * @module
 */
import { z } from 'zod';
import { id, out } from '../../core/messaging/schemas';
import { t } from '../../core/i18n/t';
import { readPageSchema } from '../schema/background';
import type { SiteAudit } from '../site';
import { loadJsonLdCheck } from '../site/background';
import { liveIndexItem, liveItemsItem, liveSiteItem } from './live-store';
import { createHostIndexStart } from './indexing/host-index-start';
import type { HostIndex } from './indexing/index-types';
import { fromStoredItems, siteItemsItem } from '../collections';
import { isSiteOrigin } from './site-origin';
import { accessPattern } from './access-pattern';
import { languageFixPlan } from './language-fix-plan';
import { liveCellDiff } from './live-cell-diff';
import { fromStored, toStored } from './live-store';
import type { LanguageFixEntry, LiveCellDiff, LiveProgress, LiveSiteResult } from './live-types';
import { createPoliteFetch } from './polite-fetch';
import {
  createReadPublishedPage,
  readPublishedPageMessage,
  type PublishedPageDeps,
} from './read-published-page';
import { LiveCheckCancelled, runLiveCheck } from './run-live-check';
import type { CheckItemBlock } from './items/item-read';
import { itemCheckInput } from './items/item-targets';
import type { LiveItems } from './items/item-types';
import { loadItemCheck } from './items/load-item-check';
import { runItemCheck } from './items/run-item-check';

const siteRef = z.object({ siteId: id }).strict();

/** A site's published origin (`https://host[:port]`), nothing more. */
export const originSchema = z
  .string()
  .max(512)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'An origin such as https://example.com');

/** Every live-check message: `request` is what a page sends, `response` what the background answers. */
export const liveSiteMessages = {
  checkLiveSite: {
    request: z
      .object({
        siteId: id,
        origin: originSchema,
        /** Run the site audit again first (e.g. after a publish) instead of using the cached one. */
        fresh: z.boolean().optional(),
      })
      .strict(),
    response: out<LiveProgress>(),
  },
  getLiveSiteProgress: { request: siteRef, response: out<LiveProgress | null>() },
  cancelLiveSite: { request: siteRef, response: out<LiveProgress | null>() },
  getLiveSite: { request: siteRef, response: out<LiveSiteResult | null>() },
  /** The last live check of each of the site's collections (its item pages), in grid order. */
  getLiveItems: { request: siteRef, response: out<LiveItems[]>() },
  /** What the last live check read about its host: robots.txt, the sitemap, the staging host. */
  getLiveIndex: { request: siteRef, response: out<HostIndex | null>() },
  liveCellDiff: {
    request: z.object({ siteId: id, pageId: id, localeId: id.nullable() }).strict(),
    response: out<LiveCellDiff>(),
  },
  languageFixPlan: { request: siteRef, response: out<LanguageFixEntry[]>() },
  readPublishedPage: readPublishedPageMessage,
} as const;

type Messages = typeof liveSiteMessages;

/** The background's handlers of `liveSiteMessages`. */
export type LiveSiteHandlers = {
  [K in keyof Messages]: (
    data: z.output<Messages[K]['request']>,
  ) => Promise<z.output<Messages[K]['response']>>;
};

/** What the live-check handlers need from the background (the client, access and fetch too). */
export interface LiveSiteHandlerDeps extends PublishedPageDeps {
  /** The site's audit: the cached one unless `fresh`, else one run now (shared with the grid). */
  audit(siteId: string, fresh: boolean): Promise<SiteAudit>;
  /** The checker of extra live blocks; default `checkJsonLd` with the vocabulary. */
  loadCheck?(): Promise<(value: unknown) => { errors: number; warnings: number }>;
  /** The per-block checker of item pages; default `loadItemCheck`. */
  loadItemCheck?(): Promise<CheckItemBlock>;
}

/** Builds the handlers; one live check per site runs at a time. */
export function createLiveSiteHandlers(deps: LiveSiteHandlerDeps): LiveSiteHandlers {
  const progress = new Map<string, LiveProgress>();
  const running = new Map<string, AbortController>();
  let check: Promise<(value: unknown) => { errors: number; warnings: number }> | undefined;
  let itemCheck: Promise<CheckItemBlock> | undefined;
  const now = () => (deps.now ?? Date.now)();
  const fetcher = (signal?: AbortSignal) =>
    createPoliteFetch({ ...deps.fetchOptions, fetch: deps.fetch, signal });
  const set = (siteId: string, next: Omit<LiveProgress, 'siteId'>) => {
    const p = { siteId, ...next };
    progress.set(siteId, p);
    return p;
  };

  const hostIndex = createHostIndexStart(deps);

  // Synchronous up to `running.set`, so a second request in the same tick joins this run.
  const start = (siteId: string, origin: string, fresh: boolean) => {
    const startedAt = now();
    const controller = new AbortController();
    running.set(siteId, controller);
    // A cancelled run says nothing more: a new run may already have started.
    const report = (next: Omit<LiveProgress, 'siteId' | 'startedAt'>) => {
      if (running.get(siteId) === controller) set(siteId, { ...next, startedAt });
    };
    report({ phase: 'listing', done: 0, total: 0 });
    void (async () => {
      try {
        const audit = await deps.audit(siteId, fresh);
        if (controller.signal.aborted) throw new LiveCheckCancelled();
        const stagingSuffix = await deps.stagingSuffix();
        if (!isSiteOrigin(audit, origin, stagingSuffix))
          throw new Error(t('livecheck_not_site_origin', new URL(origin).host));
        check ??= (deps.loadCheck ?? loadJsonLdCheck)();
        const polite = fetcher(controller.signal);
        // robots.txt and the sitemap first: each page version then gets its verdict as it is read.
        const index = await hostIndex(audit, origin, polite, stagingSuffix);
        // The (fresh) audit has just read the service: its client knows the service's clock.
        const client = await deps.clientFor(siteId);
        const result = await runLiveCheck(audit, origin, {
          serviceOffsetMs: client?.serviceClockOffsetMs(),
          fetcher: polite,
          index,
          check: await check,
          signal: controller.signal,
          now: deps.now,
          onProgress: (done, total, differing) =>
            report({ phase: 'reading', done, total, differing }),
        });
        await liveSiteItem(siteId).setValue(toStored(result));
        let total = result.cells.length;
        const stored = await siteItemsItem(siteId).getValue();
        const collections = stored ? fromStoredItems(stored).collections : [];
        if (collections.length > 0) {
          itemCheck ??= (deps.loadItemCheck ?? loadItemCheck)();
          const items = await runItemCheck(itemCheckInput(audit, collections, origin), {
            fetcher: polite,
            index,
            check: await itemCheck,
            signal: controller.signal,
            now: deps.now,
            onProgress: (p) =>
              report({
                phase: 'reading',
                done: p.done,
                total: p.total,
                items: p.items,
                itemsTotal: p.itemsTotal,
              }),
          });
          for (const r of items) await liveItemsItem(siteId, r.collectionId).setValue(r);
          total = items.reduce((n, r) => n + r.counts.versions, 0);
        }
        if (controller.signal.aborted) throw new LiveCheckCancelled();
        const host = await index.finish();
        if (controller.signal.aborted) throw new LiveCheckCancelled();
        await liveIndexItem(siteId).setValue(host);
        report({ phase: 'done', done: total, total });
      } catch (error) {
        const last = progress.get(siteId);
        const counts = { done: last?.done ?? 0, total: last?.total ?? 0 };
        if (!controller.signal.aborted)
          report({
            phase: 'failed',
            ...counts,
            error: error instanceof Error ? error.message : String(error),
          });
      } finally {
        if (running.get(siteId) === controller) running.delete(siteId);
      }
    })();
  };

  const cached = async (siteId: string) => {
    const stored = await liveSiteItem(siteId).getValue();
    if (!stored) throw new Error(t('livecheck_no_result'));
    return fromStored(stored);
  };

  return {
    async checkLiveSite({ siteId, origin, fresh }) {
      if (running.has(siteId)) return progress.get(siteId)!;
      const pattern = accessPattern(origin);
      if (!(await deps.hasAccess([pattern])))
        return {
          siteId,
          phase: 'failed',
          done: 0,
          total: 0,
          startedAt: now(),
          needsAccess: [pattern],
        };
      if (!running.has(siteId)) start(siteId, origin, fresh ?? false);
      return progress.get(siteId)!;
    },
    getLiveSiteProgress: async ({ siteId }) => progress.get(siteId) ?? null,
    async cancelLiveSite({ siteId }) {
      const controller = running.get(siteId);
      const last = progress.get(siteId);
      if (!controller || !last) return last ?? null;
      running.delete(siteId);
      controller.abort();
      return set(siteId, { ...last, phase: 'cancelled' });
    },
    async getLiveSite({ siteId }) {
      const stored = await liveSiteItem(siteId).getValue();
      return stored ? fromStored(stored) : null;
    },
    async getLiveItems({ siteId }) {
      const stored = await siteItemsItem(siteId).getValue();
      const results = await Promise.all(
        (stored?.collections ?? []).map((c) => liveItemsItem(siteId, c.id).getValue()),
      );
      return results.filter((r): r is LiveItems => r !== null);
    },
    getLiveIndex: async ({ siteId }) => liveIndexItem(siteId).getValue(),
    async liveCellDiff({ siteId, pageId, localeId }) {
      const result = await cached(siteId);
      const cell = result.cells.find((c) => c.pageId === pageId && c.localeId === localeId);
      if (!cell) throw new Error(t('livecheck_not_checked'));
      const client = await deps.clientFor(siteId);
      if (!client) throw new Error(t('site_not_signed_in'));
      const [saved] = await readPageSchema(client, siteId, pageId, [localeId]);
      return liveCellDiff(fetcher(), cell.url, saved!, result.origin);
    },
    languageFixPlan: async ({ siteId }) => languageFixPlan(await cached(siteId)),
    readPublishedPage: createReadPublishedPage(deps),
  };
}
