import type { LiveSiteModel } from '../../lib/features/live-site/model/live-site-model';
import type { SiteBulk } from '../../lib/features/site/model/site-bulk';
import type { SiteModel } from '../../lib/features/site/model/site-model';
import type { ExportFile } from '../../lib/features/site/export';
import { BulkPanel } from '../bulk/BulkPanel';
import { SiteTab } from './SiteTab';

/** The Site tab as the side panel shows it: the whole-site grid with its selection's bulk panel. */
export function SitePanelTab({
  model,
  onDownload,
  onOpenFullView,
}: {
  model: { grid: SiteModel; bulk: SiteBulk; live: LiveSiteModel };
  onDownload: (file: ExportFile) => void;
  onOpenFullView: () => void;
}) {
  return (
    <SiteTab
      model={model.grid}
      onDownload={onDownload}
      onOpenFullView={onOpenFullView}
      bulk={(slot) => (
        <BulkPanel
          model={model.bulk.forAudit(slot.audit)}
          download={onDownload}
          leftOut={slot.leftOut}
        />
      )}
      live={{ model: model.live, bulkFor: model.bulk.forAudit }}
    />
  );
}
