import type { AssetFilter } from './asset-filter';
import { isFilterActive, matchesFilter } from './asset-filter';
import type { AssetLike } from './types';

/** One page of a folder's assets and the folder's `pagination.total`. */
export interface AssetPage<A> {
  assets: readonly A[];
  total: number;
}

/** Fetches `limit` assets from `offset`; `signal` aborts when the answer is no longer wanted. */
export type FetchAssetPage<A> = (
  offset: number,
  limit: number,
  signal: AbortSignal,
) => Promise<AssetPage<A>>;

/** Options of {@link createAssetPager}. */
export interface AssetPagerOptions<A> {
  fetchPage: FetchAssetPage<A>;
  /** Assets per request; the service's largest `limit` is 100. */
  pageSize?: number;
}

/** The loaded rows that pass a filter. */
export interface FilteredRows<A> {
  rows: readonly A[];
  /** Rows loaded so far (matching or not). */
  loaded: number;
  total: number | null;
  /** False while some rows are not loaded, so the result may miss matches. */
  complete: boolean;
}

/** Pages of one folder's assets, loaded on demand for a virtualized list. */
export interface AssetPager<A extends AssetLike> {
  readonly pageSize: number;
  /** The folder's asset count, known from the first answer; null before it. */
  readonly total: number | null;
  readonly loadedCount: number;
  /** Whether every row is loaded. */
  readonly complete: boolean;
  /** Requests sent for the current source. */
  readonly requestCount: number;
  /** Whether a request for the current source is in flight. */
  readonly loading: boolean;
  /** The last failure of the current source, cleared by the next successful page. */
  readonly error: unknown;
  /** Increases on every change (rows arrived, source switched, row updated). */
  readonly version: number;
  /** Increases on every `setSource`; views reset their scroll position and ask for rows again. */
  readonly generation: number;
  /** The row at `index`, or undefined while its page is not loaded. */
  rowAt(index: number): A | undefined;
  /** Loads the pages holding rows `start` (inclusive) to `end` (exclusive); failures land in `error`. */
  ensureRange(start: number, end: number): Promise<void>;
  /** Loads every page. */
  loadAll(): Promise<void>;
  /** Switches to another folder (or locale): drops the rows and ignores answers still on the way. */
  setSource(fetchPage: FetchAssetPage<A>): void;
  /** Loaded rows passing `filter`, in list order. */
  filter(filter: AssetFilter): FilteredRows<A>;
  /**
   * Merges a single-asset answer (GET/PATCH) into its loaded row, keeping the row's `folderId`
   * (single-asset answers do not carry it). Returns false when the row is not loaded.
   */
  applyUpdate(update: Partial<A> & { id: string }): boolean;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

interface SourceState<A> {
  fetchPage: FetchAssetPage<A>;
  controller: AbortController;
  rows: Array<A | undefined>;
  index: Map<string, number>;
  loadedPages: Set<number>;
  inflight: Map<number, Promise<void>>;
  total: number | null;
  loadedCount: number;
  requests: number;
  error: unknown;
}

function freshState<A>(fetchPage: FetchAssetPage<A>): SourceState<A> {
  return {
    fetchPage,
    controller: new AbortController(),
    rows: [],
    index: new Map(),
    loadedPages: new Set(),
    inflight: new Map(),
    total: null,
    loadedCount: 0,
    requests: 0,
    error: null,
  };
}

/** Creates a pager over one folder's assets; nothing is fetched until rows are asked for. */
export function createAssetPager<A extends AssetLike>(
  options: AssetPagerOptions<A>,
): AssetPager<A> {
  const pageSize = options.pageSize ?? 100;
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError('pageSize must be >= 1');
  let state = freshState(options.fetchPage);
  let version = 0;
  let generation = 0;
  const listeners = new Set<() => void>();
  let memo: { version: number; key: string; result: FilteredRows<A> } | null = null;

  const changed = () => {
    version += 1;
    for (const listener of [...listeners]) listener();
  };

  const store = (s: SourceState<A>, page: number, answer: AssetPage<A>) => {
    s.total = answer.total;
    const offset = page * pageSize;
    answer.assets.forEach((asset, i) => {
      if (s.rows[offset + i] === undefined) s.loadedCount += 1;
      s.rows[offset + i] = asset;
      s.index.set(asset.id, offset + i);
    });
    s.loadedPages.add(page);
    s.error = null;
  };

  const loadPage = (page: number): Promise<void> => {
    const s = state;
    if (s.loadedPages.has(page)) return Promise.resolve();
    const pending = s.inflight.get(page);
    if (pending) return pending;
    s.requests += 1;
    const run = (async () => {
      try {
        const answer = await s.fetchPage(page * pageSize, pageSize, s.controller.signal);
        if (s !== state) return;
        store(s, page, answer);
      } catch (error) {
        if (s !== state) return;
        s.error = error;
      } finally {
        if (s === state) {
          s.inflight.delete(page);
          changed();
        }
      }
    })();
    s.inflight.set(page, run);
    if (s.inflight.size === 1) changed();
    return run;
  };

  const ensureRange = async (start: number, end: number): Promise<void> => {
    const s = state;
    if (s.total === null) {
      await loadPage(0);
      if (s !== state || s.total === null) return;
    }
    const from = Math.max(0, Math.floor(start));
    const to = Math.min(s.total, Math.ceil(end));
    if (to <= from) return;
    const pages: Promise<void>[] = [];
    for (let p = Math.floor(from / pageSize); p <= Math.floor((to - 1) / pageSize); p++) {
      pages.push(loadPage(p));
    }
    await Promise.all(pages);
  };

  return {
    pageSize,
    get total() {
      return state.total;
    },
    get loadedCount() {
      return state.loadedCount;
    },
    get complete() {
      return state.total !== null && state.loadedCount >= state.total;
    },
    get requestCount() {
      return state.requests;
    },
    get loading() {
      return state.inflight.size > 0;
    },
    get error() {
      return state.error;
    },
    get version() {
      return version;
    },
    get generation() {
      return generation;
    },
    rowAt: (index) => state.rows[index],
    ensureRange,
    loadAll: async () => {
      await ensureRange(0, pageSize);
      if (state.total !== null) await ensureRange(0, state.total);
    },
    setSource: (fetchPage) => {
      state.controller.abort();
      state = freshState(fetchPage);
      generation += 1;
      changed();
    },
    filter: (filter) => {
      const key = JSON.stringify([filter.search ?? '', filter.missingAlt === true]);
      if (memo && memo.version === version && memo.key === key) return memo.result;
      const test = isFilterActive(filter) ? matchesFilter(filter) : () => true;
      const rows: A[] = [];
      for (const row of state.rows) if (row !== undefined && test(row)) rows.push(row);
      const result: FilteredRows<A> = {
        rows,
        loaded: state.loadedCount,
        total: state.total,
        complete: state.total !== null && state.loadedCount >= state.total,
      };
      memo = { version, key, result };
      return result;
    },
    applyUpdate: (update) => {
      const at = state.index.get(update.id);
      const row = at === undefined ? undefined : state.rows[at];
      if (at === undefined || row === undefined) return false;
      state.rows[at] = { ...row, ...update, folderId: row.folderId };
      changed();
      return true;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
