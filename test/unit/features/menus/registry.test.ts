import { readFileSync, readdirSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleMenuClick, menuActions, registerMenus } from '@/lib/features/menus/registry';
import { pendingPanelAction } from '@/lib/features/menus/panel-action';
import { installFakeApis, type FakeApis } from '../../support/fake-apis';

const locales = readdirSync('public/_locales');

describe('menu registry', () => {
  let apis: FakeApis;
  beforeEach(() => {
    fakeBrowser.reset();
    apis = installFakeApis();
  });

  it('has unique ids and a title in every locale', () => {
    expect(new Set(menuActions.map((a) => a.id)).size).toBe(menuActions.length);
    for (const locale of locales) {
      const messages = JSON.parse(
        readFileSync(`public/_locales/${locale}/messages.json`, 'utf8'),
      ) as Record<string, { message: string }>;
      for (const action of menuActions) {
        expect(messages[action.titleMessage]?.message, `${locale}: ${action.id}`).toBeTruthy();
      }
    }
  });

  it('has a test file for every action', () => {
    const tests = readdirSync('test/unit/features/menus');
    for (const action of menuActions) expect(tests).toContain(`${action.id}.test.ts`);
  });

  it('registers every action once, also when registered again on update', async () => {
    await registerMenus();
    await registerMenus();
    expect([...apis.menus.keys()]).toEqual(menuActions.map((a) => a.id));
    expect(apis.menus.get('add-schema')).toEqual({
      title: 'Add schema…',
      contexts: ['page', 'selection', 'image'],
    });
  });

  it('ignores clicks on items that are not ours', async () => {
    await handleMenuClick(
      { menuItemId: 'other', editable: false, pageUrl: 'https://a/' },
      undefined,
    );
    expect(apis.sidePanelOpen).not.toHaveBeenCalled();
    expect(await pendingPanelAction.getValue()).toBeNull();
  });
});
