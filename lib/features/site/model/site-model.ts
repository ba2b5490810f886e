/**
 * The whole-site grid's state: the cached audit of a site shown at once with "checked N min ago",
 * a refresh that runs a new audit with its progress, the filter, sort and search, the item groups
 * (each collection with a template, opened on demand), and the selection of cells: page cells,
 * which bulk changes act on, and item cells, which they leave to the template.
 * @module
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { MessagingClient } from '../../../core/messaging/client';
import type { LocaleSchema } from '../../schema';
import type { AuditProgress, SiteAudit } from '../audit-types';
import type { SiteItems } from '../../collections';
import { cellKey, parseCellKey, type CellRef } from '../cell';
import { DEFAULT_SORT, NO_FILTER, type GridFilter, type GridSort } from '../grid';
import { buildSiteGrid, gridLines, type SiteGridView } from '../grid-view';
import { itemCellKey, parseItemCellKey, type ItemCellRef } from '../item-cell';
import { itemsLeftOut, shownKeys, type CellPick } from './grid-selection';
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

const EMPTY_VIEW: SiteGridView = { columns: [], rows: [], groups: [] };

const messageOf = (e: unknown) => (e instanceof Error ? e.message : t('site_something_wrong'));

const isRunning = (p: AuditProgress | null) =>
  p?.phase === 'listing' || p?.phase === 'items' || p?.phase === 'reading';

/** Creates the model. */
export function createSiteModel(client: MessagingClient, options: SiteModelOptions = {}) {
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 1000;
  const siteId = signal<string | undefined>(undefined);
  const audit = signal<SiteAudit | null>(null);
  const items = signal<SiteItems | null>(null);
  const openGroups = signal<ReadonlySet<string>>(new Set());
  const loading = signal(false);
  const progress = signal<AuditProgress | null>(null);
  const error = signal<string | undefined>(undefined);
  const clock = signal(now());
  const filter = signal<GridFilter>(NO_FILTER);
  const sort = signal<GridSort>(DEFAULT_SORT);
  const selection = signal<ReadonlySet<string>>(new Set());
  const details = signal<string | null>(null);
  const running = computed(() => isRunning(progress.value));
  const cellFilter = signal<((cell: CellRef) => boolean) | null>(null);
  const view = computed(() => {
    if (!audit.value) return EMPTY_VIEW;
    const grid = buildSiteGrid(audit.value, items.value, filter.value, sort.value);
    const also = cellFilter.value;
    if (!also) return grid;
    const kept = <R extends { cells: (CellRef | undefined)[] }>(r: R) =>
      r.cells.some((c) => c && also(c));
    return {
      ...grid,
      rows: grid.rows.filter(kept),
      groups: grid.groups
        .map((g) => ({ ...g, items: g.items.filter(kept) }))
        .filter((g) => g.items.length > 0),
    };
  });
  const lines = computed(() => gridLines(view.value, openGroups.value));
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
  const leftOut = computed(() => itemsLeftOut(selection.value, items.value, audit.value));
  /** The selected item cells: their fields are what a bulk item change writes. */
  const selectedItemCells: ReadonlySignal<ItemCellRef[]> = computed(() =>
    [...selection.value].flatMap((k) => parseItemCellKey(k) ?? []),
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
      void read(site).then(([a, i]) => {
        if (site !== siteId.value) return;
        audit.value = a;
        items.value = i;
        clock.value = now();
        progress.value = null;
      }, fail);
      return;
    }
    poll = setTimeout(() => {
      client.request('site.getSiteAuditProgress', { siteId: site }).then((next) => {
        if (next) follow(site, next);
        else progress.value = null;
      }, fail);
    }, pollMs);
  };
  const read = (site: string) =>
    Promise.all([
      client.request('site.getSiteAudit', { siteId: site }),
      client.request('site.getSiteItems', { siteId: site }),
    ]);
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
  const shown = (pick: CellPick) => shownKeys(view.value, lines.value, pick);

  return {
    siteId,
    audit,
    /** The collection items listed with the audit, or null. */
    items,
    /** Collection ids of the open item groups. */
    openGroups,
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
    /** Its lines: page rows, then each group and, while it is open, its item rows. */
    lines,
    /** Selected item cells per collection: a bulk change leaves them to the template. */
    leftOut,
    /** Selected cell keys (`cellKey`). */
    selection,
    /** The selected cells that exist in the audit, for bulk changes. */
    selectedCells,
    selectedItemCells,
    /** The page whose details are shown, or null. */
    details,
    /** Shows site `id`'s cached audit at once, and follows an audit already running for it. */
    async open(id: string) {
      if (id === siteId.value && (audit.value || loading.value)) return;
      clearTimeout(poll);
      siteId.value = id;
      audit.value = null;
      items.value = null;
      openGroups.value = new Set();
      progress.value = null;
      error.value = undefined;
      selection.value = new Set();
      details.value = null;
      loading.value = true;
      try {
        const [[cached, listed], running] = await Promise.all([
          read(id),
          client.request('site.getSiteAuditProgress', { siteId: id }),
        ]);
        if (id !== siteId.value) return;
        audit.value = cached;
        items.value = listed;
        clock.value = now();
        if (running && isRunning(running)) follow(id, running);
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
        follow(id, await client.request('site.auditSite', { siteId: id }));
      } catch (e) {
        if (id === siteId.value) fail(e);
      }
    },
    /** Shows the site's cached audit again (another run, e.g. the live check's, replaced it). */
    async reload() {
      const id = siteId.value;
      if (!id || running.value) return;
      try {
        const [cached, listed] = await read(id);
        if (id !== siteId.value || !cached) return;
        audit.value = cached;
        items.value = listed;
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
    /** Selects or unselects one item cell. */
    toggleItemCell(cell: ItemCellRef) {
      toggleAll([itemCellKey(cell)]);
    },
    /** Selects every shown cell of a page, or unselects them when all are selected. */
    toggleRow(pageId: string) {
      toggleAll(shown((_, r) => r.pageId === pageId));
    },
    /** Selects every shown cell of an item row, or unselects them when all are selected. */
    toggleItemRow(itemId: string) {
      toggleAll(shown((_, r) => r.itemId === itemId));
    },
    /** Opens or closes a collection's item group. */
    toggleGroup(collectionId: string) {
      const next = new Set(openGroups.value);
      if (!next.delete(collectionId)) next.add(collectionId);
      openGroups.value = next;
    },
    /** Selects every shown cell of a locale (`null` = primary), or unselects them. */
    toggleColumn(localeId: string | null) {
      toggleAll(shown((l) => l === localeId));
    },
    /** Selects every shown cell (the items of open groups included). */
    selectAllVisible() {
      selection.value = new Set([...selection.value, ...shown(() => true)]);
    },
    /** Clears the selection. */
    selectNone() {
      selection.value = new Set();
    },
    /** The markup one cell shows, for a `.jsonld` download. */
    cellMarkup(cell: CellRef): Promise<LocaleSchema> {
      return client.request('site.cellMarkup', {
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
