import type { ContributedViewProps, PanelPlace } from '../../lib/core/model/contributions';
import type { MetadataTabModel } from '../../lib/features/metadata/model/panel-tab';
import { MetadataTab } from './MetadataTab';

/** The Metadata tab in the side panel: the page's metadata, and its item's on an item page. */
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
      item={place.location.item}
      collection={model.collection.model.value}
    />
  );
}
