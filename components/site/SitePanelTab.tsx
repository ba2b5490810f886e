import type { ContributedViewProps, PanelPlace } from '../../lib/core/model/contributions';
import type { SiteTabModel } from '../../lib/features/site/model/panel-tab';
import { Publish } from '../publish/publish-lazy';
import { SiteOverview } from './SiteOverview';

/**
 * The Site tab as the side panel shows it: the whole-site grid with its selection's bulk panel,
 * and "Publish site…" with its forecast below.
 */
export function SitePanelTab({
  model,
  place,
  actions,
}: ContributedViewProps<SiteTabModel, PanelPlace>) {
  return (
    <div class="stack">
      <SiteOverview
        model={model}
        download={actions.download}
        confirm={actions.confirm}
        onOpenFullView={() => actions.openFullView(place.location.site.id)}
      />
      <Publish lazy={model.publish} siteId={place.location.site.id} />
    </div>
  );
}
