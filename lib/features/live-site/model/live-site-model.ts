/**
 * The live check of a whole site as the Site tab shows it: the host to read (staging or a custom
 * domain), host access asked for in the editor's click, the running check's progress with cancel,
 * and the cached result laid over the grid (a live badge per cell, a live filter, a cell's diff of
 * live against saved, the language findings per page and their fix through the bulk preview),
 * and the item pages' result per collection (its findings on the group row, each item's state).
 * @module
 */
import { computed, effect, signal } from '@preact/signals';
import type { HostAccess } from '../../../core/model/host-access';
import { t } from '../../../core/i18n/t';
import type { LiveProgress, LiveSiteResult } from '../live-types';
import type { HostIndex } from '../indexing/index-types';
import type { LiveItems } from '../items/item-types';
import type { MessagingClient } from '../../../core/messaging/client';
import { cellKey, type CellRef } from '../../site';
import { createLiveCellDetail } from './live-cell-detail';
import { liveCellMatches, findingsByPage, type LiveFilter } from './live-filter';
import { createLiveFixes } from './live-fixes';
import { createLiveHostChoice } from './live-host-choice';
import type { SiteModel } from '../../site/model';

export type { LiveDiffState } from './live-cell-detail';

/** What the model needs from its page. */
export interface LiveSiteDeps {
  client: MessagingClient;
  /** The grid the result is laid over. */
  grid: SiteModel;
  /** Host permissions; without it the background alone decides (and answers `needsAccess`). */
  hostAccess?: HostAccess;
  /** How often a running check's progress is read. */
  pollMs?: number;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
const active = (p: LiveProgress | null) => p?.phase === 'listing' || p?.phase === 'reading';

/** Creates the model. */
export function createLiveSiteModel({ client, grid, hostAccess, pollMs = 1000 }: LiveSiteDeps) {
  const siteId = signal<string | undefined>(undefined);
  const result = signal<LiveSiteResult | null>(null);
  const items = signal<readonly LiveItems[]>([]);
  const index = signal<HostIndex | null>(null);
  const progress = signal<LiveProgress | null>(null);
  const error = signal<string | undefined>(undefined);
  const cancelled = signal(false);
  const choice = createLiveHostChoice(client, hostAccess);
  const { hosts, origin, access } = choice;
  const filter = signal<LiveFilter>('any');
  const { reset: resetDetail, ...detail } = createLiveCellDetail(client, siteId);
  const fixes = createLiveFixes(client, grid, siteId);
  const running = computed(() => active(progress.value));
  const byKey = computed(() => new Map(result.value?.cells.map((c) => [cellKey(c), c]) ?? []));
  const byCollection = computed(() => new Map(items.value.map((r) => [r.collectionId, r])));
  /** Language findings per page, in the grid's page order. */
  const findings = computed(() =>
    findingsByPage(result.value, grid.audit.value?.pages.map((p) => p.id) ?? []),
  );
  const fixable = computed(() =>
    findings.value.reduce((n, [, list]) => n + list.filter((f) => f.fixable).length, 0),
  );
  let poll: ReturnType<typeof setTimeout> | undefined;
  let pendingHost: string | undefined;

  effect(() => {
    const f = filter.value;
    const cells = byKey.value;
    grid.cellFilter.value = f === 'any' ? null : (c) => liveCellMatches(cells.get(cellKey(c)), f);
  });

  const fail = (site: string, e: unknown) => {
    if (site !== siteId.value) return;
    error.value = messageOf(e);
    progress.value = null;
  };

  const follow = (site: string, p: LiveProgress) => {
    if (site !== siteId.value) return;
    if (p.needsAccess && p.needsAccess.length > 0) {
      progress.value = null;
      access.value = { state: 'needed', origins: p.needsAccess };
      return;
    }
    progress.value = p;
    if (p.phase === 'failed') return void (error.value = p.error ?? t('site_live_failed_unknown'));
    if (p.phase === 'cancelled') {
      cancelled.value = true;
      progress.value = null;
      return;
    }
    if (p.phase === 'done') {
      void Promise.all([
        client.request('live-site.getLiveSite', { siteId: site }),
        client.request('live-site.getLiveItems', { siteId: site }),
        client.request('live-site.getLiveIndex', { siteId: site }),
      ]).then(
        ([r, i, x]) => {
          if (site !== siteId.value) return;
          result.value = r;
          items.value = i;
          index.value = x;
          progress.value = null;
          // The check compared with an audit read now: the grid shows that one too.
          void grid.reload();
        },
        (e) => fail(site, e),
      );
      return;
    }
    poll = setTimeout(() => {
      client.request('live-site.getLiveSiteProgress', { siteId: site }).then(
        (next) => (next ? follow(site, next) : (progress.value = null)),
        (e) => fail(site, e),
      );
    }, pollMs);
  };

  const start = async (site: string, from: string) => {
    clearTimeout(poll);
    error.value = undefined;
    cancelled.value = false;
    access.value = { state: 'held' };
    try {
      // Compared with what is stored now, not with an older audit: saves since then must not
      // read as drift.
      const answer = await client.request('live-site.checkLiveSite', {
        siteId: site,
        origin: from,
        fresh: true,
      });
      follow(site, answer);
    } catch (e) {
      fail(site, e);
    }
  };

  const loadHosts = async (site: string) => {
    const list = await choice.load(site);
    if (!list || site !== siteId.value) return;
    hosts.value = list;
    const wanted =
      list.find((h) => h.host === pendingHost) ??
      list.find((h) => h.origin === result.value?.origin) ??
      list[0];
    if (!wanted) return;
    choice.choose(wanted.origin);
    if (wanted.host !== pendingHost) return;
    pendingHost = undefined;
    await choice.readAccess(wanted.origin);
    if (access.value.state === 'held' && !running.value) await start(site, wanted.origin);
  };

  return {
    siteId,
    /** The cached or last finished check of the site, or null. */
    result,
    /** What the last check read about its host: robots.txt, the sitemap, the staging host. */
    index,
    /** The last check of each collection's item pages. */
    items,
    progress,
    running,
    error,
    /** The last check was cancelled. */
    cancelled,
    /** The site's hosts, the chosen one, and access to it. */
    choice,
    filter,
    ...detail,
    /** The fixes of the language findings, previewed in the bulk panel. */
    fixes,
    /** Language findings per page id, in the grid's page order. */
    findings,
    /** How many language findings the extension can fix through the API. */
    fixable,
    /** The live cell of `cell`, when the last check read it. */
    cellOf: (cell: CellRef) => byKey.value.get(cellKey(cell)),
    /** The last check of a collection's item pages, when there is one. */
    itemsOf: (collectionId: string) => byCollection.value.get(collectionId),
    /** Shows site `id`'s cached check, follows one running, and reads its hosts. */
    async open(id: string) {
      if (id === siteId.value) return;
      clearTimeout(poll);
      siteId.value = id;
      result.value = null;
      items.value = [];
      index.value = null;
      progress.value = null;
      error.value = undefined;
      cancelled.value = false;
      choice.reset();
      resetDetail();
      fixes.reset();
      filter.value = 'any';
      try {
        const [cached, cachedItems, now, cachedIndex] = await Promise.all([
          client.request('live-site.getLiveSite', { siteId: id }),
          client.request('live-site.getLiveItems', { siteId: id }),
          client.request('live-site.getLiveSiteProgress', { siteId: id }),
          client.request('live-site.getLiveIndex', { siteId: id }),
        ]);
        if (id !== siteId.value) return;
        result.value = cached;
        items.value = cachedItems;
        index.value = cachedIndex;
        if (now && active(now)) follow(id, now);
      } catch (e) {
        fail(id, e);
      }
      await loadHosts(id);
    },
    /** Reads the site's hosts again (after they failed). */
    reloadHosts: () => (siteId.value ? loadHosts(siteId.value) : Promise.resolve()),
    /**
     * Checks the chosen host. Call it straight from the click: when access is not held yet it is
     * asked for first, and the browser allows that only during the editor's gesture.
     */
    check(): Promise<void> {
      const site = siteId.value;
      const from = origin.value;
      if (!site || !from || running.value) return Promise.resolve();
      const now = access.value;
      if (now.state === 'held') return start(site, from);
      return choice
        .ask('origins' in now ? now.origins : [from])
        .then((granted) => (granted ? start(site, from) : undefined));
    },
    /** Checks `host` once the site's hosts are read (after a publish to it). */
    checkHost(host: string): Promise<void> {
      const site = siteId.value;
      const known = hosts.value?.find((h) => h.host === host);
      if (!site || !known) {
        pendingHost = host;
        return Promise.resolve();
      }
      choice.choose(known.origin);
      return choice
        .readAccess(known.origin)
        .then(() =>
          access.value.state === 'held' && !running.value ? start(site, known.origin) : undefined,
        );
    },
    /** Stops the running check. */
    async cancel() {
      const site = siteId.value;
      if (!site || !running.value) return;
      try {
        const p = await client.request('live-site.cancelLiveSite', { siteId: site });
        clearTimeout(poll);
        if (p) follow(site, p.phase === 'done' ? p : { ...p, phase: 'cancelled' });
        else progress.value = null;
      } catch (e) {
        fail(site, e);
      }
    },
    /** Stops the timers. */
    dispose() {
      clearTimeout(poll);
    },
  };
}

/** The live check's model. */
export type LiveSiteModel = ReturnType<typeof createLiveSiteModel>;
