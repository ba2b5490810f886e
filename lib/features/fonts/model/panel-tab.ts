/**
 * The Fonts tab's model as the side panel makes it: the custom fonts of the page's site.
 * @module
 */
import type { ContributionDeps, PanelPlace } from '../../../core/model/contributions';
import { createFontsModel, type FontsModel } from './fonts-model';

/** The Fonts tab's model. */
export interface FontsTabModel {
  fonts: FontsModel;
  open(place: PanelPlace): Promise<void>;
}

/** Makes the Fonts tab's model. */
export function makeFontsTab({ client, hostAccess }: ContributionDeps): FontsTabModel {
  const fonts = createFontsModel({ client, hostAccess });
  return { fonts, open: ({ location }) => fonts.open(location.site.id) };
}
