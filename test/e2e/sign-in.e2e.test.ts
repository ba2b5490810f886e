import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver } from './support/driver';
import { startStack, type Stack } from './support/stack';

const RATE_LIMIT_BODY = (path: string) => ({
  msg: 'Rate limit exceeded',
  code: 429,
  name: 'RateLimit',
  path,
  err: 'RateLimit: Rate limit exceeded',
});

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`sign-in and the current page in ${target.name}`, () => {
    let driver: ExtensionDriver & { stopWorker?: () => Promise<void> };
    let stack: Stack;
    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });
    afterEach(async () => {
      await stack?.emulator.control('/faults', { method: 'DELETE' });
    });

    const credentialsInStorage = async () => {
      const page = await driver.openPage('options.html', '[data-testid="options"]');
      const dump = await page.evaluate(async () => {
        const api = (typeof browser === 'undefined' ? chrome : browser).storage;
        return JSON.stringify([await api.local.get(null), await api.session.get(null)]);
      }, undefined);
      await page.close();
      return dump;
    };

    it('refuses a wrong site API key and stores nothing', async () => {
      const options = await driver.openPage('options.html', '[data-testid="signed-out"]');
      await options.fill('[data-testid="site-key-input"]', 'not-a-real-key-123');
      await options.click('[data-testid="site-key-submit"]');
      expect(await options.waitFor('[data-testid="sign-in-notice"]')).toContain(
        'did not accept this API key',
      );
      await options.close();
      expect(await credentialsInStorage()).not.toContain('not-a-real-key-123');
    });

    it('signs in with a site API key, checked with one call, and shows the site it unlocks', async () => {
      await stack.resetJournal();
      const key = stack.site.apiKey!;
      const options = await driver.openPage('options.html', '[data-testid="signed-out"]');
      await options.fill('[data-testid="site-key-input"]', key);
      await options.click('[data-testid="site-key-submit"]');
      const account = await options.waitFor('[data-testid="account"]', stack.site.displayName);
      expect(account).toContain(`••••${key.slice(-4)}`);
      expect(account).not.toContain(key);
      expect(await stack.journal('GET', '/v2/sites')).toEqual([
        expect.objectContaining({ path: '/v2/sites', status: 200 }),
      ]);
      await options.close();
    });

    it('names the page in the primary locale, a secondary locale and the Designer', async () => {
      const port = stack.emulator.port;
      const short = stack.site.shortName;
      const aboutId = stack.site.pages.about!;
      const cases = [
        [`http://${short}.localhost:${port}/about-us`, 'About us', 'English (primary locale)'],
        [`http://${short}.localhost:${port}/fr/a-propos`, 'À propos', 'French'],
        [`http://${short}.design.localhost:${port}/?pageId=${aboutId}`, 'About us', 'English'],
      ] as const;
      for (const [url, title, locale] of cases) {
        const { page, tabId } = await driver.openTab(url);
        const popup = await driver.openPage(`popup.html?tabId=${tabId}`, '[data-testid="popup"]');
        expect(await popup.waitFor('[data-testid="location-page"]', title)).toBe(title);
        expect(await popup.waitFor('[data-testid="location-locale"]')).toContain(locale);
        expect(await popup.waitFor('[data-testid="location-site"]')).toBe(stack.site.displayName);
        await popup.close();
        await page.close();
      }
    });

    it('says why a tab that is not one of the editor’s sites has no page, and offers a picker', async () => {
      const { page, tabId } = await driver.openTab(`${stack.emulator.origin}/__emulator/clock`);
      const popup = await driver.openPage(`popup.html?tabId=${tabId}`, '[data-testid="popup"]');
      expect(await popup.waitFor('[data-testid="location-unknown"]')).toContain(
        'not one of your sites',
      );
      await popup.select('[data-testid="picker-site"]', stack.site.id);
      await popup.waitFor('[data-testid="picker-page"]');
      await popup.select('[data-testid="picker-page"]', stack.site.pages.pricing!);
      await popup.select('[data-testid="picker-locale"]', stack.site.locales.secondary[1]!.id);
      await popup.click('[data-testid="picker-use"]');
      expect(await popup.waitFor('[data-testid="location-page"]')).toBe('Pricing');
      expect(await popup.waitFor('[data-testid="location-locale"]')).toBe('German');
      await popup.close();
      await page.close();
    });

    it('signs in with OAuth through the consent page and the broker, redeeming the code once', async () => {
      await stack.resetJournal();
      const { options, notice } = await stack.signInWithOAuth();
      expect(notice).toMatch(/Signed in as .+@/);
      expect(await stack.journal('POST', '/oauth/access_token')).toEqual([
        expect.objectContaining({ status: 200 }),
      ]);
      await options.close();
    });

    it('stops on a 401 mid-session with one request and a clear message', async () => {
      await stack.resetJournal();
      const path = `/v2/sites/${stack.site.id}`;
      await stack.emulator.control('/faults', {
        method: 'POST',
        body: {
          method: 'GET',
          path,
          times: 'always',
          action: {
            kind: 'status',
            status: 401,
            body: { code: 'not_authorized', message: 'Request not authorized' },
          },
        },
      });
      const { page, tabId } = await driver.openTab(
        `http://${stack.site.shortName}.localhost:${stack.emulator.port}/pricing`,
      );
      const popup = await driver.openPage(`popup.html?tabId=${tabId}`, '[data-testid="popup"]');
      const first = await popup.waitFor('[data-testid="location"], [data-testid="location-error"]');
      // A page index cached before the fault hides it until the editor refreshes.
      if (!/sign in again/i.test(first)) await popup.click('[data-testid="location-refresh"]');
      expect(await popup.waitFor('[data-testid="location-error"]')).toMatch(/sign in again/i);
      await new Promise((r) => setTimeout(r, 2000));
      expect((await stack.journal('GET', path)).filter((e) => e.path === path)).toEqual([
        expect.objectContaining({ status: 401 }),
      ]);
      await popup.close();
      await page.close();
    });

    it('pauses on a 429 burst, shows when it resumes, and sends no retry storm', async () => {
      const path = `/v2/sites/${stack.site.id}/pages`;
      await stack.emulator.control('/faults', {
        method: 'POST',
        body: {
          method: 'GET',
          path,
          times: 5,
          action: {
            kind: 'status',
            status: 429,
            headers: { 'Retry-After': '30' },
            body: RATE_LIMIT_BODY(path),
          },
        },
      });
      // Signing in again drops the cached page index, so the next lookup lists pages again.
      const options = await driver.openPage('options.html', '[data-testid="accounts"]');
      await options.fill('[data-testid="site-key-input"]', stack.site.apiKey!);
      await options.click('[data-testid="site-key-submit"]');
      await options.waitFor('[data-testid="sign-in-notice"]', 'Signed in');
      await options.close();
      await stack.resetJournal();
      const { page, tabId } = await driver.openTab(
        `http://${stack.site.shortName}.localhost:${stack.emulator.port}/pricing`,
      );
      const popup = await driver.openPage(`popup.html?tabId=${tabId}`, '[data-testid="popup"]');
      expect(await popup.waitFor('[data-testid="rate-budget"]', 'Rate limited')).toMatch(
        /Rate limited — resumes at \d/,
      );
      await new Promise((r) => setTimeout(r, 3000));
      const sent = await stack.journal('GET', '/pages');
      expect(sent.filter((e) => e.status === 429).length).toBeGreaterThan(0);
      // One list per locale was sent at once; none is retried while the pause lasts.
      expect(sent.length).toBeLessThanOrEqual(3);
      await popup.close();
      await page.close();
    });

    it('signs out: revokes the OAuth token and wipes every credential', async () => {
      await stack.resetJournal();
      const popup = await driver.openPage('popup.html', '[data-testid="sign-out"]');
      await popup.click('[data-testid="sign-out"]');
      await popup.waitFor('[data-testid="signed-out"]');
      expect(await stack.journal('POST', '/oauth/revoke_authorization')).toEqual([
        expect.objectContaining({ status: 200 }),
      ]);
      const storage = await credentialsInStorage();
      expect(storage).not.toContain('"credentials"');
      expect(storage).not.toContain(stack.site.apiKey);
      await popup.close();
    });
  });
}
