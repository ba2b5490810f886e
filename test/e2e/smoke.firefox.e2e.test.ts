import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firefoxInfo } from './support/browsers';
import { headScriptRan, linkedStylesheets } from './support/page-start';
import { launchFirefox, type FirefoxSession } from './support/firefox';

describe.skipIf(!firefoxInfo.path)('smoke: Firefox ESR', () => {
  let session: FirefoxSession;
  beforeAll(async () => {
    session = await launchFirefox();
  });
  afterAll(() => session?.close());

  it('renders the popup, side panel and options screens', async () => {
    for (const [file, testId] of [
      ['popup.html', 'popup'],
      ['sidepanel.html', 'side-panel'],
      ['options.html', 'options'],
    ] as const) {
      const page = await session.openPage(file, `[data-testid="${testId}"]`);
      await page.waitForSelector('[data-testid="signed-out"]');
      expect(await page.$eval('h1', (h) => h.textContent)).toBe('Site Companion');
      // Styled from the page itself: no stylesheet to fetch before the first paint.
      if (file !== 'options.html') {
        expect(await page.evaluate(linkedStylesheets), file).toBe(0);
        const size = await page.$eval(
          '[data-testid="signed-out"]',
          (el) => getComputedStyle(el).fontSize,
        );
        expect(size, file).toBe('14px');
      }
      // The side panel's head script ran and asked for the tab before the panel's code did.
      if (file === 'sidepanel.html') expect(await page.evaluate(headScriptRan)).toBe(true);
      await page.close();
    }
  });

  it('answers a typed message and has the context-menu item', async () => {
    const page = await session.openPage('popup.html', '[data-testid="popup"]');
    const reply = await page.evaluate(() =>
      browser!.runtime.sendMessage({ type: 'account.getStatus', data: {} }),
    );
    expect(reply).toEqual({
      ok: true,
      data: { version: '0.1.0', signedIn: false, accounts: [], signIn: 'idle', rates: [] },
    });
    const menu = await page.evaluate(() =>
      browser!.contextMenus.update('add-schema', {}).then(
        () => 'exists',
        (e: Error) => e.message,
      ),
    );
    expect(menu).toBe('exists');
    await page.close();
  });

  it('hands a menu click to the sidebar of the tab it came from', async () => {
    // The tab the menu was used on (any page will do: the sidebar is signed out here).
    const tab = await session.openPage('options.html', '[data-testid="options"]');
    const { id, url } = await tab.evaluate(async () => {
      const [found] = await browser!.tabs.query({ url: browser!.runtime.getURL('/options.html') });
      return { id: found!.id!, url: found!.url! };
    });
    const panel = await session.openPage(
      `sidepanel.html?tabId=${id}`,
      '[data-testid="side-panel"]',
    );
    await tab.evaluate(
      async (tabId, pageUrl) => {
        const bg = (await browser!.runtime.getBackgroundPage()) as unknown as Record<
          string,
          unknown
        >;
        const click = bg.siteCompanionMenuClick as (c: unknown, t: unknown) => Promise<void>;
        await click(
          {
            menuItemId: 'add-schema',
            editable: false,
            pageUrl,
            selectionText: 'Wie geht das? So.',
          },
          { id: tabId, windowId: 1, url: pageUrl },
        ).catch(() => undefined);
      },
      id,
      url,
    );
    await panel.waitForSelector('[data-testid="pending-action"]');
    expect(await panel.$eval('[data-testid="pending-action"]', (e) => e.textContent)).toContain(
      'Wie geht das? So.',
    );
  });
});
