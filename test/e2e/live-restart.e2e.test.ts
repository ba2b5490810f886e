import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import { startStack, type JournalEntry, type Stack } from './support/stack';

type Item = { id: string; fieldData: { name: string; slug: string } };
type Items = { items: Item[] };
type Collection = { id: string; displayName: string };

/** What the Site tab shows of the last live check: its time, the Blog's findings, two items' states. */
type Shown = { checkedAt: string; rules: string[]; focaccia: string; clean: string };

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(
    `the last live check after a restart of ${target.name}`,
    () => {
      let profile: string;
      let driver: ExtensionDriver;
      let stack: Stack;
      let blog: Collection;
      let focaccia: Item;
      let clean: Item;
      let before: Shown;

      const api = async <T>(path: string) =>
        (await stack.emulator.call<T>(path, { token: stack.site.apiKey! })).body;
      const group = () => `[data-testid="site-group"][data-collection="${blog.id}"]`;

      beforeAll(async () => {
        profile = await mkdtemp(path.join(os.tmpdir(), 'site-companion-restart-'));
        driver = await target.start({ profile });
        stack = await startStack(driver);
        await stack.emulator.control(`/sites/${stack.site.id}/plan`, {
          method: 'POST',
          body: { rateLimit: 10_000 },
        });
        // Remembered, as an editor who stays signed in across restarts has it.
        const options = await driver.openPage('options.html', '[data-testid="signed-out"]');
        await options.fill('[data-testid="site-key-input"]', stack.site.apiKey!);
        await options.click('[data-testid="remember"]');
        await options.click('[data-testid="site-key-submit"]');
        await options.waitFor('[data-testid="account"]');
        await options.close();
        const { collections } = await api<{ collections: Collection[] }>(
          `/v2/sites/${stack.site.id}/collections`,
        );
        blog = collections.find((c) => c.displayName === 'Blog Posts')!;
        const { items } = await api<Items>(`/v2/collections/${blog.id}/items/live?limit=100`);
        const byName = (name: string) => items.find((i) => i.fieldData.name === name)!;
        focaccia = byName('Focaccia, step by step');
        const faulty = new Set(
          ['Focaccia, step by step', 'The story of rye bread', 'Five mistakes with croissants'].map(
            (n) => byName(n).id,
          ),
        );
        clean = items.find((i) => !faulty.has(i.id))!;
      });
      afterAll(async () => {
        await driver?.close();
        await stack?.close();
        if (profile) await rm(profile, { recursive: true, force: true });
      });

      const openSiteTab = async (): Promise<PageDriver> => {
        const { tabId } = await driver.openTab(
          `http://${stack.site.shortName}.localhost:${stack.emulator.port}/`,
        );
        const panel = await driver.openPage(
          `sidepanel.html?tabId=${tabId}`,
          '[data-testid="schema-tab"]',
        );
        await panel.click('[data-testid="panel-tab-site"]');
        await panel.waitFor('[data-testid="site-tab"]');
        return panel;
      };

      /** Paths read from the published site since the journal was reset, but the tab's own page. */
      const sitePagesRead = async () =>
        ((await stack.journal('GET')) as (JournalEntry & { host: string | null })[])
          .filter((e) => e.host !== null && e.path !== '/' && e.path !== '/favicon.ico')
          .map((e) => e.path);

      const findings = (panel: PageDriver) =>
        panel.evaluate(
          (sel) =>
            [
              ...document.querySelectorAll<HTMLElement>(
                `${sel} [data-testid="site-group-live-finding"]`,
              ),
            ].map((f) => f.dataset.rule!),
          group(),
        );

      const liveOf = async (panel: PageDriver, item: Item) => {
        await panel.fill('[data-testid="site-search"]', item.fieldData.slug);
        const live = `[data-testid="site-item-row"][data-item="${item.id}"] [data-testid="site-item-live"]`;
        const text = await panel.waitFor(live);
        const kinds = await panel.evaluate(
          (sel) => document.querySelector<HTMLElement>(sel)!.dataset.live,
          live,
        );
        return `${kinds}: ${text}`;
      };

      /** Reads what the tab shows, once the Blog group lists the check's findings. */
      const shown = async (panel: PageDriver): Promise<Shown> => {
        await expect
          .poll(async () => (await findings(panel)).length, { timeout: 120_000, interval: 500 })
          .toBeGreaterThan(0);
        await panel.waitFor('[data-testid="live-checked-against"]');
        const checkedAt = await panel.evaluate(
          () =>
            document.querySelector<HTMLElement>('[data-testid="live-checked-against"]')!.dataset
              .checkedAt!,
          undefined,
        );
        const toggle = `${group()} [data-testid="site-group-toggle"]`;
        const open = await panel.evaluate(
          (sel) => document.querySelector(sel)!.getAttribute('aria-expanded'),
          toggle,
        );
        if (open !== 'true') await panel.click(toggle);
        return {
          checkedAt,
          rules: [...new Set(await findings(panel))].sort(),
          focaccia: await liveOf(panel, focaccia),
          clean: await liveOf(panel, clean),
        };
      };

      it('checks the live site with its item pages', async () => {
        const panel = await openSiteTab();
        await panel.click('[data-testid="site-refresh"]');
        await panel.waitFor(group(), undefined, 30_000);
        await panel.waitFor('[data-testid="live-check-button"]');
        await stack.resetJournal();
        await panel.click('[data-testid="live-check-button"]');
        before = await shown(panel);
        const read = await sitePagesRead();
        expect(read.some((p) => p.endsWith(`/${focaccia.fieldData.slug}`))).toBe(true);
        expect(before.rules).toContain('items/not-found');
        expect(before.focaccia).toMatch(/^not-found: Live: not found \(404\)/);
        expect(before.clean).toBe('ok: Live: OK');
        await panel.close();
      });

      it('shows the same results after the browser is closed and started again, reading no page of the live site', async () => {
        expect(before).toBeDefined();
        await driver.close();
        driver = await target.start({ profile });
        await stack.resetJournal();
        const panel = await openSiteTab();
        expect(await shown(panel)).toEqual(before);
        const progress = await panel.evaluate(
          () => document.querySelector('[data-testid="live-progress"]') !== null,
          undefined,
        );
        expect(progress).toBe(false);
        expect(await sitePagesRead()).toEqual([]);
        await panel.close();
      });
    },
  );
}
