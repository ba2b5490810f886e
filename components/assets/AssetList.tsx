import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import type { AssetFilter } from '../../lib/features/assets/asset-filter';
import { isFilterActive } from '../../lib/features/assets/asset-filter';
import type { AssetPager } from '../../lib/features/assets/asset-pager';
import { assetText } from '../../lib/features/assets/messages';
import type { AssetLike } from '../../lib/features/assets/types';
import { visibleRows } from '../../lib/features/assets/virtual-window';
import type { AssetActions, RowEditing } from './AssetRow';
import { AssetRow } from './AssetRow';

/** Re-renders on every change of the pager. */
function usePagerVersion(pager: AssetPager<AssetLike>): number {
  const [, setTick] = useState(0);
  useEffect(() => pager.subscribe(() => setTick((n) => n + 1)), [pager]);
  return pager.version;
}

/**
 * A folder's assets as a virtualized list: rows of fixed height, only the visible ones (plus
 * `overscan` each side) rendered, their pages asked of the pager as they scroll into view. With a
 * search or the missing-alt filter it lists the loaded rows that match and says when rows are
 * still to load.
 */
export function AssetList({
  pager,
  folderLabel,
  localeLabel,
  actions,
  rowHeight = 78,
  height = 420,
  overscan = 6,
  thumbSize = 40,
  pixelRatio = globalThis.devicePixelRatio || 1,
}: {
  /** Switching its source (folder or locale) scrolls back to the top and loads the new rows. */
  pager: AssetPager<AssetLike>;
  /** The folder's path label, for the list's accessible name. */
  folderLabel: string;
  localeLabel: string;
  actions: AssetActions;
  rowHeight?: number;
  /** Viewport height in pixels. */
  height?: number;
  overscan?: number;
  thumbSize?: number;
  pixelRatio?: number;
}) {
  const version = usePagerVersion(pager);
  const [filter, setFilter] = useState<AssetFilter>({ search: '', missingAlt: false });
  const [scroll, setScroll] = useState({ generation: pager.generation, top: 0 });
  const scrollTop = scroll.generation === pager.generation ? scroll.top : 0;
  const [editing, setEditing] = useState<{ id: string; kind: RowEditing } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A failed copy or open is shown, not only announced: the editor is waiting for something.
  const [failure, setFailure] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const filtering = isFilterActive(filter);

  useEffect(() => {
    setEditing(null);
    if (viewport.current) viewport.current.scrollTop = 0;
  }, [pager, pager.generation]);

  const filtered = useMemo(
    () => (filtering ? pager.filter(filter) : null),
    [pager, filter, filtering, version],
  );
  const count = filtered ? filtered.rows.length : (pager.total ?? 0);
  const rowWindow = visibleRows(scrollTop, height, rowHeight, count, overscan);

  useEffect(() => {
    void pager.ensureRange(
      filtering ? 0 : rowWindow.start,
      filtering ? 1 : Math.max(1, rowWindow.end),
    );
  }, [pager, pager.generation, filtering, rowWindow.start, rowWindow.end]);

  const rowAt = (index: number) => (filtered ? filtered.rows[index] : pager.rowAt(index));
  const closeEditor = (id: string, kind: RowEditing, message?: string) => {
    setEditing(null);
    if (message) setAnnouncement(message);
    const action = kind === 'rename' ? 'rename' : 'alt';
    requestAnimationFrame(() => {
      const rows = viewport.current?.querySelectorAll<HTMLElement>('[data-asset-id]') ?? [];
      const row = [...rows].find((el) => el.dataset.assetId === id);
      row?.querySelector<HTMLElement>(`[data-action="${action}"]`)?.focus();
    });
  };

  const rows = [];
  for (let index = rowWindow.start; index < rowWindow.end; index++) {
    const asset = rowAt(index);
    rows.push(
      <div
        key={asset?.id ?? `pending-${index}`}
        role="listitem"
        class={`asset-row${asset ? '' : ' asset-row--pending'}`}
        data-asset-id={asset?.id}
        aria-posinset={index + 1}
        aria-setsize={count}
        aria-busy={asset ? undefined : true}
        style={{ top: `${index * rowHeight}px`, height: `${rowHeight}px` }}
      >
        {asset ? (
          <AssetRow
            asset={asset}
            localeLabel={localeLabel}
            thumbSize={thumbSize}
            pixelRatio={pixelRatio}
            editing={editing?.id === asset.id ? editing.kind : null}
            onEdit={(kind) => setEditing({ id: asset.id, kind })}
            onDone={(message) => {
              setFailure('');
              if (editing?.id === asset.id) closeEditor(asset.id, editing.kind, message);
              else if (message) setAnnouncement(message);
            }}
            onFailed={setFailure}
            actions={actions}
          />
        ) : (
          <span class="muted">{assetText.loadingRow}</span>
        )}
      </div>,
    );
  }

  return (
    <section class="asset-list">
      <div class="asset-list__bar">
        <label class="visually-hidden" for={searchId}>
          {assetText.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          placeholder={assetText.searchPlaceholder}
          value={filter.search}
          onInput={(event) => setFilter((f) => ({ ...f, search: event.currentTarget.value }))}
        />
        <label class="check">
          <input
            type="checkbox"
            checked={filter.missingAlt}
            onChange={(event) =>
              setFilter((f) => ({ ...f, missingAlt: event.currentTarget.checked }))
            }
          />
          {assetText.missingAltFilter(localeLabel)}
        </label>
      </div>
      <ListStatus pager={pager} filtered={filtered} />
      <div
        ref={viewport}
        class="asset-list__viewport"
        style={{ height: `${height}px` }}
        onScroll={(event) =>
          setScroll({ generation: pager.generation, top: event.currentTarget.scrollTop })
        }
      >
        <div
          role="list"
          aria-label={assetText.listLabel(folderLabel)}
          class="asset-list__rows"
          style={{ height: `${count * rowHeight}px` }}
        >
          {rows}
        </div>
      </div>
      {pager.error !== null && (
        <p class="error" role="alert">
          {assetText.loadFailed}{' '}
          <button
            type="button"
            onClick={() => void pager.ensureRange(rowWindow.start, Math.max(1, rowWindow.end))}
          >
            {assetText.retry}
          </button>
        </p>
      )}
      {failure && (
        <p class="error" role="alert" data-testid="asset-action-failure">
          {failure}
        </p>
      )}
      <p class="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

function ListStatus({
  pager,
  filtered,
}: {
  pager: AssetPager<AssetLike>;
  filtered: {
    rows: readonly AssetLike[];
    loaded: number;
    total: number | null;
    complete: boolean;
  } | null;
}) {
  if (pager.total === null) {
    return <p class="muted asset-list__status">{pager.loading ? assetText.loadingRow : ''}</p>;
  }
  if (!filtered) {
    return (
      <p class="muted asset-list__status">
        {pager.total === 0 ? assetText.empty : assetText.countLabel(pager.total)}
      </p>
    );
  }
  return (
    <p class="muted asset-list__status" aria-live="polite">
      {filtered.complete
        ? filtered.rows.length === 0
          ? assetText.noMatches
          : assetText.complete(filtered.rows.length, filtered.total ?? filtered.loaded)
        : assetText.partial(filtered.rows.length, filtered.loaded, filtered.total)}{' '}
      {!filtered.complete && (
        <button type="button" disabled={pager.loading} onClick={() => void pager.loadAll()}>
          {assetText.loadAll}
        </button>
      )}
    </p>
  );
}
