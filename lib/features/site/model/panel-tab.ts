/**
 * The Site tab's model as the side panel makes it: the whole-site grid, the live check of what is
 * published, the bulk changes of the grid's selection and "Publish site…" with its forecast,
 * opened once per site.
 * @module
 */
import type { ContributionDeps, PanelPlace } from '../../../core/model/contributions';
import { lazyModel, type LazyModel } from '../../../core/model/lazy-model';
import { hostPatternOf } from '../../../core/settings/host-pattern';
import type { PublishModel } from '../../publish/model';
import { createLiveSiteModel, type LiveSiteModel } from '../../live-site/model';
import { createSiteBulk, type SiteBulk } from './site-bulk';
import { createSiteModel, type SiteModel } from './site-model';

/** The Site tab's model. */
export interface SiteTabModel {
  grid: SiteModel;
  live: LiveSiteModel;
  bulk: SiteBulk;
  /** "Publish site…" with its forecast; its code loads when the control is shown. */
  publish: LazyModel<PublishModel>;
  /** Opens the grid and the live check of `siteId`. */
  openSite(siteId: string): Promise<unknown>;
  open(place: PanelPlace): Promise<unknown>;
}

/** Makes the Site tab's model. */
export function makeSiteTab({ client, hostAccess }: ContributionDeps): SiteTabModel {
  const grid = createSiteModel(client);
  const live = createLiveSiteModel({ client, grid, hostAccess });
  const openSite = (siteId: string) => Promise.all([grid.open(siteId), live.open(siteId)]);
  // "Check what went live" after a publish from this tab: access to the host is asked for in the
  // click, then the live check above reads it.
  const checkLive = (host: string, origin: string | undefined) => {
    const asked =
      origin && hostAccess ? hostAccess.request([hostPatternOf(origin)]).catch(() => false) : null;
    void Promise.resolve(asked).then(() => live.checkHost(host));
  };
  return {
    grid,
    live,
    bulk: createSiteBulk(client, grid, hostAccess),
    publish: lazyModel(async () =>
      (await import('../../publish/model')).createPublishModel(client, Date.now, checkLive, {
        hostAccess,
      }),
    ),
    openSite,
    open: ({ location }) => openSite(location.site.id),
  };
}
