/**
 * The Metadata tab's model as the side panel makes it: the page's metadata in the panel's locale
 * and, on a collection item's page, the item's collection (its fields are edited there).
 * @module
 */
import type { ContributionDeps, PanelPlace } from '../../../core/model/contributions';
import { lazyCollection } from '../../collections/model';
import { createMetadataModel, type MetadataModel } from './metadata-model';

/** The Metadata tab's model. */
export interface MetadataTabModel {
  metadata: MetadataModel;
  collection: ReturnType<typeof lazyCollection>;
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
  const collection = lazyCollection(client);
  return {
    metadata,
    collection,
    open({ location }) {
      void collection.load(location).catch(() => undefined);
      void metadata.open(location);
    },
    flushPending: () => metadata.flushPending(),
  };
}
