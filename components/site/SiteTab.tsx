import type { ComponentChildren } from 'preact';
import { formatNumber, t } from '../../lib/core/i18n/t';
import { useState } from 'preact/hooks';
import type { SiteModel } from '../../lib/features/site/model/site-model';
import type { SiteAudit } from '../../lib/features/site/audit-types';
import type { CellRef } from '../../lib/features/site/cell';
import type { ItemCellRef } from '../../lib/features/site/item-cell';
import { cellJsonLd, gridCsv, gridJson, type ExportFile } from '../../lib/features/site/export';
import { leftOutText, progressText } from '../../lib/features/site/messages';
import { SiteFilters } from './SiteFilters';
import { SitePageDetails } from './SitePageDetails';
import { SiteGrid } from './SiteGrid';
import { LiveCheck } from '../live-site/LiveCheck';
import {
  liveBadgeOf,
  liveExportOf,
  liveItemsOf,
  LiveResults,
  type SiteLiveSlot,
} from '../live-site/LiveResults';
import './site.css';

/** A grid row's height with a live badge in its cells. */
const LIVE_ROW_HEIGHT = 96;

/** What the bulk panel gets: the selected cells of the shown audit. */
export interface SiteBulkSlot {
  audit: SiteAudit;
  cells: readonly CellRef[];
  /** Selected item cells: a bulk item change writes their fields. */
  items: readonly ItemCellRef[];
  /** Selected item cells, in words: a bulk change leaves them to their template. */
  leftOut: string[];
  /** Clears the selection (after a bulk change). */
  clearSelection(): void;
  /** Runs a new audit (after a bulk change applied). */
  refresh(): void;
}

/**
 * The Site tab: every page × locale of the site with its state, a toolbar to search, filter, sort,
 * refresh and export, the selected page's details, and a slot for the bulk-change panel.
 */
