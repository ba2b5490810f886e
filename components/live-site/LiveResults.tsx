import type { ComponentChildren } from 'preact';
import type { BulkModel } from '../../lib/features/bulk/model/bulk-model';
import type { LiveSiteModel } from '../../lib/features/live-site/model/live-site-model';
import { itemExportLive } from '../../lib/features/live-site/model/live-items-export';
import {
  itemFindingLines,
  itemLiveNotes,
} from '../../lib/features/live-site/model/live-items-view';
import type { ExportLive } from '../../lib/features/site/export-rows';
import { cellLabelOf } from '../../lib/features/site/model/site-bulk';
import type { SiteAudit } from '../../lib/features/site/audit-types';
import { cellKey, parseCellKey, type CellRef } from '../../lib/features/site/cell';
import { LiveBadge } from './LiveBadge';
import { LiveCellDetail } from './LiveCellDetail';
import { LiveFindings } from './LiveFindings';
import { LiveIndexPanel } from './LiveIndexPanel';

/** What the Site tab needs for the live check: its model and the bulk model fixes preview in. */
export interface SiteLiveSlot {
  model: LiveSiteModel;
  bulkFor(audit: SiteAudit): BulkModel;
}

/** The live badge of a grid cell, when the last live check read it. */
export function liveBadgeOf(live: LiveSiteModel) {
  return (cell: CellRef, label: string): ComponentChildren => {
    const found = live.cellOf(cell);
    if (!found) return null;
    return (
      <LiveBadge
        cell={found}
        label={label}
        open={live.openCell.value === cellKey(cell)}
        onToggle={() => live.toggleCell(cell)}
      />
    );
  };
}

/** The live check of item pages in the grid: a group row's findings and an item row's state. */
export function liveItemsOf(live: LiveSiteModel) {
  return {
    groupLiveOf: (collectionId: string) => {
      const result = live.itemsOf(collectionId);
      return result ? itemFindingLines(result) : undefined;
    },
    itemLiveOf: (collectionId: string, itemId: string) => {
      const result = live.itemsOf(collectionId);
      return result ? itemLiveNotes(result, itemId) : null;
    },
  };
}

/** The last live check as the grid's export carries it: of the pages and of the item pages. */
export const liveExportOf = (live: LiveSiteModel): ExportLive => ({
  site: live.result.value,
  items: itemExportLive(live.items.value),
});

/**
 * Below the grid: the open cell's live detail, what Google can show of the host (robots.txt, the
 * sitemap, pages it will not show), then the language findings page by page.
 */
export function LiveResults({ live, audit }: { live: SiteLiveSlot; audit: SiteAudit }) {
  const model = live.model;
  const open = model.openCell.value;
  const ref = open ? parseCellKey(open) : undefined;
  const cell = ref ? model.cellOf(ref) : undefined;
  return (
    <>
      {ref && cell && (
        <LiveCellDetail
          cell={cell}
          label={cellLabelOf(audit)(ref)}
          diff={model.diff.value?.key === open ? model.diff.value : null}
          onDiff={() => void model.loadDiff(ref)}
          onClose={() => model.toggleCell(ref)}
        />
      )}
      <LiveIndexPanel live={model} audit={audit} />
      <LiveFindings
        live={model}
        audit={audit}
        onFix={() => void model.fixes.plan(live.bulkFor(audit))}
        onPreview={(entry) => void model.fixes.preview(entry, live.bulkFor(audit))}
      />
    </>
  );
}
