import type { ContributedViewProps, PanelPlace } from '../../lib/core/model/contributions';
import type { MetadataTabModel } from '../../lib/features/metadata/model/panel-tab';
import { MetadataTab } from './MetadataTab';

/** The Metadata tab in the side panel: the page's metadata (an item page has the Item tab instead). */
export function MetadataPanelTab({
  model,
  place,
  actions,
  onRetry,
}: ContributedViewProps<MetadataTabModel, PanelPlace>) {
  return (
    <MetadataTab
      model={model.metadata}
      locales={place.location.locales}
      host={place.url && URL.canParse(place.url) ? new URL(place.url).host : ''}
      onRetry={onRetry}
      download={actions.download}
    />
  );
}
