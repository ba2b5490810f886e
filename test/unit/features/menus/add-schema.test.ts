import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { addSchemaAction } from '@/lib/features/menus/add-schema';
import { pendingPanelAction } from '@/lib/features/menus/panel-action';
import { installFakeApis, type FakeApis } from '../../support/fake-apis';

const tab = { id: 7, windowId: 3, url: 'https://site.example/about' } as Parameters<
  typeof addSchemaAction.run
>[1];

describe('add-schema menu action', () => {
  let apis: FakeApis;
  beforeEach(() => {
    fakeBrowser.reset();
    apis = installFakeApis();
  });

  it('opens the side panel of the window and hands it the selection', async () => {
    await addSchemaAction.run(
      { menuItemId: 'add-schema', editable: false, selectionText: 'What is it? A tool.' },
      tab,
    );
    expect(apis.sidePanelOpen).toHaveBeenCalledWith({ windowId: 3 });
    expect(await pendingPanelAction.getValue()).toMatchObject({
      kind: 'add-schema',
      tabId: 7,
      pageUrl: 'https://site.example/about',
      selectionText: 'What is it? A tool.',
    });
  });

  it('opens the panel before its first await, so the click’s gesture still counts', () => {
    void addSchemaAction.run({ menuItemId: 'add-schema', editable: false }, tab);
    expect(apis.sidePanelOpen).toHaveBeenCalledOnce();
  });

  it('keeps the image address only for images', async () => {
    await addSchemaAction.run(
      {
        menuItemId: 'add-schema',
        editable: false,
        mediaType: 'image',
        srcUrl: 'https://cdn.example/a.png',
      },
      tab,
    );
    expect(await pendingPanelAction.getValue()).toMatchObject({
      srcUrl: 'https://cdn.example/a.png',
    });
  });
});

describe('add-schema menu action in Firefox', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    installFakeApis();
    vi.stubEnv('BROWSER', 'firefox');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('opens the sidebar', async () => {
    const open = vi.fn(async () => undefined);
    Object.assign(fakeBrowser.sidebarAction, { open });
    await addSchemaAction.run({ menuItemId: 'add-schema', editable: false }, tab);
    expect(open).toHaveBeenCalledOnce();
  });
});
