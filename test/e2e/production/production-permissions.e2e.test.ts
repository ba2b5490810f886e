/**
 * The production build, as the stores get it, under the permissions users give it: only the real
 * service's hosts, `activeTab`, and the custom hosts the editor grants when saving the settings.
 * The emulator serves HTTPS on 127.0.0.1; published sites are on `{shortName}.localhost`, a host
 * the extension never gets a permission for, so it reads them only through `activeTab`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from '../support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from '../support/driver';
import { startStack, type Stack } from '../support/stack';

const EMULATOR_HOSTS = 'https://127.0.0.1/*';
const SITE_HOSTS = 'https://*.localhost/*';

/** What the extension holds, asked from one of its pages. */
async function permissionsOf(driver: ExtensionDriver) {
  const page = await driver.openPage('options.html', '[data-testid="options"]');
  const held = await page.evaluate(
    async ([emulator, sites]) => {
      const api = typeof browser === 'undefined' ? chrome : browser;
      const manifest = api.runtime.getManifest();
      return {
        hostPermissions: manifest.host_permissions,
        optional: manifest.optional_host_permissions,
        emulator: await api.permissions.contains({ origins: [emulator] }),
        sites: await api.permissions.contains({ origins: [sites] }),
      };
    },
    [EMULATOR_HOSTS, SITE_HOSTS] as const,
  );
  await page.close();
  return held;
}

/** Navigates `tab` to another site and back: a new document on another origin drops `activeTab`. */
async function leaveAndComeBack(tab: PageDriver, stack: Stack, url: string): Promise<void> {
  await tab.goto(`${stack.emulator.fixtures.sites[1]!.publishedOrigin}/`);
  await tab.goto(url);
}

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`the production build in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    beforeAll(async () => {
      driver = await target.start({ build: 'production' });
      stack = await startStack(driver);
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });

    it('is pointed at the emulator through the settings page, with the browser granting the host, and signs in with a site key', async () => {
      const before = await permissionsOf(driver);
      // A build made without a team's OAuth settings reaches the real API alone.
      expect(before.hostPermissions).toEqual(['https://api.webflow.com/*']);
      expect(before.optional).toEqual(['https://*/*']);
      expect(before).toMatchObject({ emulator: false, sites: false });

      const options = await stack.saveSettings();
      expect(await permissionsOf(driver)).toMatchObject({ emulator: true, sites: false });

      await stack.resetJournal();
      await options.fill('[data-testid="site-key-input"]', stack.site.apiKey!);
      await options.click('[data-testid="site-key-submit"]');
      expect(await options.waitFor('[data-testid="account"]', stack.site.displayName)).toContain(
        stack.site.displayName,
      );
      expect(await stack.journal()).toEqual([
        expect.objectContaining({ method: 'GET', path: '/v2/sites', status: 200 }),
      ]);
      await options.close();
    });

    it('names the published page of a tab once the editor invokes the action on it', async () => {
      const url = `${stack.site.publishedOrigin}/about-us`;
      expect(url).toMatch(/^https:\/\/[a-z-]+\.localhost:\d+\/about-us$/);
      const { page, tabId } = await driver.openTab(url);

      const unseen = await driver.openPage(`popup.html?tabId=${tabId}`, '[data-testid="popup"]');
      expect(await unseen.waitFor('[data-testid="location-no-access"]')).toContain(
        'Click the Site Companion button in the toolbar',
      );
      await unseen.close();

      await stack.resetJournal();
      const popup = await driver.invokeAction(tabId);
      expect(await popup.waitFor('[data-testid="location-page"]', 'About us')).toBe('About us');
      expect(await popup.waitFor('[data-testid="location-locale"]')).toBe(
        'English (primary locale)',
      );
      expect(await popup.waitFor('[data-testid="location-site"]')).toBe(stack.site.displayName);
      await popup.close();
      const lookups = await stack.journal('GET', `/v2/sites/${stack.site.id}/pages`);
      expect(lookups.length).toBeGreaterThan(0);
      expect(lookups.every((e) => e.status === 200)).toBe(true);
      await page.close();
    });

    it('compares the schema with the live page through activeTab, and asks for access without it', async () => {
      const url = `${stack.site.publishedOrigin}/about-us`;
      const { page: tab, tabId } = await driver.openTab(url);
      const blind = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="side-panel"]',
      );
      expect(await blind.waitFor('[data-testid="location-no-access"]')).toContain('toolbar');
      await blind.close();

      await (await driver.invokeAction(tabId)).close();
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="side-panel"]',
      );
      await panel.waitFor('[data-testid="live-check-run"]');
      await stack.resetJournal();
      await panel.click('[data-testid="live-check-run"]');
      const compared = await panel.waitFor('[data-testid="live-result"]');
      const status = () =>
        panel.evaluate(
          () => document.querySelector('[data-testid="live-result"]')?.getAttribute('data-status'),
          undefined,
        );
      const published = await stack.emulator.getWithHost(new URL(url).host, '/about-us');
      expect(published.text).toContain('"@type":"AboutPage"');
      expect(await status()).toBe('same');
      expect(compared.length).toBeGreaterThan(0);
      const sent = await stack.journal();
      expect(sent.filter((e) => e.path.includes('schema-markup') && e.status === 200)).not.toEqual(
        [],
      );
      expect(sent.filter((e) => e.applied)).toEqual([]);

      await leaveAndComeBack(tab, stack, url);
      await panel.click('[data-testid="live-check-run"]');
      expect(await panel.waitFor('[data-testid="live-check"] [role="alert"]')).toContain(
        'Click the toolbar button on the page to allow it',
      );

      await (await driver.invokeAction(tabId)).close();
      await panel.click('[data-testid="live-check-run"]');
      await panel.waitFor('[data-testid="live-result"]');
      expect(await status()).toBe('same');
      await panel.close();
      await tab.close();
    });

    it('signs in with OAuth through the consent page and the broker, both on the granted host', async () => {
      await stack.resetJournal();
      const { options, notice } = await stack.signInWithOAuth();
      expect(notice).toMatch(/Signed in as .+@/);
      expect(await stack.journal('POST', '/oauth/access_token')).toEqual([
        expect.objectContaining({ status: 200 }),
      ]);
      await options.close();
    });
  });
}
