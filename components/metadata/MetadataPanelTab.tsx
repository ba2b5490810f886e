import type { ContributedViewProps, PanelPlace } from '../../lib/core/model/contributions';
import type { MetadataTabModel } from '../../lib/features/metadata/model/panel-tab';
import { Publish } from '../publish/publish-lazy';
import { MetadataTab } from './MetadataTab';

/**
 * The Metadata tab in the side panel: the page's metadata (an item page has the Item tab instead),
 * then "Publish site…" and "Publish only this page".
 */
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
      publish={
        <Publish
          lazy={model.publish}
          siteId={place.location.site.id}
          page={
            // An item's page is its template's: publishing "only this page" would reach every item.
            place.location.itemSlug
              ? undefined
              : { pageId: place.location.page.id, title: place.location.page.title }
          }
        />
      }
    />
  );
}
