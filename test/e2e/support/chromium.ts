/**
 * Launches Debian's Chromium with the built extension loaded, headless, in a fresh profile.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { chromiumInfo } from './browsers';
import { CHROME_BUILD } from './paths';

/** A running Chromium with the extension. */
export interface ChromiumSession {
  context: BrowserContext;
  extensionId: string;
  worker: Worker;
  /** Opens one of the extension's pages (e.g. `popup.html`) in a tab. */
  openPage(file: string): Promise<Page>;
  close(): Promise<void>;
}

/** Flags that keep Chromium off the network (this machine has none) and quiet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Starts Chromium with the extension at `extensionPath`. */
export async function launchChromium(
  options: { extensionPath?: string; headless?: boolean } = {},
): Promise<ChromiumSession> {
  const extensionPath = options.extensionPath ?? CHROME_BUILD;
  const profile = await mkdtemp(path.join(os.tmpdir(), 'site-companion-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumInfo.path,
    headless: options.headless ?? true,
    args: [
      `--disable-extensions-except=${extensionPath}`,
      `--load-extension=${extensionPath}`,
      ...CHROMIUM_ARGS,
    ],
  });
  const worker =
    context.serviceWorkers()[0] ??
    (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    extensionId,
    worker,
    async openPage(file) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${file}`);
      return page;
    },
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
