/**
 * `npm run demo`: the product on the local emulator. Builds the demo extension, starts the service
 * emulator (demo seed) and the token broker on 127.0.0.1, launches Chromium with the extension
 * pointed at them, signs in with the demo site's API key and opens a published page in French
 * that only inherits the English markup (the case the product is for).
 * - With `--headless` it also photographs a French blog post, an item page (most pages of a real
 *   site are): the popup naming the item, the side panel's template banner and its Item tab.
 * - With a display: the window stays open (Ctrl+C stops everything).
 * - With `--headless` (or no display): writes screenshots to `demo-output/` (or `--out DIR`).
 */
import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumInfo, missingMessage } from '../test/e2e/support/browsers';
import { frenchBlogPost } from '../test/e2e/support/blog-post';
import { chromiumDriver, type PageDriver } from '../test/e2e/support/driver';
import { startStack } from '../test/e2e/support/stack';

const { values } = parseArgs({
  options: {
    headless: { type: 'boolean', default: false },
    out: { type: 'string', default: 'demo-output' },
  },
});

if (!chromiumInfo.path) {
  process.stderr.write(`${missingMessage(chromiumInfo)}\n`);
  process.exit(1);
}
process.stdout.write('Building the demo extension…\n');
const build = spawnSync('npx', ['wxt', 'build', '--mode', 'demo'], { encoding: 'utf8' });
if (build.status !== 0) {
  process.stderr.write(`${build.stdout}${build.stderr}`);
  process.exit(build.status ?? 1);
}

const headless = values.headless || !process.env.DISPLAY;
if (!values.headless && headless) {
  process.stdout.write('No display found, so the demo runs headless and writes screenshots.\n');
}

const driver = await chromiumDriver({ headless });
const stack = await startStack(driver);
const site = stack.site;
const published = `http://${site.shortName}.localhost:${stack.emulator.port}`;

const options = await stack.signInWithSiteKey();

// The contact page's French version has no markup of its own: it inherits the English one.
const frenchLocale = site.locales.secondary.find((l) => l.tag.startsWith('fr'))!;
const contact = await stack.emulator.call<{ publishedPath: string }>(
  `/v2/pages/${site.pages.contact}?localeId=${frenchLocale.id}`,
  { token: site.apiKey! },
);
const french = `${published}${contact.body.publishedPath}`;
const { tabId } = await driver.openTab(french);
const popup = await driver.openPage(`popup.html?tabId=${tabId}`, '[data-testid="location-page"]');
const panel = await driver.openPage(`sidepanel.html?tabId=${tabId}`, '[data-testid="schema-tab"]');

const post = await frenchBlogPost(stack, published);

const addresses = [
  '',
  `Service emulator: ${stack.emulator.origin} (control API: ${stack.emulator.origin}/__emulator/fixtures)`,
  `Token broker:     ${stack.brokerOrigin}`,
  `Published site:   ${published}/  (French contact page, inheriting: ${french})`,
  `A French blog post (an item page, rendered by the Blog Posts template): ${post.url}`,
  `Designer:         http://${site.shortName}.design.localhost:${stack.emulator.port}/?pageId=${site.pages.home}`,
  `Signed in with the site API key of "${site.displayName}"; "Sign in with your account" runs OAuth.`,
].join('\n');

if (headless) {
  const out = path.resolve(values.out!);
  await mkdir(out, { recursive: true });
  const written: string[] = [];
  const shoot = async (page: PageDriver, name: string, size: { width: number; height: number }) => {
    const file = path.join(out, `${name}.png`);
    await page.screenshot(file, size);
    written.push(file);
  };
  const panelSize = { width: 400, height: 720 };
  await shoot(popup, 'popup', { width: 360, height: 420 });
  await shoot(panel, 'side-panel', panelSize);
  for (const [tab, ready] of [
    ['metadata', '[data-testid="metadata-tab"] input[name="title"]'],
    ['assets', '[data-testid="assets-tab"] [role="tree"]'],
    ['site', '[data-testid="site-refresh"]'],
  ] as const) {
    await panel.click(`[data-testid="panel-tab-${tab}"]`);
    await panel.waitFor(ready, undefined, 60_000);
    if (tab === 'site') {
      // The grid shows after the site's first check (bulk reads of every page and locale).
      await panel.click('[data-testid="site-refresh"]');
      await panel.waitFor('[data-testid="site-grid"]', undefined, 120_000);
    }
    await shoot(panel, `side-panel-${tab}`, panelSize);
  }
  await shoot(options, 'options', { width: 900, height: 900 });
  // An item page: the popup names the item, the side panel says the markup is the template's.
  const item = await driver.openTab(post.url);
  const itemPopup = await driver.openPage(
    `popup.html?tabId=${item.tabId}`,
    '[data-testid="item-item"]',
  );
  await shoot(itemPopup, 'item-popup', { width: 360, height: 460 });
  const itemPanel = await driver.openPage(
    `sidepanel.html?tabId=${item.tabId}`,
    '[data-testid="template-banner"]',
  );
  await shoot(itemPanel, 'item-side-panel', panelSize);
  await itemPanel.click('[data-testid="panel-tab-item"]');
  await itemPanel.waitFor('[data-testid="item-name"]', undefined, 60_000);
  await shoot(itemPanel, 'item-side-panel-item', panelSize);
  await shoot(item.page, 'item-page', { width: 1024, height: 768 });
  await driver.close();
  await stack.close();
  process.stdout.write(
    `${addresses}\n\nScreenshots:\n${written.map((f) => `  ${f}`).join('\n')}\n`,
  );
} else {
  process.stdout.write(
    `${addresses}\n\nChromium is open with Site Companion loaded. Press Ctrl+C to stop.\n`,
  );
  process.on('SIGINT', () => {
    void Promise.all([driver.close(), stack.close()]).then(() => process.exit(0));
  });
}
