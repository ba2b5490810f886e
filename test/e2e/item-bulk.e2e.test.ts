import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import { startStack, type Stack } from './support/stack';

type Item = { id: string; fieldData: Record<string, unknown> };
type Locale = { id: string; cmsLocaleId: string };

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(
    `item fields fixed in bulk from the grid in ${target.name}`,
    () => {
      let driver: ExtensionDriver;
      let stack: Stack;
      let panel: PageDriver;
      let blogId: string;
      let locales: Locale[];
      let posts: Item[];

      const api = async <T>(path: string, init: { method?: string; body?: unknown } = {}) =>
        (await stack.emulator.call<T>(path, { token: stack.site.apiKey!, ...init })).body;
      const summaries = async () =>
        (
          await Promise.all(
            locales.map((l) =>
              api<{ items: Item[] }>(
                `/v2/collections/${blogId}/items?limit=100&cmsLocaleId=${l.cmsLocaleId}`,
              ),
            ),
          )
        ).flatMap((r) => r.items.map((i) => String(i.fieldData['post-summary'] ?? '')));
      const writes = async () =>
        (await stack.journal('PATCH', `/collections/${blogId}/items`)).filter((e) => e.status < 400)
          .length;
      const waitFinished = () =>
        panel.waitFor('[data-testid="item-bulk-job"][data-finished="true"]', undefined, 60_000);

      beforeAll(async () => {
        driver = await target.start();
        stack = await startStack(driver);
        await (await stack.signInWithSiteKey()).close();
        const { collections } = await api<{ collections: { id: string; displayName: string }[] }>(
          `/v2/sites/${stack.site.id}/collections`,
        );
        blogId = collections.find((c) => c.displayName === 'Blog Posts')!.id;
        locales = [stack.site.locales.primary, ...stack.site.locales.secondary] as Locale[];
        posts = (await api<{ items: Item[] }>(`/v2/collections/${blogId}/items?limit=100`)).items;
        // Every post's summary empty in every locale: more than 100 rows to fill.
        for (const l of locales)
          await api(`/v2/collections/${blogId}/items`, {
            method: 'PATCH',
            body: {
              items: posts.map((p) => ({
                id: p.id,
                cmsLocaleId: l.cmsLocaleId,
                fieldData: { 'post-summary': '' },
              })),
            },
          });
      });
      afterAll(async () => {
        await driver?.close();
        await stack?.close();
      });

      it('fills the empty descriptions in 100-row requests after asking, and Undo empties them again', async () => {
        const { tabId } = await driver.openTab(
          `http://${stack.site.shortName}.localhost:${stack.emulator.port}/`,
        );
        panel = await driver.openPage(
          `sidepanel.html?tabId=${tabId}`,
          '[data-testid="side-panel"]',
        );
        await panel.waitFor('[data-testid="panel-tab-site"]');
        await panel.click('[data-testid="panel-tab-site"]');
        await panel.waitFor('[data-testid="site-tab"]');
        await panel.click('[data-testid="site-refresh"]');
        await panel.waitFor('[data-testid="site-checked-at"]', undefined, 30_000);
        await panel.click(
          `[data-testid="site-group"][data-collection="${blogId}"] [data-testid="site-group-toggle"]`,
        );
        await panel.waitFor('[data-testid="site-item-row"]');
        await panel.click('[data-testid="site-select-all"]');
        await panel.waitFor('[data-testid="item-bulk"]');
        await panel.waitFor('[data-testid="item-bulk-source"] option[value="post-body"]');
        await panel.select('[data-testid="item-bulk-source"]', 'post-body');
        // No field is confirmed to feed Blog Posts' descriptions yet: the panel asks first.
        await panel.waitFor(`[data-testid="item-bulk-fields"][data-collection="${blogId}"]`);
        await panel.click('[data-testid="item-bulk-confirm-fields"]');
        await panel.click('[data-testid="item-bulk-preview"]');
        // Every selected row (each published item in each locale it is published in) is empty.
        const selected = await panel.waitFor(
          '[data-testid="item-bulk"] p.muted',
          'item rows selected',
        );
        const rows = Number(/\d+/.exec(selected)![0]);
        expect(rows).toBeGreaterThan(100);
        expect(await panel.waitFor('[data-testid="item-bulk-apply"]')).toBe(`Change ${rows} rows`);

        await panel.evaluate(() => {
          const asked: string[] = [];
          (window as unknown as { asked: string[] }).asked = asked;
          window.confirm = (q?: string) => (asked.push(q ?? ''), true);
        }, undefined);
        const before = await writes();
        const emptyBefore = (await summaries()).filter((x) => x === '').length;
        await panel.click('[data-testid="item-bulk-apply"]');
        await waitFinished();
        const asked = await panel.evaluate(
          () => (window as unknown as { asked: string[] }).asked,
          undefined,
        );
        expect(asked).toEqual([
          `Change ${rows} item rows of Blog Posts in English, French, German? They are written now, 100 a request; visitors see them once the items are published.`,
        ]);
        expect((await writes()) - before).toBe(Math.ceil(rows / 100));
        expect((await summaries()).filter((x) => x === '')).toHaveLength(emptyBefore - rows);
        const items = Number(
          /\d+/.exec(await panel.waitFor('[data-testid="item-bulk-publish"]'))![0],
        );
        expect(items).toBe(Math.ceil(rows / locales.length));

        await panel.click('[data-testid="item-bulk-undo"]');
        expect(await panel.waitFor('[data-testid="item-bulk-apply"]')).toBe(`Change ${rows} rows`);
        await panel.click('[data-testid="item-bulk-apply"]');
        await panel
          .waitFor('[data-testid="item-bulk-progress"]', `0 of ${rows}`)
          .catch(() => undefined);
        await waitFinished();
        expect((await summaries()).filter((x) => x === '')).toHaveLength(emptyBefore);
      });

      it('publishes exactly the changed items, 100 a request, and their pages serve the change', async () => {
        // Fill again, then publish what changed.
        await panel.click('[data-testid="item-bulk-preview"]');
        await panel.waitFor('[data-testid="item-bulk-apply"]');
        await panel.click('[data-testid="item-bulk-apply"]');
        await waitFinished();
        await stack.resetJournal();
        await panel.waitFor('[data-testid="item-bulk-publish"]');
        await panel.click('[data-testid="item-bulk-publish"]');
        const said = await panel.waitFor('[data-testid="item-bulk-published"]');
        const [items, requests] = said.match(/\d+/g)!.map(Number) as [number, number];
        expect(said).toBe(`Published ${items} items with ${Math.ceil(items / 100)} requests.`);
        expect(await stack.journal('POST', '/items/publish')).toHaveLength(requests);
        expect(await stack.journal('POST', `/sites/${stack.site.id}/publish`)).toEqual([]);
        const live = await api<{ items: Item[] }>(
          `/v2/collections/${blogId}/items/live?limit=100&cmsLocaleId=${locales[1]!.cmsLocaleId}`,
        );
        expect(live.items.every((i) => String(i.fieldData['post-summary'] ?? '') !== '')).toBe(
          true,
        );
        await panel.close();
      });
    },
  );
}
