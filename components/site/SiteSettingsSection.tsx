import type { ContributedViewProps, SettingsPlace } from '../../lib/core/model/contributions';
import type { SiteSectionModel } from '../../lib/features/site/model/settings-section';
import { SiteOverview } from './SiteOverview';

/** The settings page's grid section: the whole site at full width. */
export function SiteSettingsSection({
  model,
  actions,
}: ContributedViewProps<SiteSectionModel, SettingsPlace>) {
  return <SiteOverview model={model} download={actions.download} confirm={actions.confirm} />;
}
