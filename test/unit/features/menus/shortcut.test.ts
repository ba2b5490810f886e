import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import background from '@/entrypoints/background';
import {
  handlePanelCommand,
  OPEN_SIDE_PANEL_COMMAND,
  OPEN_SIDE_PANEL_KEY,
  panelCommands,
} from '@/lib/features/menus/shortcut';
import { installFakeApis, type FakeApis } from '../../support/fake-apis';

describe('the side panel shortcut', () => {
  let apis: FakeApis;
  beforeEach(() => {
    fakeBrowser.reset();
    apis = installFakeApis();
  });

  it('is Firefox’s own sidebar command there and a named command in Chrome', () => {
    const described = { description: '__MSG_commandOpenSidePanel__' };
    expect(panelCommands('firefox')).toEqual({
      _execute_sidebar_action: { suggested_key: { default: OPEN_SIDE_PANEL_KEY }, ...described },
    });
    expect(panelCommands('chrome')).toEqual({
      [OPEN_SIDE_PANEL_COMMAND]: { suggested_key: { default: OPEN_SIDE_PANEL_KEY }, ...described },
    });
  });

  it('opens the panel in the window of the tab, within the command’s gesture', async () => {
    const done = handlePanelCommand(OPEN_SIDE_PANEL_COMMAND, { id: 4, windowId: 2 });
    expect(apis.sidePanelOpen).toHaveBeenCalledWith({ windowId: 2 });
    await done;
  });

  it('ignores other commands', async () => {
    await handlePanelCommand('something-else', { id: 4, windowId: 2 });
    expect(apis.sidePanelOpen).not.toHaveBeenCalled();
  });

  it('says why when the browser gave no tab to open the panel next to', async () => {
    await expect(handlePanelCommand(OPEN_SIDE_PANEL_COMMAND)).rejects.toThrow(/No window/);
  });

  it('is what the background runs when the shortcut is pressed', async () => {
    background.main();
    apis.pressCommand(OPEN_SIDE_PANEL_COMMAND, { id: 9, windowId: 5 });
    expect(apis.sidePanelOpen).toHaveBeenCalledWith({ windowId: 5 });
    // The shortcut needs no feature loaded; the background's start goes on meanwhile and must end
    // before the test does: its first answer says it has.
    const own = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') };
    const [reply] = await fakeBrowser.runtime.onMessage.trigger(
      { type: 'account.getStatus', data: {} },
      own,
    );
    expect(reply).toMatchObject({ ok: true });
  });
});
