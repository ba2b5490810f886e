/**
 * Launches Debian's Chromium with the built extension loaded, headless, in a fresh profile or in
 * one the caller keeps.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
  type Worker,
} from 'playwright-core';
import { chromiumInfo } from './browsers';
import type { ForwardedHosts } from './forwarder';
import { CHROME_BUILD } from './paths';

/** A running Chromium with the extension. */
export interface ChromiumSession {
  context: BrowserContext;
  extensionId: string;
  worker: Worker;
  /**
   * A browser-level DevTools session (only with `browserSession: true`), for domains a page
   * session lacks, such as `Extensions.triggerAction`.
   */
  browserSession?: CDPSession;
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

/** How to start Chromium. */
export interface ChromiumOptions {
  extensionPath?: string;
  headless?: boolean;
  /** Accept the emulator's self-signed certificate, for pages and the extension's own fetches. */
  acceptSelfSignedCerts?: boolean;
  /** Open a browser-level DevTools session with the `Extensions` domain (see `browserSession`). */
  browserSession?: boolean;
  /** Host names (e.g. a site's custom domain, `*.example` allowed) that resolve to 127.0.0.1. */
  loopbackHosts?: string[];
  /** Host names that resolve to 127.0.0.1 on another port (`MAP host 127.0.0.1:port`). */
  forwardedHosts?: ForwardedHosts;
  /** The browser's UI language (e.g. `de`), which `i18n.getMessage` answers in. */
  uiLanguage?: string;
  /** A profile directory the caller keeps (left in place on close); by default a fresh one. */
  profile?: string;
}

/** Starts Chromium with the extension at `extensionPath`. */
export async function launchChromium(options: ChromiumOptions = {}): Promise<ChromiumSession> {
  const extensionPath = options.extensionPath ?? CHROME_BUILD;
  const profile =
    options.profile ?? (await mkdtemp(path.join(os.tmpdir(), 'site-companion-chromium-')));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumInfo.path,
    headless: options.headless ?? true,
    // Chromium on Linux takes its UI language from `--lang` and the LANGUAGE environment variable.
    ...(options.uiLanguage
      ? { env: { ...process.env, LANGUAGE: options.uiLanguage }, locale: options.uiLanguage }
      : {}),
    args: [
      ...(options.uiLanguage ? [`--lang=${options.uiLanguage}`] : []),
      `--disable-extensions-except=${extensionPath}`,
      `--load-extension=${extensionPath}`,
      ...CHROMIUM_ARGS,
      ...(options.acceptSelfSignedCerts ? ['--ignore-certificate-errors'] : []),
      ...(options.loopbackHosts?.length || options.forwardedHosts
        ? [
            `--host-resolver-rules=${[
              ...(options.loopbackHosts ?? []).map((h) => `MAP ${h} 127.0.0.1`),
              ...(options.forwardedHosts?.hosts ?? []).map(
                (h) => `MAP ${h} 127.0.0.1:${options.forwardedHosts!.port}`,
              ),
            ].join(',')}`,
          ]
        : []),
      // A persistent context gives no browser-level session, so a second client connects over a
      // port; the `Extensions` domain exists only with unsafe extension debugging.
      ...(options.browserSession
        ? ['--remote-debugging-port=0', '--enable-unsafe-extension-debugging']
        : []),
    ],
  });
  const worker =
    context.serviceWorkers()[0] ??
    (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL(worker.url()).host;
  const debugging = options.browserSession ? await connectOverPort(profile) : undefined;
  return {
    context,
    extensionId,
    worker,
    ...(debugging ? { browserSession: debugging.session } : {}),
    async openPage(file) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${file}`);
      return page;
    },
    async close() {
      await debugging?.browser.close();
      await context.close();
      if (!options.profile) await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Connects a second client to the DevTools port Chromium wrote into `profile`. */
async function connectOverPort(
  profile: string,
): Promise<{ browser: Browser; session: CDPSession }> {
  const [port] = (await readFile(path.join(profile, 'DevToolsActivePort'), 'utf8')).split('\n');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  return { browser, session: await browser.newBrowserCDPSession() };
}
