import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import { startStack, type Stack } from './support/stack';

const EDITOR = '.cm-content';

/** Waits until the input at `selector` holds `value` (a draft loads after the page's metadata). */
async function inputValue(panel: PageDriver, selector: string, value: string): Promise<string> {
  const read = () =>
    panel.evaluate(
      (s) => (document.querySelector(s) as HTMLInputElement | null)?.value ?? '',
      selector,
    );
  const until = Date.now() + 20_000;
  let seen = await read();
  while (seen !== value && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    seen = await read();
  }
  return seen;
}

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`an edit closed at once in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    let tabId: number;
    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
      await (await stack.signInWithSiteKey()).close();
      const published = `http://${stack.site.shortName}.localhost:${stack.emulator.port}`;
      ({ tabId } = await driver.openTab(`${published}/pricing`));
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });

    const openPanel = async (): Promise<PageDriver> => {
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="side-panel"]',
      );
      await panel.waitFor('[data-testid="schema-tab"]');
      return panel;
    };

    it('keeps the Schema editor’s text when the panel closes right after the last keystroke', async () => {
      const panel = await openPanel();
      await panel.waitFor(EDITOR, '@context');
      await panel.replaceText(
        EDITOR,
        '{ "@context": "https://schema.org", "@type": "Offer", "name": "Sofort" }',
      );
      await panel.close();
      const again = await openPanel();
      expect(await again.waitFor(EDITOR, 'Sofort')).toContain('Sofort');
      expect(await again.waitFor('[data-testid="schema-draft-badge"]')).toBe(
        'Unsaved draft — kept if you close the panel',
      );
      await again.close();
    });

    it('keeps the metadata form’s title when the panel closes right after typing', async () => {
      const panel = await openPanel();
      await panel.click('[data-testid="panel-tab-metadata"]');
      await panel.waitFor('input[name="title"]');
      await panel.fill('input[name="title"]', 'Prices, fast');
      await panel.close();
      const again = await openPanel();
      await again.click('[data-testid="panel-tab-metadata"]');
      await again.waitFor('input[name="title"]');
      expect(await inputValue(again, 'input[name="title"]', 'Prices, fast')).toBe('Prices, fast');
      await again.close();
    });
  });
}
