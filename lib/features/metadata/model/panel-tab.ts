/**
 * The Metadata tab's model as the side panel makes it: the page's metadata in the panel's locale,
 * and publishing the page (or the site) once it is saved.
 * @module
 */
import type { ContributionDeps, PanelPlace } from '../../../core/model/contributions';
import { lazyModel, type LazyModel } from '../../../core/model/lazy-model';
import type { PublishModel } from '../../publish/model';
import { createMetadataModel, type MetadataModel } from './metadata-model';

/** The Metadata tab's model. */
export interface MetadataTabModel {
  metadata: MetadataModel;
  /** "Publish only this page" and "Publish site…"; its code loads when the control is shown. */
  publish: LazyModel<PublishModel>;
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
    publish: lazyModel(async () =>
      (await import('../../publish/model')).createPublishModel(client, Date.now, undefined, {
        hostAccess,
      }),
    ),
    open({ location }) {
      void metadata.open(location);
    },
    flushPending: () => metadata.flushPending(),
  };
}
