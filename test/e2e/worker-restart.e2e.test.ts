import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumInfo } from './support/browsers';
import { chromiumDriver } from './support/driver';
import { startStack, type Stack } from './support/stack';

// Stopping an extension's service worker on demand needs the DevTools protocol: Chromium only.
describe.skipIf(!chromiumInfo.path)('a worker stopped mid-sign-in in Chromium', () => {
  let driver: Awaited<ReturnType<typeof chromiumDriver>>;
  let stack: Stack;
  beforeAll(async () => {
    driver = await chromiumDriver();
    stack = await startStack(driver);
  });
  afterAll(async () => {
    await driver?.close();
    await stack?.close();
  });

  it('ends in a clear retry, redeems no code twice, and the retry signs in', async () => {
    await stack.resetJournal();
    const options = await driver.openPage('options.html', '[data-testid="options"]');
    const consent = driver.waitForWindow('/oauth/authorize');
    await options.click('[data-testid="oauth-sign-in"]');
    const auth = await consent;
    await auth.waitFor('#approve');
    await driver.stopWorker();
    await auth.click('#approve').catch(() => undefined);

    const outcome = await options.waitFor(
      '[data-testid="sign-in-notice"], [data-testid="sign-in-interrupted"]',
    );
    expect(outcome).toMatch(/Signed in as|interrupted|did not answer|cancelled/);
    expect((await stack.journal('POST', '/oauth/access_token')).length).toBeLessThanOrEqual(1);

    if (!outcome.includes('Signed in as')) {
      const again = driver.waitForWindow('/oauth/authorize');
      await options.click('[data-testid="oauth-sign-in"]');
      const retry = await again;
      await retry.waitFor('#approve');
      await retry.click('#approve');
      await options.waitFor('[data-testid="sign-in-notice"]', 'Signed in as');
    }
    expect(
      (await stack.journal('POST', '/oauth/access_token')).filter((e) => e.status === 200),
    ).toHaveLength(1);
    await options.waitFor('[data-testid="account"]', stack.site.displayName);
  });

  it('keeps a schema draft when the worker is stopped mid-edit', async () => {
    const site = stack.site;
    const { tabId } = await driver.openTab(
      `http://${site.shortName}.localhost:${stack.emulator.port}/pricing`,
    );
    const open = async () => {
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="side-panel"]',
      );
      await panel.waitFor('.cm-content');
      return panel;
    };
    const panel = await open();
    await panel.replaceText(
      '.cm-content',
      '{ "@context": "https://schema.org", "@type": "Offer", "name": "Tarif" }',
    );
    await driver.stopWorker();
    await panel.waitFor('[data-testid="schema-draft-badge"]');
    await new Promise((r) => setTimeout(r, 800));
    await driver.stopWorker();
    await panel.close();
    const again = await open();
    expect(await again.waitFor('.cm-content', 'Tarif')).toContain('"Offer"');
    await again.waitFor('[data-testid="schema-draft-badge"]');
  });
});
