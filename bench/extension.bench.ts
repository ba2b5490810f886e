/**
 * The extension's own figures: the popup's and the side panel's up-front JavaScript (gzipped,
 * production build, rebuilt first) and the side panel's time to an interactive editor — from navigation start until CodeMirror holds the page's
 * markup — in real Chromium against the emulator, median of several openings.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumDriver } from '../test/e2e/support/driver';
import { startStack } from '../test/e2e/support/stack';
import type { Benchmark, Figure } from './figure';

const PROD = path.resolve('.output/chrome-mv3');
const OPENINGS = 7;

/** Every script the page loads up front: module scripts and module preloads. */
function scriptsOf(html: string): string[] {
  const found = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g),
  ];
  return found.map((m) => m[1]!.replace(/^\//, ''));
}

function gzippedKb(page: string): number {
  const html = readFileSync(path.join(PROD, page), 'utf8');
  const bytes = scriptsOf(html).reduce(
    (n, file) => n + gzipSync(readFileSync(path.join(PROD, file)), { level: 9 }).length,
    0,
  );
  return bytes / 1024;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const run: Benchmark = async () => {
  // Always from the current sources: an older build left in `.output` would measure stale code.
  const built = spawnSync('npx', ['wxt', 'build'], { stdio: 'inherit' });
  if (built.status !== 0 || !existsSync(path.join(PROD, 'manifest.json')))
    throw new Error('The production build failed; nothing to measure.');
  const popupKb = gzippedKb('popup.html');
  const panelKb = gzippedKb('sidepanel.html');

  spawnSync('npx', ['wxt', 'build', '--mode', 'demo'], { stdio: 'ignore' });
  const driver = await chromiumDriver();
  const stack = await startStack(driver);
  const timings: number[] = [];
  try {
    await stack.signInWithSiteKey();
    const { tabId } = await driver.openTab(
      `http://${stack.site.shortName}.localhost:${stack.emulator.port}/about-us`,
    );
    for (let i = 0; i < OPENINGS; i++) {
      const panel = await driver.openPage(`sidepanel.html?tabId=${tabId}`, '.cm-content');
      await panel.waitFor('.cm-content', 'AboutPage');
      timings.push(await panel.evaluate(() => performance.now(), undefined));
      await panel.close();
    }
  } finally {
    await driver.close();
    await stack.close();
  }
  const interactive = median(timings);
  const figures: Figure[] = [
    {
      name: 'extension.popup-js-gzip',
      label: 'popup JavaScript, gzipped (production build)',
      value: popupKb,
      unit: 'KB',
      goal: '<= 30 KB',
      pass: popupKb <= 30,
    },
    {
      name: 'extension.sidepanel-js-gzip',
      label:
        'side panel JavaScript loaded up front, gzipped (each tab, the editor and the vocabulary load when first shown)',
      value: panelKb,
      unit: 'KB',
      goal: '<= 40 KB',
      pass: panelKb <= 40,
    },
    {
      name: 'extension.sidepanel-interactive',
      label: `side panel interactive with the editor holding the page’s markup (median of ${OPENINGS}, Chromium, emulator)`,
      value: interactive,
      unit: 'ms',
      goal: '<= 150 ms',
      pass: interactive <= 150,
    },
  ];
  return figures;
};

export default run;
