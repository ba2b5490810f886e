import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { t } from '../../lib/core/i18n/t';
import { moveFocus } from '../../lib/features/site/grid-keys';
import { visibleRows } from '../../lib/features/assets/virtual-window';
import type { SiteCell } from '../../lib/features/site/audit-types';
import { cellKey, type CellRef } from '../../lib/features/site/cell';
import type { GridColumn, GridRow } from '../../lib/features/site/grid';
import { rowPath } from '../../lib/features/site/grid';
import type { GridLine, SiteGridView } from '../../lib/features/site/grid-view';
import type { ItemCellRef } from '../../lib/features/site/item-cell';
import type {
  ItemFindingLine,
  ItemLiveNote,
} from '../../lib/features/live-site/model/live-items-view';
import { SiteCellView } from './SiteCellView';
import { GroupRow, ItemRowView, type GroupActions, type RowPlace } from './SiteGroupRows';
import { useFitHeight } from './use-fit-height';

/** What the grid asks of its host. */
export interface SiteGridActions extends GroupActions {
  toggleCell(cell: CellRef): void;
  toggleRow(pageId: string): void;
  toggleColumn(localeId: string | null): void;
  /** Shows a page's details. */
  openPage(pageId: string): void;
}

const localeName = (c: GridColumn) => c.locale.tag ?? c.locale.displayName ?? c.locale.id;

/** The header row's height in pixels: the rows scroll beneath it. */
const HEAD_HEIGHT = 40;

/**
 * The site as a grid: one row per page, one column per locale, each cell with its schema state,
 * error and warning counts and flags in words; above them one group row per collection with a
 * template, whose item rows show while it is open. Rows are virtualized (fixed height); checkboxes
 * select cells, rows and columns with the keyboard as with the mouse. Its one scrolling box keeps
 * the header row on top and the page column on the left; it is as tall as the window leaves
 * room for (`height` fixes it), and scrolls sideways inside itself when the locales do not fit.
 */
