import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumInfo } from './support/browsers';
import { headScriptRan, linkedStylesheets } from './support/page-start';
import { launchChromium, type ChromiumSession } from './support/chromium';

describe.skipIf(!chromiumInfo.path)('smoke: Chromium', () => {
  let session: ChromiumSession;
  beforeAll(async () => {
    session = await launchChromium();
  });
  afterAll(() => session?.close());

  it('loads the extension with its service worker', () => {
    expect(session.extensionId).toMatch(/^[a-p]{32}$/);
    expect(session.worker.url()).toBe(`chrome-extension://${session.extensionId}/background.js`);
  });

  it('renders the popup, side panel and options screens', async () => {
    for (const [file, testId] of [
      ['popup.html', 'popup'],
      ['sidepanel.html', 'side-panel'],
      ['options.html', 'options'],
    ] as const) {
      const page = await session.openPage(file);
      await page.getByTestId(testId).waitFor();
      expect(await page.getByRole('heading', { name: 'Site Companion' }).isVisible()).toBe(true);
      await page.getByTestId('signed-out').waitFor();
      // Chrome's stylesheet for extension pages shrinks body text to 75 % unless the page sets it.
      const size = await page
        .getByTestId('signed-out')
        .evaluate((el) => getComputedStyle(el).fontSize);
      expect(size, file).toBe('14px');
      // Styled from the page itself: no stylesheet to fetch before the first paint.
      if (file !== 'options.html') expect(await page.evaluate(linkedStylesheets), file).toBe(0);
      // The side panel's head script ran and asked for the tab before the panel's code did.
      if (file === 'sidepanel.html') expect(await page.evaluate(headScriptRan)).toBe(true);
      await page.close();
    }
  });

  it('answers a typed message from its own page', async () => {
    const page = await session.openPage('popup.html');
    const reply = await page.evaluate(() =>
      chrome.runtime.sendMessage({ type: 'account.getStatus', data: {} }),
    );
    expect(reply).toEqual({
      ok: true,
      data: { version: '0.1.0', signedIn: false, accounts: [], signIn: 'idle', rates: [] },
    });
    const bad = await page.evaluate(() =>
      chrome.runtime.sendMessage({ type: 'account.getStatus', data: { token: 'x' } }),
    );
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    await page.close();
  });

  it('registers the "Add schema…" context-menu item', async () => {
    const error = await session.worker.evaluate(
      () =>
        new Promise<string | null>((resolve) =>
          chrome.contextMenus.update('add-schema', {}, () =>
            resolve(chrome.runtime.lastError?.message ?? null),
          ),
        ),
    );
    expect(error).toBeNull();
    const missing = await session.worker.evaluate(
      () =>
        new Promise<string | null>((resolve) =>
          chrome.contextMenus.update('no-such-item', {}, () =>
            resolve(chrome.runtime.lastError?.message ?? null),
          ),
        ),
    );
    expect(missing).not.toBeNull();
  });

  it('hands a menu click to the side panel of the tab it came from', async () => {
    // The tab the menu was used on (any page will do: the panel is signed out here).
    const tab = await session.openPage('options.html');
    const { id, url } = await tab.evaluate(async () => {
      const [found] = await chrome.tabs.query({ url: chrome.runtime.getURL('/options.html') });
      return { id: found!.id!, url: found!.url! };
    });
    const page = await session.openPage(`sidepanel.html?tabId=${id}`);
    await page.getByTestId('side-panel').waitFor();
    await session.worker.evaluate(
      async ([tabId, pageUrl]) => {
        const click = (
          globalThis as unknown as Record<string, (c: unknown, t: unknown) => Promise<void>>
        ).siteCompanionMenuClick!;
        // Without a real click there is no user gesture, so opening the panel itself is refused.
        await click(
          {
            menuItemId: 'add-schema',
            editable: false,
            pageUrl,
            selectionText: 'What is it? A companion.',
          },
          { id: tabId, windowId: 1, url: pageUrl },
        ).catch(() => undefined);
      },
      [id, url] as const,
    );
    await page.getByTestId('pending-action').waitFor();
    expect(await page.getByTestId('pending-action').textContent()).toContain(
      'What is it? A companion.',
    );
    await page.close();
    await tab.close();
  });

  it('opens the real side panel from the popup’s button', async () => {
    const popup = await session.openPage('popup.html');
    await popup.getByTestId('open-side-panel').click();
    await expect
      .poll(() =>
        session.worker.evaluate(async () => {
          const contexts = await chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL'] });
          return contexts.length;
        }),
      )
      .toBe(1);
  });
});
