import type { LiveSiteModel } from '../../lib/features/live-site/model/live-site-model';
import type { SiteBulk } from '../../lib/features/site/model/site-bulk';
import type { SiteModel } from '../../lib/features/site/model/site-model';
import type { ExportFile } from '../../lib/features/site/export';
import { BulkPanel } from '../bulk/BulkPanel';
import { SiteTab } from './SiteTab';
import { ItemBulkPanel } from '../collections/ItemBulkPanel';
import { localeDisplayName } from '../../lib/core/i18n/t';
import type { SiteAudit } from '../../lib/features/site/audit-types';

/** A site locale's name (null = primary), as the grid's columns say it. */
function localeNameOf(audit: SiteAudit, localeId: string | null): string {
  const locale = audit.locales.find((l) => (localeId === null ? l.primary : l.id === localeId));
  return localeDisplayName(locale?.tag, locale?.displayName ?? locale?.tag ?? localeId ?? '');
}

/** The whole-site grid with the live check and its selection's bulk panel (panel and settings). */
export function SiteOverview({
  model,
  download,
  confirm,
  onOpenFullView,
}: {
  model: { grid: SiteModel; bulk: SiteBulk; live: LiveSiteModel };
  download: (file: ExportFile) => void;
  /** Asks before a write that reaches more than the editor sees. */
  confirm: (question: string) => boolean;
  /** Opens the grid at full width; omitted where it is shown so already. */
  onOpenFullView?: () => void;
}) {
  return (
    <SiteTab
      model={model.grid}
      onDownload={download}
      onOpenFullView={onOpenFullView}
      bulk={(slot) => (
        <>
          {slot.items.length > 0 && (
            <ItemBulkPanel
              model={model.bulk.itemsFor(slot.audit)}
              count={slot.items.length}
              confirm={confirm}
              download={download}
              localeName={(id) => localeNameOf(slot.audit, id)}
            />
          )}
          <BulkPanel
            model={model.bulk.forAudit(slot.audit)}
            download={download}
            leftOut={slot.leftOut}
          />
        </>
      )}
      live={{ model: model.live, bulkFor: model.bulk.forAudit }}
    />
  );
}
