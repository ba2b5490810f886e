/**
 * The Metadata tab's model as the side panel makes it: the page's metadata in the panel's locale.
 * @module
 */
import type { ContributionDeps, PanelPlace } from '../../../core/model/contributions';
import { createMetadataModel, type MetadataModel } from './metadata-model';

/** The Metadata tab's model. */
export interface MetadataTabModel {
  metadata: MetadataModel;
  open(place: PanelPlace): void;
  flushPending(): void;
}

/** Makes the Metadata tab's model. */
export function makeMetadataTab({
  client,
  rescue,
  hostAccess,
}: ContributionDeps): MetadataTabModel {
  const metadata = createMetadataModel(client, undefined, rescue, hostAccess);
  return {
    metadata,
    open({ location }) {
      void metadata.open(location);
    },
    flushPending: () => metadata.flushPending(),
  };
}
