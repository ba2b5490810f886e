/**
 * The bulk-change panel of the whole-site grid: one bulk model per site, fed by the grid's
 * selection and naming cells by page title and locale.
 * @module
 */
import type { HostAccess } from '../../../core/model/host-access';
import { localeDisplayName } from '../../../core/i18n/t';
import type { MessagingClient } from '../../../core/messaging/client';
import type { SiteAudit } from '../audit-types';
import type { CellRef } from '../cell';
import { createBulkModel, type BulkModel } from '../../bulk/model';
import type { TemplateOf } from '../../bulk/model';
import type { SiteModel } from './site-model';
import { createItemBulkModel, type ItemBulkModel } from '../../collections/model';

/** "Page title · Locale" for a cell of `audit`. */
export function cellLabelOf(audit: SiteAudit): (cell: CellRef) => string {
  const titles = new Map(audit.pages.map((p) => [p.id, p.title]));
  const locales = new Map(audit.locales.map((l) => [l.id, l]));
  const primary = audit.locales.find((l) => l.primary);
  return (cell) => {
    const locale = cell.localeId ? locales.get(cell.localeId) : primary;
    const name = localeDisplayName(
      locale?.tag,
      locale?.displayName ?? locale?.tag ?? cell.localeId ?? '',
    );
    return `${titles.get(cell.pageId) ?? cell.pageId} · ${name}`;
  };
}

/** Names cells by the audit the grid shows now (a page renamed since shows its new title). */
function latestLabels(shown: () => SiteAudit): (cell: CellRef) => string {
  let labelled = shown();
  let label = cellLabelOf(labelled);
  return (cell) => {
    if (shown() !== labelled) {
      labelled = shown();
      label = cellLabelOf(labelled);
    }
    return label(cell);
  };
}

/** The collection of a template page, from the page rows of the audit the grid shows now. */
function latestTemplates(shown: () => SiteAudit): TemplateOf {
  let indexed: SiteAudit | undefined;
  let templates = new Map<string, { collectionId: string; title: string }>();
  return (pageId) => {
    if (shown() !== indexed) {
      indexed = shown();
      templates = new Map(
        indexed.pages.flatMap((p) =>
          p.collectionId ? [[p.id, { collectionId: p.collectionId, title: p.title }] as const] : [],
        ),
      );
    }
    return templates.get(pageId);
  };
}

/** Keeps the bulk model of the site the grid shows. */
export function createSiteBulk(client: MessagingClient, grid: SiteModel, hostAccess?: HostAccess) {
  let current: { siteId: string; model: BulkModel } | undefined;
  let items: { siteId: string; model: ItemBulkModel } | undefined;
  return {
    /** The bulk item model of `audit`'s site (the selected item rows' fields). */
    itemsFor(audit: SiteAudit): ItemBulkModel {
      if (items?.siteId !== audit.siteId)
        items = {
          siteId: audit.siteId,
          model: createItemBulkModel({
            client,
            siteId: audit.siteId,
            selected: grid.selectedItemCells,
            hostAccess,
          }),
        };
      return items.model;
    },
    /** The bulk model of `audit`'s site, made when the grid first shows that site. */
    forAudit(audit: SiteAudit): BulkModel {
      if (current?.siteId !== audit.siteId) {
        current = {
          siteId: audit.siteId,
          model: createBulkModel({
            client,
            site: { siteId: audit.siteId, locales: audit.locales },
            selectedCells: grid.selectedCells,
            cellLabel: latestLabels(() => grid.audit.value ?? audit),
            templateOf: latestTemplates(() => grid.audit.value ?? audit),
            hostAccess,
          }),
        };
      }
      return current.model;
    },
  };
}

/** The grid's bulk models. */
export type SiteBulk = ReturnType<typeof createSiteBulk>;
