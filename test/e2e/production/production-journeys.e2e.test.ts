/**
 * What an editor does with the production build beyond reading: OAuth through the broker as
 * Cloudflare hosts it (workerd), a font file refused for any object store but the real service's
 * (the emulator's included), and a publish to the site's custom domain. Each ends checked in the
 * emulator.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from '../support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from '../support/driver';
import { startStack, type JournalEntry, type Stack } from '../support/stack';
import { workerdBroker } from '../support/workerd-stack';

type Domain = { id: string; url: string; lastPublished: string | null };

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`the production build's journeys in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    let dir: string;
    let tabId: number;
    let tab: PageDriver;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'production-journeys-'));
      driver = await target.start({ build: 'production' });
      stack = await startStack(driver, { broker: workerdBroker });
      await (await stack.saveSettings()).close();
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
      await rm(dir, { recursive: true, force: true });
    });

    /** The side panel on the published About page, with the action invoked there (activeTab). */
    const openPanel = async (): Promise<PageDriver> => {
      if (!tab) {
        ({ page: tab, tabId } = await driver.openTab(`${stack.site.publishedOrigin}/about-us`));
      }
      await (await driver.invokeAction(tabId)).close();
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="side-panel"]',
      );
      await panel.waitFor('[data-testid="schema-tab"]');
      return panel;
    };

    it('signs in with OAuth through the broker running in workerd', async () => {
      expect(stack.brokerOrigin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      await stack.resetJournal();
      const { options, notice } = await stack.signInWithOAuth();
      expect(notice).toMatch(/Signed in as .+@/);
      // The broker in workerd redeemed the code once, over TLS, at the emulator.
      expect(await stack.journal('POST', '/oauth/access_token')).toEqual([
        expect.objectContaining({ status: 200 }),
      ]);
      await options.close();
    });

    it('sends a font file to no store but the real one: the emulator’s is refused, named', async () => {
      const fontPath = join(dir, 'ProdDisplay-Bold.woff2');
      const bytes = Buffer.concat([Buffer.from('wOF2'), randomBytes(4096)]);
      await writeFile(fontPath, bytes);
      // The API base is the emulator, so the store it names is not the real service's.
      const store = `https://objects.localhost:${stack.emulator.port}`;
      const panel = await openPanel();
      await panel.click('[data-testid="panel-tab-fonts"]');
      await panel.waitFor('[data-testid="font-row"]');
      await stack.resetJournal();
      await panel.uploadFile('[data-testid="font-file-input"]', fontPath);
      await panel.waitFor('[data-testid="font-upload"][data-stage="ready"]', 'ProdDisplay-Bold');
      await panel.fill('[data-testid="font-upload-family"]', 'Prod Display');
      await panel.click('[data-testid="font-upload-start"]');
      expect(await panel.waitFor('[data-testid="font-upload"][data-stage="failed"]')).toContain(
        `does not send font files to ${new URL(store).host}`,
      );
      expect(await stack.journal('POST', '/emulator-uploads')).toEqual([]);
      await panel.close();
    });

    it('publishes to the site’s custom domain', async () => {
      const domains = async () =>
        (
          await stack.emulator.call<{ customDomains: Domain[] }>(
            `/v2/sites/${stack.site.id}/custom_domains`,
            { token: stack.site.apiKey! },
          )
        ).body.customDomains;
      const [domain] = await domains();
      expect(domain).toBeDefined();
      const panel = await openPanel();
      await stack.resetJournal();
      await panel.click('[data-testid="publish"]');
      await panel.waitFor(`[data-testid="publish-target"][data-host="${domain!.url}"]`);
      await panel.click('[data-testid="publish-confirm"]');
      expect(await panel.waitFor('[data-testid="publish-status"]', 'Published to')).toContain(
        domain!.url,
      );
      const [post] = (await stack.journal('POST', '/publish')) as (JournalEntry & {
        body?: { customDomains?: string[] };
      })[];
      expect(post?.body?.customDomains).toEqual([domain!.id]);
      const after = (await domains()).find((d) => d.id === domain!.id)!;
      expect(after.lastPublished).not.toBe(domain!.lastPublished);
      const live = await stack.emulator.getWithHost(domain!.url, '/about-us');
      expect(live.status).toBe(200);
      await panel.close();
    });
  });
}
