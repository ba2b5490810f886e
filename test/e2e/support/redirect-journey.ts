/**
 * What the redirect journeys share: a browser signed in with both demo sites' keys (the second,
 * `northwind-studio`, is the Enterprise one), the emulator, and — in Chromium — a forwarder that
 * takes the Enterprise site's custom domain to the emulator (see `./forwarder.ts`).
 */
import { expect } from 'vitest';
import type { BrowserUnderTest } from './browsers-under-test';
import type { ExtensionDriver, PageDriver } from './driver';
import { startForwarder } from './forwarder';
import { startStack, type Stack } from './stack';

/** A demo site of the stack. */
export type Site = Stack['site'];

/** The Enterprise site's custom domain, published at seed time; the extension reads it too. */
export const CUSTOM_DOMAIN = 'www.northwind.example';

/** The running journey and its helpers. */
export interface RedirectJourney {
  driver: ExtensionDriver;
  stack: Stack;
  northwind: Site;
  acme: Site;
  /** The site's staging host with the emulator's port. */
  hostOf(site: Site): string;
  /** The side panel's Metadata tab for `path` of `site`, its slug field ready. */
  openMetadata(site: Site, path: string): Promise<PageDriver>;
  /** Saves `slug`; answers the notice, once the redirect plan has loaded. */
  saveSlug(panel: PageDriver, slug: string): Promise<string>;
  /** Publishes `northwind` to its custom domain, checks again, and waits for it verified there. */
  publishCustomAndCheck(panel: PageDriver): Promise<void>;
  close(): Promise<void>;
}

/** Starts the browser, the emulator and the forwarder, and signs in with both sites' keys. */
export async function startRedirectJourney(target: BrowserUnderTest): Promise<RedirectJourney> {
  const forwarder = await startForwarder();
  const driver = await target.start({
    forwardedHosts: { hosts: [CUSTOM_DOMAIN], port: forwarder.port },
    hostGrants: true,
  });
  const stack = await startStack(driver);
  forwarder.to(stack.emulator.port);
  const northwind = stack.emulator.fixtures.sites.find((s) => s.shortName === 'northwind-studio')!;
  const options = await stack.signInWithSiteKey();
  await options.fill('[data-testid="site-key-input"]', northwind.apiKey!);
  await options.click('[data-testid="site-key-submit"]');
  await options.waitFor('[data-testid="account"]', northwind.displayName);
  await options.close();

  const hostOf = (site: Site) => `${site.shortName}.localhost:${stack.emulator.port}`;
  return {
    driver,
    stack,
    northwind,
    acme: stack.site,
    hostOf,
    async openMetadata(site, path) {
      const { tabId } = await driver.openTab(`http://${hostOf(site)}${path}`);
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="schema-tab"]',
      );
      await panel.click('[data-testid="panel-tab-metadata"]');
      await panel.waitFor('input[name="slug"]');
      return panel;
    },
    async saveSlug(panel, slug) {
      await panel.fill('input[name="slug"]', slug);
      await panel.waitFor('[data-testid="metadata-save"]:not([disabled])');
      await panel.click('[data-testid="metadata-save"]');
      const notice = await panel.waitFor('[data-testid="metadata-notices"]', 'lug');
      await panel.waitFor('[data-testid="metadata-tab"][data-redirects="loaded"]');
      return notice;
    },
    async publishCustomAndCheck(panel) {
      // One publish a minute per site.
      await stack.emulator.control('/clock', { method: 'POST', body: { advanceMs: 61_000 } });
      const domains = await stack.emulator.call<{ customDomains: { id: string }[] }>(
        `/v2/sites/${northwind.id}/custom_domains`,
        { token: northwind.apiKey },
      );
      const again = await stack.emulator.call(`/v2/sites/${northwind.id}/publish`, {
        method: 'POST',
        token: northwind.apiKey,
        body: { customDomains: domains.body.customDomains.map((d) => d.id) },
      });
      expect(again.status).toBe(202);
      await panel.click('[data-testid="redirect-verify"]');
      await panel.waitFor(
        `[data-testid="redirect-host"][data-host="${CUSTOM_DOMAIN}"] [data-state="verified"]`,
      );
    },
    async close() {
      await driver.close();
      await stack.close();
      await forwarder.close();
    },
  };
}
