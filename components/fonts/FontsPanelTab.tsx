import type { ContributedViewProps, PanelPlace } from '../../lib/core/model/contributions';
import type { FontsTabModel } from '../../lib/features/fonts/model/panel-tab';
import { FontsTab } from './FontsTab';

/** The Fonts tab in the side panel: the custom fonts of the page's site. */
export function FontsPanelTab({ model, actions }: ContributedViewProps<FontsTabModel, PanelPlace>) {
  return <FontsTab model={model.fonts} confirm={actions.confirm} />;
}
