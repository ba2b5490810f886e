import type { ContributedViewProps, PanelPlace } from '../../lib/core/model/contributions';
import type { AssetsTabModel } from '../../lib/features/assets/model/panel-tab';
import { AssetsTab } from './AssetsTab';

/** The Assets tab in the side panel, in the locales of the page it describes. */
export function AssetsPanelTab({
  model,
  place,
  actions,
  onRetry,
}: ContributedViewProps<AssetsTabModel, PanelPlace>) {
  return (
    <AssetsTab
      model={model.assets}
      locales={place.location.locales}
      actions={{ copyUrl: actions.copyText, openUrl: actions.openUrl }}
      onRetry={onRetry}
    />
  );
}
