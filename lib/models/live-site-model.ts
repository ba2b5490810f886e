/**
 * The live check of a whole site as the Site tab shows it: the host to read (staging or a custom
 * domain), host access asked for in the editor's click, the running check's progress with cancel,
 * and the cached result laid over the grid (a live badge per cell, a live filter, a cell's diff of
 * live against saved, the language findings per page and their fix through the bulk preview).
 * @module
 */
import { computed, effect, signal } from '@preact/signals';
import type { PlanChange } from '../bulk/change-types';
import { bulkText } from '../bulk/messages';
import type { HostAccess } from '../fonts/upload-access';
import { t } from '../i18n/t';
import type {
  LanguageFinding,
  LanguageFixEntry,
  LiveCell,
  LiveCellDiff,
  LiveProgress,
  LiveSiteResult,
  LiveState,
} from '../live-site/live-types';
import type { MessagingClient } from '../messaging/client';
import { hostPatternOf } from '../settings/host-pattern';
import { cellKey, type CellRef } from '../site/cell';
import type { BulkModel } from './bulk-model';
import { liveHostsOf, type LiveHost } from './live-hosts';
import type { SiteModel } from './site-model';

/** What the live filter keeps: a live state, cells with language findings, or with extra blocks. */
export type LiveFilter = 'any' | LiveState | 'language' | 'extra';

/** Whether the extension may read the chosen host. */
export type LiveAccess =
  { state: 'unknown' | 'held' } | { state: 'needed' | 'declined'; origins: string[] };

/** One cell's diff of live against saved, as it loads. */
export type LiveDiffState =
  | { key: string; state: 'loading' }
  | { key: string; state: 'ready'; value: LiveCellDiff }
  | { key: string; state: 'error'; text: string };

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

/** The name of a language fix, as the bulk panel and the fix list show it. */
export function fixLabel(change: PlanChange): string {
  return change.type === 'set-locale-urls'
    ? t('site_live_fix_locale_urls')
    : bulkText.changeLabels[change.type];
}

/** Whether `cell` passes `filter`. */
export function liveCellMatches(cell: LiveCell | undefined, filter: LiveFilter): boolean {
  if (filter === 'any') return true;
  if (!cell) return false;
  if (filter === 'language') return cell.language.length > 0;
  if (filter === 'extra') return cell.extraBlocks > 0;
  return cell.state === filter;
}

