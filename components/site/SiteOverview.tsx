import type { LiveSiteModel } from '../../lib/features/live-site/model/live-site-model';
import type { SiteBulk } from '../../lib/features/site/model/site-bulk';
import type { SiteModel } from '../../lib/features/site/model/site-model';
import type { ExportFile } from '../../lib/features/site/export';
import { BulkPanel } from '../bulk/BulkPanel';
import { SiteTab } from './SiteTab';

/** The whole-site grid with the live check and its selection's bulk panel (panel and settings). */
export function SiteOverview({
  model,
  download,
  onOpenFullView,
}: {
  model: { grid: SiteModel; bulk: SiteBulk; live: LiveSiteModel };
  download: (file: ExportFile) => void;
  /** Opens the grid at full width; omitted where it is shown so already. */
  onOpenFullView?: () => void;
}) {
  return (
    <SiteTab
      model={model.grid}
      onDownload={download}
      onOpenFullView={onOpenFullView}
      bulk={(slot) => (
        <BulkPanel
          model={model.bulk.forAudit(slot.audit)}
          download={download}
          leftOut={slot.leftOut}
        />
      )}
      live={{ model: model.live, bulkFor: model.bulk.forAudit }}
    />
  );
}
