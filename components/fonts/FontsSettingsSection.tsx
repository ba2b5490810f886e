import type { ContributedViewProps, SettingsPlace } from '../../lib/core/model/contributions';
import type { FontsSectionModel } from '../../lib/features/fonts/model/settings-section';
import { FontsSection } from './FontsSection';

/** The settings page's Fonts section for the chosen site. */
export function FontsSettingsSection({
  model,
  place,
  actions,
}: ContributedViewProps<FontsSectionModel, SettingsPlace>) {
  return <FontsSection model={model.fonts} siteName={place.siteName} confirm={actions.confirm} />;
}