export function SiteGrid({
  view,
  lines: rows,
  selection,
  actions,
  height: fixedHeight,
  rowHeight = 62,
  overscan = 6,
  extraOf,
  itemExtraOf,
  groupLiveOf,
  itemLiveOf,
}: {
  view: SiteGridView;
  /** The rows to render, in order (`gridLines`). */
  lines: readonly GridLine[];
  selection: ReadonlySet<string>;
  actions: SiteGridActions;
  /** The rows' height in pixels (the header row comes on top); by default the grid fits the window. */
  height?: number;
  rowHeight?: number;
  overscan?: number;
  /** More to show in a cell, given the cell and its "page · locale" name. */
  extraOf?: (cell: CellRef, label: string) => ComponentChildren;
  /** More to show in an item cell, given the item cell and its "item · locale" name. */
  itemExtraOf?: (cell: ItemCellRef, label: string) => ComponentChildren;
  /** The live check's findings on a collection's item pages. */
  groupLiveOf?: (collectionId: string) => readonly ItemFindingLine[] | undefined;
  /** An item's state in the live check of its collection. */
  itemLiveOf?: (collectionId: string, itemId: string) => readonly ItemLiveNote[] | null;
}) {
  const [scrollTop, setScrollTop] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);
  const { columns } = view;
  const height = useFitHeight(
    viewport,
    HEAD_HEIGHT + 10 * rowHeight,
    HEAD_HEIGHT + rows.length * rowHeight + 2,
    fixedHeight === undefined ? undefined : HEAD_HEIGHT + fixedHeight,
  );
  const body = height - HEAD_HEIGHT;
  // Arrow keys move between checkboxes; the viewport scrolls first so the target row is rendered.
  const onKeyDown = (e: KeyboardEvent) => {
    const at = (e.target as HTMLElement).dataset?.at?.split(':').map(Number);
    if (!at || at.length !== 2) return;
    const next = moveFocus(
      e.key,
      { row: at[0]!, col: at[1]! },
      rows.length,
      columns.length + 1,
      Math.max(1, Math.floor(body / rowHeight)),
    );
    if (!next) return;
    e.preventDefault();
    const box = viewport.current!;
    const top = next.row * rowHeight;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (top + rowHeight > box.scrollTop + body) box.scrollTop = top + rowHeight - body;
    setScrollTop(box.scrollTop);
    setTimeout(() =>
      box.querySelector<HTMLElement>(`[data-at="${next.row}:${next.col}"]`)?.focus(),
    );
  };
  const win = visibleRows(scrollTop, body, rowHeight, rows.length, overscan);
  const template = `minmax(8.5rem, 1.4fr) repeat(${columns.length}, minmax(7.5rem, 1fr))`;
  // Below this width the grid scrolls sideways inside its box, the page column staying put.
  const minWidth = `calc(${8.5 + 7.5 * columns.length}rem + ${4 * columns.length + 8}px)`;
  const columnSelected = (c: GridColumn) => {
    const keys = view.rows.flatMap((r) => r.cells.filter((x) => x && x.localeId === c.localeId));
    return keys.length > 0 && keys.every((x) => selection.has(cellKey(x!)));
  };
  const pageRow = (row: GridRow, index: number) => {
    const shown = row.cells.filter((c): c is SiteCell => c !== undefined);
    const all = shown.length > 0 && shown.every((c) => selection.has(cellKey(c)));
    const title = row.page.title || rowPath(row.page) || row.page.id;
    return (
      <div
        role="row"
        key={row.page.id}
        class="site-grid__row"
        aria-rowindex={index + 2}
        data-testid="site-row"
        data-page={row.page.id}
        style={{
          gridTemplateColumns: template,
          top: `${index * rowHeight}px`,
          height: `${rowHeight}px`,
        }}
      >
        <div role="rowheader" class="site-grid__page">
          <span class="site-grid__title">
            <input
              type="checkbox"
              checked={all}
              onChange={() => actions.toggleRow(row.page.id)}
              aria-label={t('site_select_row', title)}
              data-at={`${index}:0`}
            />
            <button
              type="button"
              class="site-link"
              title={title}
              onClick={() => actions.openPage(row.page.id)}
              data-testid="site-open-page"
            >
              {title}
            </button>
          </span>
          <span class="muted mono" title={rowPath(row.page)}>
            {rowPath(row.page)}
          </span>
        </div>
        {row.cells.map((cell, j) =>
          cell ? (
            <SiteCellView
              key={cellKey(cell)}
              cell={cell}
              label={t('site_select_cell', title, localeName(columns[j]!))}
              selected={selection.has(cellKey(cell))}
              at={`${index}:${j + 1}`}
              onToggle={() => actions.toggleCell(cell)}
              extra={extraOf?.(cell, `${title} · ${localeName(columns[j]!)}`)}
            />
          ) : (
            <div role="gridcell" key={j} class="site-cell muted">
              {t('site_not_in_locale')}
            </div>
          ),
        )}
      </div>
    );
  };
  const line = (l: GridLine, index: number) => {
    const place: RowPlace = { index, template, rowHeight };
    if (l.kind === 'page') return pageRow(l.row, index);
    if (l.kind === 'group')
      return (
        <GroupRow
          key={`group:${l.group.collection.id}`}
          group={l.group}
          open={l.open}
          place={place}
          onToggle={() => actions.toggleGroup(l.group.collection.id)}
          findings={groupLiveOf?.(l.group.collection.id)}
        />
      );
    return (
      <ItemRowView
        key={`item:${l.row.item.id}`}
        row={l.row}
        columns={columns}
        place={place}
        selection={selection}
        actions={actions}
        localeName={localeName}
        extraOf={itemExtraOf}
        live={itemLiveOf?.(l.row.collectionId, l.row.item.id)}
      />
    );
  };
  return (
    <div
      role="grid"
      class="site-grid"
      aria-label={t('site_grid_label')}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + 1}
      aria-multiselectable="true"
      data-testid="site-grid"
    >
      <div
        class="site-grid__viewport"
        ref={viewport}
        onKeyDown={onKeyDown}
        style={{ height: `${height}px` }}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        data-testid="site-grid-viewport"
      >
        <div class="site-grid__table" style={{ minWidth }}>
          <div
            role="row"
            class="site-grid__row site-grid__head"
            aria-rowindex={1}
            style={{ gridTemplateColumns: template, height: `${HEAD_HEIGHT}px` }}
          >
            <div role="columnheader" class="site-grid__page">
              {t('site_column_page')}
            </div>
            {columns.map((c) => (
              <div
                role="columnheader"
                key={c.locale.id}
                data-testid="site-column"
                data-locale={c.localeId ?? ''}
              >
                <label>
                  <input
                    type="checkbox"
                    checked={columnSelected(c)}
                    onChange={() => actions.toggleColumn(c.localeId)}
                    aria-label={t('site_select_column', localeName(c))}
                  />{' '}
                  {c.locale.primary ? t('site_column_primary', localeName(c)) : localeName(c)}
                </label>
              </div>
            ))}
          </div>
          <div
            role="rowgroup"
            class="site-grid__rows"
            style={{ height: `${rows.length * rowHeight}px` }}
          >
            {rows.slice(win.start, win.end).map((l, i) => line(l, win.start + i))}
          </div>
        </div>
      </div>
    </div>
  );
}
