/**
 * The Assets tab's model as the side panel makes it: the site's folders and assets, opened in the
 * locale the panel shows (the primary locale reads as none).
 * @module
 */
import type { ContributionDeps, PanelPlace } from '../../../core/model/contributions';
import { createAssetsModel, type AssetsModel } from './assets-model';

/** The Assets tab's model. */
export interface AssetsTabModel {
  assets: AssetsModel;
  open(place: PanelPlace): Promise<void>;
}

/** Makes the Assets tab's model. */
export function makeAssetsTab({ client }: ContributionDeps): AssetsTabModel {
  const assets = createAssetsModel(client);
  return {
    assets,
    open: ({ location: { site, locale } }) =>
      assets.open(site.id, locale.primary ? undefined : locale.id),
  };
}
