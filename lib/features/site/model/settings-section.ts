/**
 * The settings page's grid section: the Site tab's grid, live check and bulk changes at full
 * width, for the chosen site.
 * @module
 */
import type { ContributionDeps } from '../../../core/model/contributions';
import { makeSiteTab, type SiteTabModel } from './panel-tab';

/** The grid section's model. */
export type SiteSectionModel = Omit<SiteTabModel, 'open'> & {
  open(siteId: string): Promise<unknown>;
};

/** Makes the grid section's model. */
export function makeSiteSection(deps: ContributionDeps): SiteSectionModel {
  const tab = makeSiteTab(deps);
  return { ...tab, open: (siteId) => tab.openSite(siteId) };
}