export function SiteTab({
  model,
  onDownload,
  onOpenFullView,
  bulk,
  live,
  height,
}: {
  model: SiteModel;
  /** Saves a file (the host page calls `downloadFile`). */
  onDownload: (file: ExportFile) => void;
  /** Opens the full-tab view; omitted where the view is already full. */
  onOpenFullView?: () => void;
  /** Renders the bulk-change panel for the selection. */
  bulk?: (slot: SiteBulkSlot) => ComponentChildren;
  /** The live check of the site; omitted, the tab shows none. */
  live?: SiteLiveSlot;
  /** Grid viewport height in pixels. */
  height?: number;
}) {
  const [exportError, setExportError] = useState<string | undefined>();
  const audit = model.audit.value;
  const progress = model.progress.value;
  const running = model.running.value;
  const view = model.view.value;
  const page = audit?.pages.find((p) => p.id === model.details.value);
  const liveResult = live?.model.result.value;
  const liveItems = live?.model.items.value ?? [];

  const exportCell = async (cell: CellRef) => {
    setExportError(undefined);
    try {
      const shown = await model.cellMarkup(cell);
      const locale = audit?.locales.find((l) => (l.primary ? null : l.id) === cell.localeId);
      const file = page && locale ? cellJsonLd(page, locale, shown) : null;
      if (file) onDownload(file);
      else setExportError(t('site_no_markup_to_export'));
    } catch (e) {
      setExportError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <section class="stack site-tab" data-testid="site-tab" data-checked-at={audit?.checkedAt}>
      <div class="site-toolbar" role="toolbar" aria-label={t('site_toolbar_label')}>
        <button
          type="button"
          onClick={() => void model.refresh()}
          disabled={running || !model.siteId.value}
          data-testid="site-refresh"
        >
          {audit ? t('site_check_again') : t('site_check_site')}
        </button>
        {model.checkedAt.value && (
          <span class="muted" data-testid="site-checked-at">
            {model.checkedAt.value}
          </span>
        )}
        {running && progress && (
          <span role="status" data-testid="site-progress">
            {progressText(
              progress.phase === 'listing' || progress.phase === 'items'
                ? progress.phase
                : 'reading',
              progress.done,
              progress.total,
            )}
          </span>
        )}
        {onOpenFullView && (
          <button
            type="button"
            class="site-link"
            onClick={onOpenFullView}
            data-testid="site-open-full"
          >
            {t('site_open_full_view')}
          </button>
        )}
      </div>
      {model.error.value && (
        <p class="error" role="alert" data-testid="site-error">
          {model.error.value}
        </p>
      )}
      {live && model.siteId.value && <LiveCheck live={live.model} />}
      {model.loading.value && <p class="muted">{t('site_loading_last_check')}</p>}
      {!model.loading.value && !audit && !running && !model.error.value && (
        <p class="muted" data-testid="site-empty">
          {t('site_not_checked_yet')}
        </p>
      )}
      {audit && (
        <>
          <SiteFilters model={model} audit={audit} />
          {model.items.value && model.items.value.access !== 'ok' && (
            <p class="muted" data-testid="site-items-no-access">
              {model.items.value.access === 'no-access-key'
                ? `${t('ui_collections_no_access_key')}. ${t('site_items_no_access_key_pages')}`
                : t('site_items_no_access_account')}
            </p>
          )}
          <div class="actions">
            <span class="muted" data-testid="site-count">
              {t(
                'site_count',
                formatNumber(view.rows.length),
                formatNumber(audit.pages.length),
                formatNumber(model.selectedCells.value.length),
              )}
            </span>
            <button
              type="button"
              onClick={() => model.selectAllVisible()}
              data-testid="site-select-all"
            >
              {t('site_select_all_shown')}
            </button>
            <button
              type="button"
              onClick={() => model.selectNone()}
              disabled={model.selection.value.size === 0}
              data-testid="site-select-none"
            >
              {t('site_select_none')}
            </button>
            <button
              type="button"
              onClick={() => onDownload(gridCsv(audit, view, live && liveExportOf(live.model)))}
              data-testid="site-export-csv"
            >
              {t('site_export_csv')}
            </button>
            <button
              type="button"
              onClick={() => onDownload(gridJson(audit, view, live && liveExportOf(live.model)))}
              data-testid="site-export-json"
            >
              {t('site_export_json')}
            </button>
          </div>
          {view.rows.length === 0 && view.groups.length === 0 ? (
            <p class="muted" data-testid="site-no-match">
              {t('site_no_match')}
            </p>
          ) : (
            <SiteGrid
              view={view}
              lines={model.lines.value}
              selection={model.selection.value}
              height={height}
              {...(live && liveResult
                ? { extraOf: liveBadgeOf(live.model), rowHeight: LIVE_ROW_HEIGHT }
                : {})}
              {...(live && liveItems.length > 0
                ? { ...liveItemsOf(live.model), rowHeight: LIVE_ROW_HEIGHT }
                : {})}
              actions={{
                toggleCell: model.toggleCell,
                toggleRow: model.toggleRow,
                toggleColumn: model.toggleColumn,
                toggleGroup: model.toggleGroup,
                toggleItemRow: model.toggleItemRow,
                toggleItemCell: model.toggleItemCell,
                openPage: (id) => (model.details.value = id),
              }}
            />
          )}
          {exportError && (
            <p class="error" role="alert">
              {exportError}
            </p>
          )}
          {page && (
            <SitePageDetails
              audit={audit}
              page={page}
              onClose={() => (model.details.value = null)}
              onExport={(cell) => void exportCell(cell)}
            />
          )}
          {live && <LiveResults live={live} audit={audit} />}
          {bulk?.({
            audit,
            cells: model.selectedCells.value,
            items: model.selectedItemCells.value,
            leftOut: model.leftOut.value.map(leftOutText),
            clearSelection: model.selectNone,
            refresh: () => void model.refresh(),
          })}
        </>
      )}
    </section>
  );
}
