/**
 * The settings page's Fonts section: the custom fonts of the chosen site.
 * @module
 */
import type { ContributionDeps } from '../../../core/model/contributions';
import { createFontsModel, type FontsModel } from './fonts-model';

/** The Fonts section's model. */
export interface FontsSectionModel {
  fonts: FontsModel;
  open(siteId: string): Promise<void>;
}

/** Makes the Fonts section's model. */
export function makeFontsSection({ client, hostAccess }: ContributionDeps): FontsSectionModel {
  const fonts = createFontsModel({ client, hostAccess });
  return { fonts, open: (siteId) => fonts.open(siteId) };
}
