/**
 * "Add schema…": on a page, a selection or an image, opens the side panel on the schema template
 * picker, seeded with what the editor clicked on.
 * @module
 */
import { openSidePanel } from './open-side-panel';
import { pendingPanelAction } from './panel-action';
import type { MenuAction } from './menu-action';

/** The "Add schema…" action. */
export const addSchemaAction: MenuAction = {
  id: 'add-schema',
  titleMessage: 'menuAddSchema',
  contexts: ['page', 'selection', 'image'],
  async run(click, tab) {
    const opening = openSidePanel({ windowId: tab?.windowId, tabId: tab?.id });
    await pendingPanelAction.setValue({
      kind: 'add-schema',
      tabId: tab?.id,
      pageUrl: click.pageUrl ?? tab?.url,
      selectionText: click.selectionText?.slice(0, 10_000),
      srcUrl: click.mediaType === 'image' ? click.srcUrl : undefined,
      createdAt: Date.now(),
    });
    await opening;
  },
};
