/**
 * The whole-site grid's state: the cached audit of a site shown at once with "checked N min ago",
 * a refresh that runs a new audit with its progress, the filter, sort and search, and the
 * selection of cells that bulk changes act on.
 * @module
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { MessagingClient } from '../../../core/messaging/client';
import type { LocaleSchema } from '../../schema';
import type { AuditProgress, SiteAudit } from '../audit-types';
import { cellKey, parseCellKey, type CellRef } from '../cell';
import {
  buildGrid,
  DEFAULT_SORT,
  NO_FILTER,
  type GridFilter,
  type GridSort,
  type GridView,
} from '../grid';
import { checkedAgo } from '../messages';
import { t } from '../../../core/i18n/t';

/** Clock and timers of the model; tests pass their own. */
export interface SiteModelOptions {
  now?: () => number;
  /** How often a running audit's progress is read. */
  pollMs?: number;
  /** How often "checked N min ago" is recomputed. */
  tickMs?: number;
}

const EMPTY_VIEW: GridView = { columns: [], rows: [] };

const messageOf = (e: unknown) => (e instanceof Error ? e.message : t('site_something_wrong'));

/** Creates the model. */
export function createSiteModel(client: MessagingClient, options: SiteModelOptions = {}) {
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 1000;
  const siteId = signal<string | undefined>(undefined);
  const audit = signal<SiteAudit | null>(null);
  const loading = signal(false);
  const progress = signal<AuditProgress | null>(null);
  const error = signal<string | undefined>(undefined);
  const clock = signal(now());
  const filter = signal<GridFilter>(NO_FILTER);
  const sort = signal<GridSort>(DEFAULT_SORT);
  const selection = signal<ReadonlySet<string>>(new Set());
  const details = signal<string | null>(null);
  const running = computed(
    () => progress.value?.phase === 'listing' || progress.value?.phase === 'reading',
  );
  const cellFilter = signal<((cell: CellRef) => boolean) | null>(null);
  const view = computed(() => {
    if (!audit.value) return EMPTY_VIEW;
    const grid = buildGrid(audit.value, filter.value, sort.value);
    const also = cellFilter.value;
    if (!also) return grid;
    return { ...grid, rows: grid.rows.filter((r) => r.cells.some((c) => c && also(c))) };
  });
  const checkedAt = computed(() =>
    audit.value ? checkedAgo(clock.value - audit.value.checkedAt) : null,
  );
  const known = computed(() => new Set(audit.value?.cells.map(cellKey) ?? []));
  const selectedCells: ReadonlySignal<CellRef[]> = computed(() =>
    [...selection.value]
      .filter((k) => known.value.has(k))
      .map((k) => parseCellKey(k))
      .filter((c): c is CellRef => c !== undefined),
  );
  const ticker = setInterval(() => (clock.value = now()), options.tickMs ?? 30_000);
  let poll: ReturnType<typeof setTimeout> | undefined;

  const follow = (site: string, p: AuditProgress) => {
    if (site !== siteId.value) return;
    progress.value = p;
    if (p.phase === 'failed') {
      error.value = p.error ?? t('site_check_failed');
      return;
    }
    if (p.phase === 'done') {
      void client.request('getSiteAudit', { siteId: site }).then((a) => {
        if (site !== siteId.value) return;
        audit.value = a;
        clock.value = now();
        progress.value = null;
      }, fail);
      return;
    }
    poll = setTimeout(() => {
      client.request('getSiteAuditProgress', { siteId: site }).then((next) => {
        if (next) follow(site, next);
        else progress.value = null;
      }, fail);
    }, pollMs);
  };
  const fail = (e: unknown) => {
    error.value = messageOf(e);
    progress.value = null;
  };

  /** Adds the keys to the selection, or removes them when every one is already selected. */
  const toggleAll = (keys: string[]) => {
    const next = new Set(selection.value);
    const all = keys.length > 0 && keys.every((k) => next.has(k));
    for (const k of keys) {
      if (all) next.delete(k);
      else next.add(k);
    }
    selection.value = next;
  };
  const shownKeys = (pick: (localeId: string | null, pageId: string) => boolean) =>
    view.value.rows.flatMap((row) =>
      row.cells.flatMap((c) => (c && pick(c.localeId, c.pageId) ? [cellKey(c)] : [])),
    );

  return {
    siteId,
    audit,
    /** True while the cached audit is being read. */
    loading,
    /** The running audit's progress, or null. */
    progress,
    running,
    error,
    /** "checked 3 min ago", recomputed as time passes; null before any audit. */
    checkedAt,
    filter,
    /** A further filter from outside the audit (the live check's): rows with a matching cell. */
    cellFilter,
    sort,
    /** The grid to render. */
    view,
    /** Selected cell keys (`cellKey`). */
    selection,
    /** The selected cells that exist in the audit, for bulk changes. */
    selectedCells,
    /** The page whose details are shown, or null. */
    details,
    /** Shows site `id`'s cached audit at once, and follows an audit already running for it. */
    async open(id: string) {
      if (id === siteId.value && (audit.value || loading.value)) return;
      clearTimeout(poll);
      siteId.value = id;
      audit.value = null;
      progress.value = null;
      error.value = undefined;
      selection.value = new Set();
      details.value = null;
      loading.value = true;
      try {
        const [cached, running] = await Promise.all([
          client.request('getSiteAudit', { siteId: id }),
          client.request('getSiteAuditProgress', { siteId: id }),
        ]);
        if (id !== siteId.value) return;
        audit.value = cached;
        clock.value = now();
        if (running && (running.phase === 'listing' || running.phase === 'reading')) {
          follow(id, running);
        }
      } catch (e) {
        if (id === siteId.value) error.value = messageOf(e);
      } finally {
        if (id === siteId.value) loading.value = false;
      }
    },
    /** Runs a new audit of the open site (joins one in flight) and shows it when done. */
    async refresh() {
      const id = siteId.value;
      if (!id || running.value) return;
      clearTimeout(poll);
      error.value = undefined;
      try {
        follow(id, await client.request('auditSite', { siteId: id }));
      } catch (e) {
        if (id === siteId.value) fail(e);
      }
    },
    /** Shows the site's cached audit again (another run, e.g. the live check's, replaced it). */
    async reload() {
      const id = siteId.value;
      if (!id || running.value) return;
      try {
        const cached = await client.request('getSiteAudit', { siteId: id });
        if (id !== siteId.value || !cached) return;
        audit.value = cached;
        clock.value = now();
      } catch (e) {
        if (id === siteId.value) error.value = messageOf(e);
      }
    },
    /** Changes part of the filter. */
    setFilter(patch: Partial<GridFilter>) {
      filter.value = { ...filter.value, ...patch };
    },
    /** Selects or unselects one cell. */
    toggleCell(cell: CellRef) {
      toggleAll([cellKey(cell)]);
    },
    /** Selects every shown cell of a page, or unselects them when all are selected. */
    toggleRow(pageId: string) {
      toggleAll(shownKeys((_, p) => p === pageId));
    },
    /** Selects every shown cell of a locale (`null` = primary), or unselects them. */
    toggleColumn(localeId: string | null) {
      toggleAll(shownKeys((l) => l === localeId));
    },
    /** Selects every shown cell. */
    selectAllVisible() {
      selection.value = new Set([...selection.value, ...shownKeys(() => true)]);
    },
    /** Clears the selection. */
    selectNone() {
      selection.value = new Set();
    },
    /** The markup one cell shows, for a `.jsonld` download. */
    cellMarkup(cell: CellRef): Promise<LocaleSchema> {
      return client.request('cellMarkup', {
        siteId: siteId.value!,
        pageId: cell.pageId,
        localeId: cell.localeId,
      });
    },
    /** Stops the timers. */
    dispose() {
      clearInterval(ticker);
      clearTimeout(poll);
    },
  };
}

/** The whole-site grid's model. */
export type SiteModel = ReturnType<typeof createSiteModel>;