/** Creates the model. */
export function createLiveSiteModel({ client, grid, hostAccess, pollMs = 1000 }: LiveSiteDeps) {
  const siteId = signal<string | undefined>(undefined);
  const result = signal<LiveSiteResult | null>(null);
  const progress = signal<LiveProgress | null>(null);
  const error = signal<string | undefined>(undefined);
  const cancelled = signal(false);
  const hosts = signal<LiveHost[] | null>(null);
  const hostsError = signal<string | undefined>(undefined);
  const origin = signal<string | undefined>(undefined);
  const access = signal<LiveAccess>({ state: 'unknown' });
  const filter = signal<LiveFilter>('any');
  const openCell = signal<string | null>(null);
  const diff = signal<LiveDiffState | null>(null);
  const fixes = signal<LanguageFixEntry[] | null>(null);
  const fixing = signal(false);
  const running = computed(() => active(progress.value));
  const byKey = computed(() => new Map(result.value?.cells.map((c) => [cellKey(c), c]) ?? []));
  /** Language findings per page, in the grid's page order. */
  const findings = computed(() => {
    const byPage = new Map<string, LanguageFinding[]>();
    for (const c of result.value?.cells ?? []) {
      if (c.language.length > 0)
        byPage.set(c.pageId, [...(byPage.get(c.pageId) ?? []), ...c.language]);
    }
    const order = grid.audit.value?.pages.map((p) => p.id) ?? [];
    return [...byPage].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  });
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
      void client.request('getLiveSite', { siteId: site }).then(
        (r) => {
          if (site !== siteId.value) return;
          result.value = r;
          progress.value = null;
          // The check compared with an audit read now: the grid shows that one too.
          void grid.reload();
        },
        (e) => fail(site, e),
      );
      return;
    }
    poll = setTimeout(() => {
      client.request('getLiveSiteProgress', { siteId: site }).then(
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
      const answer = await client.request('checkLiveSite', {
        siteId: site,
        origin: from,
        fresh: true,
      });
      follow(site, answer);
    } catch (e) {
      fail(site, e);
    }
  };

  /** Asks for `origins` in the editor's click, then checks; declining says how to retry. */
  const askThenStart = (site: string, from: string, origins: string[]): Promise<void> => {
    if (!hostAccess) return start(site, from);
    let asked: Promise<boolean>;
    try {
      asked = hostAccess.request([...new Set(origins.map(hostPatternOf))]);
    } catch (e) {
      asked = Promise.reject(e);
    }
    return asked.then(
      (granted) => {
        if (granted) return start(site, from);
        access.value = { state: 'declined', origins };
      },
      // A browser that will not ask (e.g. a host the build already holds) leaves it to the check.
      () => start(site, from),
    );
  };

  const readAccess = async (from: string) => {
    if (!hostAccess) return;
    const held = await hostAccess.contains([hostPatternOf(from)]).catch(() => false);
    if (origin.value !== from) return;
    access.value = held ? { state: 'held' } : { state: 'needed', origins: [from] };
  };

  /** Chooses the host to read; a host asked for before the hosts were read is chosen now. */
  const choose = (from: string) => {
    origin.value = from;
    access.value = { state: 'unknown' };
    void readAccess(from);
  };

  const loadHosts = async (site: string) => {
    hostsError.value = undefined;
    try {
      const [destinations, settings] = await Promise.all([
        client.request('publishDestinations', { siteId: site }),
        client.request('getSettings', {}),
      ]);
      if (site !== siteId.value) return;
      const list = liveHostsOf(destinations, settings.endpoints.apiBase);
      hosts.value = list;
      const wanted =
        list.find((h) => h.host === pendingHost) ??
        list.find((h) => h.origin === result.value?.origin) ??
        list[0];
      if (wanted) choose(wanted.origin);
      if (wanted && wanted.host === pendingHost) {
        pendingHost = undefined;
        await readAccess(wanted.origin);
        if (access.value.state === 'held' && !running.value) await start(site, wanted.origin);
      }
    } catch (e) {
      if (site === siteId.value) hostsError.value = messageOf(e);
    }
  };

  return {
    siteId,
    /** The cached or last finished check of the site, or null. */
    result,
    progress,
    running,
    error,
    /** The last check was cancelled. */
    cancelled,
    /** The site's published hosts, once read. */
    hosts,
    hostsError,
    /** The chosen host's origin. */
    origin,
    access,
    filter,
    /** The cell whose live detail is shown (`cellKey`), or null. */
    openCell,
    diff,
    /** The fixes `languageFixPlan` answered, when more than one change is needed. */
    fixes,
    fixing,
    /** Language findings per page id, in the grid's page order. */
    findings,
    /** How many language findings the extension can fix through the API. */
    fixable,
    /** The live cell of `cell`, when the last check read it. */
    cellOf: (cell: CellRef) => byKey.value.get(cellKey(cell)),
    /** Shows site `id`'s cached check, follows one running, and reads its hosts. */
    async open(id: string) {
      if (id === siteId.value) return;
      clearTimeout(poll);
      siteId.value = id;
      result.value = null;
      progress.value = null;
      error.value = undefined;
      cancelled.value = false;
      hosts.value = null;
      origin.value = undefined;
      access.value = { state: 'unknown' };
      openCell.value = null;
      diff.value = null;
      fixes.value = null;
      filter.value = 'any';
      try {
        const [cached, now] = await Promise.all([
          client.request('getLiveSite', { siteId: id }),
          client.request('getLiveSiteProgress', { siteId: id }),
        ]);
        if (id !== siteId.value) return;
        result.value = cached;
        if (now && active(now)) follow(id, now);
      } catch (e) {
        fail(id, e);
      }
      await loadHosts(id);
    },
    /** Reads the site's hosts again (after they failed). */
    reloadHosts: () => (siteId.value ? loadHosts(siteId.value) : Promise.resolve()),
    choose,
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
      return askThenStart(site, from, 'origins' in now ? now.origins : [from]);
    },
    /** Checks `host` once the site's hosts are read (after a publish to it). */
    checkHost(host: string): Promise<void> {
      const site = siteId.value;
      const known = hosts.value?.find((h) => h.host === host);
      if (!site || !known) {
        pendingHost = host;
        return Promise.resolve();
      }
      choose(known.origin);
      return readAccess(known.origin).then(() =>
        access.value.state === 'held' && !running.value ? start(site, known.origin) : undefined,
      );
    },
    /** Stops the running check. */
    async cancel() {
      const site = siteId.value;
      if (!site || !running.value) return;
      try {
        const p = await client.request('cancelLiveSite', { siteId: site });
        clearTimeout(poll);
        if (p) follow(site, p.phase === 'done' ? p : { ...p, phase: 'cancelled' });
        else progress.value = null;
      } catch (e) {
        fail(site, e);
      }
    },
    /** Shows or hides a cell's live detail. */
    toggleCell(cell: CellRef) {
      const key = cellKey(cell);
      openCell.value = openCell.value === key ? null : key;
      if (diff.value?.key !== key) diff.value = null;
    },
    /** Reads the diff of a cell's live blocks against its saved markup. */
    async loadDiff(cell: CellRef) {
      const site = siteId.value;
      if (!site) return;
      const key = cellKey(cell);
      diff.value = { key, state: 'loading' };
      try {
        const value = await client.request('liveCellDiff', { siteId: site, ...cell });
        if (diff.value?.key === key) diff.value = { key, state: 'ready', value };
      } catch (e) {
        if (diff.value?.key === key) diff.value = { key, state: 'error', text: messageOf(e) };
      }
    },
    /**
     * Asks for the fixes of the language findings; one change is previewed at once in `bulk`,
     * several are listed in `fixes` to preview one by one.
     */
    async planFixes(bulk: BulkModel) {
      const site = siteId.value;
      if (!site || fixing.value) return;
      fixing.value = true;
      error.value = undefined;
      try {
        const entries = await client.request('languageFixPlan', { siteId: site });
        fixes.value = entries.length > 1 ? entries : null;
        if (entries.length === 1) await this.previewFix(entries[0]!, bulk);
        else if (entries.length === 0) error.value = t('site_live_fix_nothing');
      } catch (e) {
        error.value = messageOf(e);
      } finally {
        fixing.value = false;
      }
    },
    /** Selects a fix's cells in the grid and previews its change in the bulk panel. */
    async previewFix(entry: LanguageFixEntry, bulk: BulkModel) {
      grid.filter.value = { ...grid.filter.value, state: 'any', issue: 'any', locales: [] };
      grid.selection.value = new Set(entry.cells.map(cellKey));
      const change = entry.change;
      if (change.type === 'set-locale-urls') {
        bulk.given.value = { change, label: fixLabel(change) };
      } else {
        bulk.given.value = null;
        bulk.changeType.value = change.type;
        if (change.type === 'add-organization') {
          const { name, url, logo, includeInheriting } = change;
          bulk.organization.value = {
            name,
            url,
            logo: logo ?? '',
            includeInheriting: !!includeInheriting,
          };
        }
      }
      await bulk.preview();
    },
    /** Stops the timers. */
    dispose() {
      clearTimeout(poll);
    },
  };
}

/** The live check's model. */
export type LiveSiteModel = ReturnType<typeof createLiveSiteModel>;
