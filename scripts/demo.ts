/**
 * `npm run demo`: the product on the local emulator. Builds the demo extension, starts the service
 * emulator (demo seed) and the token broker on 127.0.0.1, launches Chromium with the extension
 * pointed at them, signs in with the demo site's API key and opens a published page in French.
 * - With a display: the window stays open (Ctrl+C stops everything).
 * - With `--headless` (or no display): writes screenshots to `demo-output/` (or `--out DIR`).
 */
import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumInfo, missingMessage } from '../test/e2e/support/browsers';
import { chromiumDriver } from '../test/e2e/support/driver';
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
const build = spawnSync('npx', ['wxt', 'build', '--mode', 'demo'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const headless = values.headless || !process.env.DISPLAY;
if (!values.headless && headless) {
  process.stdout.write('No display found, so the demo runs headless and writes screenshots.\n');
}

const driver = await chromiumDriver({ headless });
const stack = await startStack(driver);
const site = stack.site;
const published = `http://${site.shortName}.localhost:${stack.emulator.port}`;

const options = await stack.signInWithSiteKey();

const french = `${published}/fr/a-propos`;
const { tabId } = await driver.openTab(french);
const popup = await driver.openPage(`popup.html?tabId=${tabId}`, '[data-testid="location-page"]');
const panel = await driver.openPage(`sidepanel.html?tabId=${tabId}`, '[data-testid="schema-tab"]');

process.stdout.write(
  [
    '',
    `Service emulator: ${stack.emulator.origin} (control API: ${stack.emulator.origin}/__emulator/fixtures)`,
    `Token broker:     ${stack.brokerOrigin}`,
    `Published site:   ${published}/  (French: ${french})`,
    `Designer:         http://${site.shortName}.design.localhost:${stack.emulator.port}/?pageId=${site.pages.home}`,
    `Signed in with the site API key of "${site.displayName}"; "Sign in with your account" runs OAuth.`,
    '',
  ].join('\n'),
);

if (headless) {
  const out = path.resolve(values.out!);
  await mkdir(out, { recursive: true });
  const shots = [
    [popup, 'popup', { width: 360, height: 420 }],
    [panel, 'side-panel', { width: 400, height: 720 }],
    [options, 'options', { width: 900, height: 900 }],
  ] as const;
  for (const [page, name, size] of shots) {
    const file = path.join(out, `${name}.png`);
    await page.screenshot(file, size);
    process.stdout.write(`wrote ${file}\n`);
  }
  await driver.close();
  await stack.close();
} else {
  process.stdout.write('Chromium is open with Site Companion loaded. Press Ctrl+C to stop.\n');
  process.on('SIGINT', () => {
    void Promise.all([driver.close(), stack.close()]).then(() => process.exit(0));
  });
}
