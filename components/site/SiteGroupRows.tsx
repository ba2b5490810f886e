import type { ComponentChildren } from 'preact';
import { t } from '../../lib/core/i18n/t';
import type { GridColumn } from '../../lib/features/site/grid';
import type { GridGroup, ItemRow } from '../../lib/features/site/item-groups';
import { itemRowPath } from '../../lib/features/site/item-groups';
import { itemCellKey, type ItemCellRef } from '../../lib/features/site/item-cell';
import { localeKey } from '../../lib/features/site/locale-key';
import type {
  ItemFindingLine,
  ItemLiveNote,
} from '../../lib/features/live-site/model/live-items-view';
import { groupText } from '../../lib/features/site/messages';
import { SiteCellView } from './SiteCellView';

/** What an item group's rows ask of the grid's host. */
export interface GroupActions {
  toggleGroup(collectionId: string): void;
  toggleItemRow(itemId: string): void;
  toggleItemCell(cell: ItemCellRef): void;
}

/** Where a row sits in the virtualized grid. */
export interface RowPlace {
  index: number;
  template: string;
  rowHeight: number;
}

const rowStyle = ({ index, template, rowHeight }: RowPlace) => ({
  gridTemplateColumns: template,
  top: `${index * rowHeight}px`,
  height: `${rowHeight}px`,
});

/**
 * A collection's group row: "Blog Posts · 40 items · 3 locales" as a button that opens and closes
 * its item rows, the template page whose markup every item shows, and the live check's findings
 * on its item pages, one line each.
 */
export function GroupRow({
  group,
  open,
  place,
  onToggle,
  findings,
}: {
  group: GridGroup;
  open: boolean;
  place: RowPlace;
  onToggle: () => void;
  /** The last live check's findings on the collection's item pages. */
  findings?: readonly ItemFindingLine[];
}) {
  const name = group.collection.displayName;
  const template = group.template?.title || group.collection.templatePageId;
  return (
    <div
      role="row"
      class="site-grid__row site-grid__group"
      aria-rowindex={place.index + 2}
      data-testid="site-group"
      data-collection={group.collection.id}
      style={rowStyle(place)}
    >
      <div role="rowheader" class="site-grid__page">
        <button
          type="button"
          class="site-link site-group__toggle"
          aria-expanded={open}
          onClick={onToggle}
          data-at={`${place.index}:0`}
          data-testid="site-group-toggle"
        >
          <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
          <span data-testid="site-group-label">
            {groupText(name, group.items.length, group.total, group.locales)}
          </span>
        </button>
      </div>
      <div role="gridcell" class="site-group__template muted">
        {t('site_group_template', template)}
        {findings && findings.length > 0 && (
          <ul class="site-group__live" aria-label={t('items_live_group_findings')}>
            {findings.map((f) => (
              <li
                key={f.rule + f.text}
                class={`site-group__finding site-group__finding--${f.severity}`}
                title={f.text}
                data-testid="site-group-live-finding"
                data-rule={f.rule}
                data-severity={f.severity}
              >
                {f.text}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * An item row of an open group: the item's name and path (and its live state when the live check
 * read it), then per locale the template page's cell (its markup is the template's), selectable
 * like a page's cells.
 */
export function ItemRowView({
  row,
  columns,
  place,
  selection,
  actions,
  localeName,
  extraOf,
  live,
}: {
  row: ItemRow;
  columns: readonly GridColumn[];
  place: RowPlace;
  selection: ReadonlySet<string>;
  actions: GroupActions;
  localeName: (c: GridColumn) => string;
  /** More to show in a cell (the live check's line), given the item cell and its name. */
  extraOf?: (cell: ItemCellRef, label: string) => ComponentChildren;
  /** The item's state in the last live check of its collection. */
  live?: readonly ItemLiveNote[] | null;
}) {
  const { item, collectionId } = row;
  const refs = columns.map((c) => ({ collectionId, itemId: item.id, localeId: c.localeId }));
  const keys = row.cells.flatMap((c, j) => (c ? [itemCellKey(refs[j]!)] : []));
  const all = keys.length > 0 && keys.every((k) => selection.has(k));
  const path = itemRowPath(row);
  // Saved after its last publish (the listing, or an Item tab save since): until a live check says.
  const changed = live?.some((n) => n.kind === 'pending')
    ? []
    : columns.filter((c) => item.changed.includes(localeKey(c.localeId))).map(localeName);
  return (
    <div
      role="row"
      class="site-grid__row site-grid__item"
      aria-rowindex={place.index + 2}
      data-testid="site-item-row"
      data-item={item.id}
      style={rowStyle(place)}
    >
      <div role="rowheader" class="site-grid__page">
        <span class="site-grid__title">
          <input
            type="checkbox"
            checked={all}
            onChange={() => actions.toggleItemRow(item.id)}
            aria-label={t('site_select_row', item.name)}
            data-at={`${place.index}:0`}
          />
          <span class="site-item__name" title={item.name} data-testid="site-item-name">
            {item.name}
          </span>
        </span>
        <span class="muted mono" title={path} data-testid="site-item-path">
          {path}
        </span>
        {live && (
          <span
            class={`site-item__live site-item__live--${live[0]!.kind}`}
            data-testid="site-item-live"
            data-live={live.map((n) => n.kind).join(' ')}
          >
            {live.map((n) => n.text).join(' · ')}
          </span>
        )}
        {changed.length > 0 && (
          <span class="site-item__live site-item__live--pending" data-testid="site-item-changed">
            {t('site_item_changed', changed.join(', '))}
          </span>
        )}
      </div>
      {row.cells.map((cell, j) => {
        const ref = refs[j]!;
        const key = itemCellKey(ref);
        return cell ? (
          <SiteCellView
            key={key}
            cell={cell}
            cellId={key}
            label={t('site_item_cell_label', item.name, localeName(columns[j]!))}
            selected={selection.has(key)}
            at={`${place.index}:${j + 1}`}
            onToggle={() => actions.toggleItemCell(ref)}
            extra={extraOf?.(ref, `${item.name} · ${localeName(columns[j]!)}`)}
          />
        ) : (
          <div role="gridcell" key={key} class="site-cell muted">
            {t('site_not_in_locale')}
          </div>
        );
      })}
    </div>
  );
}
