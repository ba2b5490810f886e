import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import background from '@/entrypoints/background';
import { installFakeApis, type FakeApis } from '../support/fake-apis';

describe('background', () => {
  let apis: FakeApis;
  beforeEach(async () => {
    fakeBrowser.reset();
    apis = installFakeApis();
    background.main();
    // The features load as the background starts; its first answer says they have, so no start
    // runs on into the next test's fresh browser.
    const own = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') };
    await fakeBrowser.runtime.onMessage.trigger({ type: 'account.getStatus', data: {} }, own);
  });

  it('registers the context menu on install', async () => {
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
    expect(apis.menus.has('add-schema')).toBe(true);
  });

  it('answers a typed message from its own page and ignores others', async () => {
    const own = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') };
    const [reply] = await fakeBrowser.runtime.onMessage.trigger(
      { type: 'account.getStatus', data: {} },
      own,
    );
    expect(reply).toEqual({
      ok: true,
      data: { version: '9.9.9', signedIn: false, accounts: [], signIn: 'idle', rates: [] },
    });
    const [ignored] = await fakeBrowser.runtime.onMessage.trigger(
      { type: 'account.getStatus', data: {} },
      { id: fakeBrowser.runtime.id, url: 'https://evil.example/' },
    );
    expect(ignored).toBeUndefined();
  });

  it('refuses an OAuth sign-in in a build without an OAuth app, saying what to fix', async () => {
    const own = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/options.html') };
    const [reply] = await fakeBrowser.runtime.onMessage.trigger(
      { type: 'account.signInWithOAuth', data: { remember: false } },
      own,
    );
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'failed',
        message: expect.stringMatching(
          /^Account sign-in is not set up — missing: OAuth client id, Token broker address\. .*WXT_CLIENT_ID, WXT_BROKER_URL/,
        ),
      },
    });
  });
});
