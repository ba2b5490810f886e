/**
 * The Site tab's model as the side panel makes it: the whole-site grid, the live check of what is
 * published and the bulk changes of the grid's selection, opened once per site.
 * @module
 */
import type { ContributionDeps, PanelPlace } from '../../../core/model/contributions';
import { createLiveSiteModel, type LiveSiteModel } from '../../live-site/model';
import { createSiteBulk, type SiteBulk } from './site-bulk';
import { createSiteModel, type SiteModel } from './site-model';

/** The Site tab's model. */
export interface SiteTabModel {
  grid: SiteModel;
  live: LiveSiteModel;
  bulk: SiteBulk;
  /** Opens the grid and the live check of `siteId`. */
  openSite(siteId: string): Promise<unknown>;
  open(place: PanelPlace): Promise<unknown>;
}

/** Makes the Site tab's model. */
export function makeSiteTab({ client, hostAccess }: ContributionDeps): SiteTabModel {
  const grid = createSiteModel(client);
  const live = createLiveSiteModel({ client, grid, hostAccess });
  const openSite = (siteId: string) => Promise.all([grid.open(siteId), live.open(siteId)]);
  return {
    grid,
    live,
    bulk: createSiteBulk(client, grid, hostAccess),
    openSite,
    open: ({ location }) => openSite(location.site.id),
  };
}
