/**
 * Launches Debian's Firefox ESR headless over WebDriver BiDi and installs the built extension as a
 * temporary add-on with a fixed internal UUID, so its pages have known addresses; in a profile the
 * caller keeps, as a permanent one instead.
 */
import AdmZip from 'adm-zip';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { FIREFOX_ADDON_ID } from '../../../lib/core/manifest/ids';
import { firefoxInfo } from './browsers';
import { FIREFOX_BUILD } from './paths';

/** The moz-extension host the tests pin for the add-on. */
export const FIREFOX_UUID = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

/** A running Firefox with the extension. */
export interface FirefoxSession {
  browser: Browser;
  origin: string;
  /** Opens one of the extension's pages in a tab and waits until `selector` is there. */
  openPage(file: string, selector: string): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Polls for `selector`. While a moz-extension page is still loading, BiDi evaluation can fail
 * outright instead of waiting, so those failures count as "not there yet".
 */
export async function waitUntilPresent(
  page: Page,
  selector: string,
  timeoutMs = 20_000,
  text?: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await page
      .evaluate(
        (s, t) => [...document.querySelectorAll(s)].some((e) => !t || e.textContent?.includes(t)),
        selector,
        text,
      )
      .catch(() => false);
    if (found) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `${selector}${text ? ` with "${text}"` : ''} did not appear within ${timeoutMs} ms`,
  );
}

interface BidiConnection {
  send(method: string, params: object): Promise<{ result: Record<string, unknown> }>;
}

/**
 * Evaluates `expression` in the browser window's own (chrome) document, which
 * `--remote-allow-system-access` opens to automation; answers its JSON-able result.
 */
export async function inBrowserWindow(page: Page, expression: string): Promise<unknown> {
  const connection = (page.browser() as unknown as { connection: BidiConnection }).connection;
  const tree = await connection.send('browsingContext.getTree', {
    'moz:scope': 'chrome',
    maxDepth: 0,
  });
  const chrome = (tree.result.contexts as { context: string }[])[0]!.context;
  const { result } = await connection.send('script.evaluate', {
    expression,
    target: { context: chrome },
    awaitPromise: true,
  });
  return (result.result as { value?: unknown } | undefined)?.value;
}

/** Firefox's scope of its WebExtension API code (tab ids, browser actions), in the browser window. */
export const EXTENSION_GLOBAL = `ChromeUtils.importESModule(
  'resource://gre/modules/ExtensionParent.sys.mjs',
).ExtensionParent.apiManager.global`;

/** The extension API's id of the tab selected in the browser window, which must show `url`. */
export async function selectedTabId(page: Page, url: string): Promise<number> {
  const answer = await inBrowserWindow(
    page,
    `JSON.stringify({ id: ${EXTENSION_GLOBAL}.tabTracker.getId(gBrowser.selectedTab),
        url: gBrowser.selectedBrowser.currentURI.spec })`,
  );
  const selected = JSON.parse(String(answer)) as { id: number; url: string };
  if (selected.url !== url) throw new Error(`The selected tab shows ${selected.url}, not ${url}`);
  return selected.id;
}

/**
 * Sets `prefers-color-scheme` for web and extension pages. Firefox's BiDi has no media emulation,
 * so this sets the content override preference from the browser's own (chrome) context, which
 * `--remote-allow-system-access` opens to automation, then waits until `page` sees the change.
 * The preference is browser-wide: every open page follows.
 */
export async function firefoxColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await inBrowserWindow(
    page,
    `Services.prefs.setIntPref('layout.css.prefers-color-scheme.content-override', ${scheme === 'dark' ? 0 : 1})`,
  );
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const dark = await page
      .evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)
      .catch(() => undefined);
    if (dark === (scheme === 'dark')) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Firefox did not switch to the ${scheme} colour scheme`);
}

/** How to start Firefox. */
export interface FirefoxOptions {
  extensionPath?: string;
  /**
   * Accept the emulator's self-signed certificate. WebDriver's `acceptInsecureCerts` turns off
   * certificate checks browser-wide, so it covers the extension's background fetches too.
   */
  acceptSelfSignedCerts?: boolean;
  /**
   * Grant optional permissions without a prompt when the extension asks for them with
   * `permissions.request` (Firefox's own `extensions.webextOptionalPermissionPrompts` pref).
   */
  grantOptionalPermissions?: boolean;
  /** Host names (e.g. a site's custom domain) that resolve to 127.0.0.1. */
  loopbackHosts?: string[];
  /**
   * A profile directory the caller keeps, for a browser restart. The add-on is then installed
   * permanently, as an editor's install is, and only when the profile does not have it yet: a
   * temporary add-on is uninstalled at shutdown, which clears its storage.
   */
  profile?: string;
}

/**
 * Installs the build at `extensionPath` permanently into the running browser's profile: BiDi
 * installs only a packed add-on permanently, and ESR takes it unsigned with
 * `xpinstall.signatures.required` off.
 */
async function installPermanently(browser: Browser, extensionPath: string): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-companion-xpi-'));
  try {
    const xpi = path.join(dir, 'site-companion.xpi');
    const zip = new AdmZip();
    zip.addLocalFolder(extensionPath);
    zip.writeZip(xpi);
    const connection = (browser as unknown as { connection: BidiConnection }).connection;
    await connection.send('webExtension.install', {
      extensionData: { type: 'archivePath', path: xpi },
      'moz:permanent': true,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Starts Firefox ESR with the extension at `extensionPath`. */
export async function launchFirefox(options: FirefoxOptions = {}): Promise<FirefoxSession> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxInfo.path,
    headless: true,
    // Lets BiDi navigate tabs to moz-extension:// pages.
    args: ['--remote-allow-system-access'],
    acceptInsecureCerts: options.acceptSelfSignedCerts ?? false,
    ...(options.profile ? { userDataDir: options.profile } : {}),
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [FIREFOX_ADDON_ID]: FIREFOX_UUID }),
      ...(options.profile ? { 'xpinstall.signatures.required': false } : {}),
      ...(options.grantOptionalPermissions
        ? { 'extensions.webextOptionalPermissionPrompts': false }
        : {}),
      ...(options.loopbackHosts?.length
        ? { 'network.dns.localDomains': options.loopbackHosts.join(',') }
        : {}),
    },
  });
  const extensionPath = options.extensionPath ?? FIREFOX_BUILD;
  if (!options.profile) await browser.installExtension(extensionPath);
  else if (!existsSync(path.join(options.profile, 'extensions', `${FIREFOX_ADDON_ID}.xpi`)))
    await installPermanently(browser, extensionPath);
  const origin = `moz-extension://${FIREFOX_UUID}`;
  return {
    browser,
    origin,
    async openPage(file, selector) {
      const page = await browser.newPage();
      // Navigations to moz-extension:// pages never report completion over BiDi.
      page.goto(`${origin}/${file}`, { timeout: 0 }).catch(() => undefined);
      await waitUntilPresent(page, selector);
      return page;
    },
    close: () => browser.close(),
  };
}
