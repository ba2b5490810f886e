import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver } from './support/driver';
import { startStack, type Stack } from './support/stack';

type Hook = { id: string; url: string; filter: { name: string } | null; secretKey?: string };

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`the Webhooks tab in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
      await (await stack.signInWithSiteKey()).close();
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });

    const inEmulator = async () =>
      (
        await stack.emulator.call<{ webhooks: Hook[] }>(
          `/v2/sites/${stack.site.id}/webhooks?limit=100`,
          { token: stack.site.apiKey! },
        )
      ).body.webhooks;

    it('creates a webhook, shows its secret once, lists it and deletes it', async () => {
      const url = `https://hooks.example.com/e2e/${driver.name}`;
      const { tabId } = await driver.openTab(
        `http://${stack.site.shortName}.localhost:${stack.emulator.port}/`,
      );
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="schema-tab"]',
      );
      await panel.click('[data-testid="panel-tab-webhooks"]');
      await panel.waitFor('[data-testid="webhook-form"]');
      await panel.waitFor('[data-testid="webhook-group"]', 'Form submission');

      await panel.select('[data-testid="webhook-trigger"]', 'form_submission');
      await panel.fill('[data-testid="webhook-url"]', url);
      await panel.fill('[data-testid="webhook-form-name"]', 'Newsletter');
      await panel.click('[data-testid="webhook-create"]');
      const secret = (await panel.waitFor('[data-testid="webhook-secret-value"]')).trim();
      expect(secret).toMatch(/whsec_[0-9a-f]+$/);
      expect(await panel.waitFor('[data-testid="webhook-secret"]')).toContain(
        'it will not be shown again',
      );
      await panel.click('[data-testid="webhook-secret-dismiss"]');
      const row = await panel.waitFor('[data-testid="webhook-row"]', url);
      expect(row).toContain('Newsletter');
      const shown = await panel.evaluate(
        (s) => ({
          panel: document.querySelector('[data-testid="webhook-secret"]') !== null,
          text: document.body.textContent?.includes(s) ?? true,
        }),
        secret,
      );
      expect(shown).toEqual({ panel: false, text: false });
      const stored = await panel.evaluate(async () => {
        const api = typeof browser === 'undefined' ? chrome : browser;
        const [local, session] = await Promise.all([
          api.storage.local.get(null),
          api.storage.session.get(null),
        ]);
        return JSON.stringify([local, session, { ...localStorage }]);
      }, undefined);
      expect(stored).not.toContain(secret);

      const made = (await inEmulator()).find((w) => w.url === url);
      expect(made).toMatchObject({ url, filter: { name: 'Newsletter' } });
      expect(made).not.toHaveProperty('secretKey');

      await panel.evaluate(() => {
        window.confirm = () => true;
      }, undefined);
      await panel.click(`[data-webhook-id="${made!.id}"] [data-testid="webhook-delete"]`);
      await panel.waitFor('[data-testid="webhooks-status"]', 'Deleted');
      const gone = await panel.evaluate(
        (id) => document.querySelector(`[data-webhook-id="${id}"]`) === null,
        made!.id,
      );
      expect(gone).toBe(true);
      expect((await inEmulator()).map((w) => w.id)).not.toContain(made!.id);
      await panel.close();
    });

    it('warns near the 75-per-trigger limit and refuses to create past it', async () => {
      // Set-up calls share the site key's budget; rate limits have their own tests.
      await stack.emulator.control(`/sites/${stack.site.id}/plan`, {
        method: 'POST',
        body: { rateLimit: 10_000 },
      });
      for (let i = 0; i < 74; i++) {
        await stack.emulator.call(`/v2/sites/${stack.site.id}/webhooks`, {
          token: stack.site.apiKey!,
          method: 'POST',
          body: { triggerType: 'page_deleted', url: `https://hooks.example.com/limit/${i}` },
        });
      }
      const { tabId } = await driver.openTab(
        `http://${stack.site.shortName}.localhost:${stack.emulator.port}/`,
      );
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="schema-tab"]',
      );
      await panel.click('[data-testid="panel-tab-webhooks"]');
      await panel.waitFor('[data-testid="webhook-form"]');
      await panel.select('[data-testid="webhook-trigger"]', 'page_deleted');
      await panel.waitFor('[data-testid="webhook-limit-near"]', '74');
      await panel.fill('[data-testid="webhook-url"]', 'https://hooks.example.com/limit/last');
      await panel.click('[data-testid="webhook-create"]');
      await panel.waitFor('[data-testid="webhook-secret"]');
      await panel.waitFor('[data-testid="webhook-limit-full"]');
      expect(
        await panel.evaluate(
          () =>
            document.querySelector<HTMLButtonElement>('[data-testid="webhook-create"]')!.disabled,
          undefined,
        ),
      ).toBe(true);
      const limited = (await inEmulator()).filter((w) => w.url.includes('/limit/'));
      expect(limited).toHaveLength(75);
      await panel.close();
    });
  });
}
