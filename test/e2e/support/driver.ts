/**
 * One small interface over both browsers' automation, so that every journey is written once and
 * runs in Chromium (playwright-core) and Firefox ESR (puppeteer-core over BiDi).
 */
import type { Page as PwPage } from 'playwright-core';
import type { ElementHandle, KeyInput, Page as PpPage } from 'puppeteer-core';
import { launchChromium } from './chromium';
import type { ForwardedHosts } from './forwarder';
import {
  firefoxColorScheme,
  inBrowserWindow,
  launchFirefox,
  selectedTabId,
  waitUntilPresent,
} from './firefox';
import { allowChromiumHostGrants } from './host-grants';
import { buildPath, type BuildKind } from './paths';
import {
  popupView,
  triggerChromiumAction,
  triggerFirefoxAction,
  type OpenedView,
} from './toolbar-action';

/** A page of the extension, or a web page, in either browser. */
export interface PageDriver {
  click(selector: string): Promise<void>;
  fill(selector: string, value: string): Promise<void>;
  select(selector: string, value: string): Promise<void>;
  /** Sets the file of the `<input type="file">` at `selector` to the file at `path`. */
  uploadFile(selector: string, path: string): Promise<void>;
  /** Focuses an editable element, selects everything and types `text` over it. */
  replaceText(selector: string, text: string): Promise<void>;
  /** Waits until `selector` exists and, when given, its text contains `text`; answers its text. */
  waitFor(selector: string, text?: string, timeoutMs?: number): Promise<string>;
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Runs a script's source text in the page (e.g. a library the test injects). */
  addScript(source: string): Promise<void>;
  /** Presses a key, with modifiers joined by `+` (e.g. `Tab`, `Shift+Tab`, `ArrowRight`, `Space`). */
  press(key: string): Promise<void>;
  /** Navigates the page to `url` and waits until it has loaded. */
  goto(url: string): Promise<void>;
  /** Makes `prefers-color-scheme` answer `scheme` for this page. */
  colorScheme(scheme: ColorScheme): Promise<void>;
  screenshot(path: string, size?: { width: number; height: number }): Promise<void>;
  /** Sets the size of the page's viewport, as a narrower side panel or window would. */
  resize(size: { width: number; height: number }): Promise<void>;
  close(): Promise<void>;
}

/** A value of `prefers-color-scheme`. */
export type ColorScheme = 'light' | 'dark';

/** How to start a browser. */
export interface DriverOptions {
  headless?: boolean;
  /**
   * `demo` (default): the demo build, which may reach the emulator on 127.0.0.1 without asking.
   * `production`: the build users get, with only `activeTab` and the hosts the editor grants; the
   * browser then accepts the emulator's self-signed certificate, lets `invokeAction` run the
   * toolbar action, and lets `allowHostGrants` settle the permission prompt.
   */
  build?: BuildKind;
  /**
   * Host names that resolve to 127.0.0.1, for pages served by the emulator under names of their
   * own (e.g. a site's custom domain). Chromium accepts `*.` wildcards; Firefox exact names only.
   */
  loopbackHosts?: string[];
  /**
   * Chromium: host names whose requests (port 80 or 443) go to 127.0.0.1 on `port` instead (see
   * `./forwarder.ts`), for custom domains, which the extension reads without a port. Firefox has
   * no such mapping, and its extension pages upgrade plain http to https for any host but
   * loopback (MV3's default `upgrade-insecure-requests`), so it never reads them over http.
   */
  forwardedHosts?: ForwardedHosts;
  /**
   * Chromium: accept the emulator's self-signed certificate in the demo build too, for a stack
   * started with `tls: true` (the production build always does).
   */
  acceptSelfSignedCerts?: boolean;
  /**
   * Firefox: let `allowHostGrants` work in the demo build too (the prompt is then off for every
   * host, as it always is with the production build).
   */
  hostGrants?: boolean;
  /** Chromium only: the browser's UI language (e.g. `de`); Firefox ESR ships English only. */
  uiLanguage?: string;
  /**
   * A profile directory (empty at first) that the browser keeps its data in and leaves on close,
   * so that starting it again with the same directory is the same browser after a restart.
   */
  profile?: string;
}

/** A browser with the extension loaded. */
export interface ExtensionDriver {
  name: 'chromium' | 'firefox';
  /** Which build is loaded. */
  build: BuildKind;
  /** The origin of the extension's pages. */
  origin: string;
  /** What `identity.getRedirectURL()` answers in this browser. */
  redirectUri: string;
  /** Opens one of the extension's pages (e.g. `options.html`) and waits for `ready`. */
  openPage(file: string, ready: string): Promise<PageDriver>;
  /** Opens a web page in a new tab; answers its tab id. */
  openTab(url: string): Promise<{ page: PageDriver; tabId: number }>;
  /** Runs the context-menu handler as a click on `click` in tab `tabId` would. */
  menuClick(click: Record<string, unknown>, tabId: number): Promise<void>;
  /**
   * Chromium only: runs the background's keyboard-command handler for `command` as a shortcut
   * pressed in the active tab would; answers the error it ended with, or undefined.
   */
  command?(command: string): Promise<string | undefined>;
  /** Firefox only: evaluates `expression` in the browser window's own (chrome) document. */
  browserWindow?(expression: string): Promise<unknown>;
  /**
   * Invokes the toolbar action on tab `tabId` (opened with `openTab`) as a click on the toolbar
   * button does: the browser grants `activeTab` on it and opens the popup, which is answered.
   * Chromium needs the driver started with `build: 'production'`.
   */
  invokeAction(tabId: number): Promise<OpenedView>;
  /**
   * Makes the browser accept the extension's coming `permissions.request` for these host patterns
   * (`https://host/*`) without a prompt; the request itself still grants them (see
   * `host-grants.ts`). Needs `build: 'production'` in Firefox, where it covers every host.
   */
  allowHostGrants(patterns: string[]): Promise<void>;
  /** Resolves with the OAuth window once the extension opens it. */
  waitForWindow(urlPart: string): Promise<PageDriver>;
  /** Every URL the background fetched while it has been running (Resource Timing), in order. */
  backgroundResources(): Promise<string[]>;
  close(): Promise<void>;
}

function playwrightPage(page: PwPage): PageDriver {
  return {
    click: (s) => page.click(s),
    fill: (s, v) => page.fill(s, v),
    select: async (s, v) => void (await page.selectOption(s, v)),
    uploadFile: (s, path) => page.setInputFiles(s, path),
    async replaceText(selector, text) {
      await page.click(selector);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.insertText(text);
    },
    async waitFor(selector, text, timeout = 20_000) {
      const locator = page.locator(selector).filter(text ? { hasText: text } : {});
      await locator.first().waitFor({ state: 'attached', timeout });
      return (await locator.first().textContent()) ?? '';
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    addScript: async (source) => void (await page.evaluate(source)),
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    goto: async (url) => void (await page.goto(url)),
    colorScheme: (scheme) => page.emulateMedia({ colorScheme: scheme }),
    async screenshot(path, size) {
      if (size) await page.setViewportSize(size);
      await page.screenshot({ path });
    },
    resize: (size) => page.setViewportSize(size),
    close: () => page.close(),
  };
}

function puppeteerPage(page: PpPage): PageDriver {
  return {
    click: (s) => page.click(s),
    async fill(selector, value) {
      await page.$eval(
        selector,
        (el, v) => {
          (el as HTMLInputElement).value = v;
          el.dispatchEvent(new Event('input', { bubbles: true }));
        },
        value,
      );
    },
    select: async (s, v) => void (await page.select(s, v)),
    async uploadFile(selector, path) {
      const input = await page.$(selector);
      if (!input) throw new Error(`No file input at ${selector}`);
      await (input as ElementHandle<HTMLInputElement>).uploadFile(path);
    },
    async replaceText(selector, text) {
      await page.click(selector);
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.type(text);
    },
    async waitFor(selector, text, timeout = 20_000) {
      await waitUntilPresent(page, selector, timeout, text);
      return page.$eval(selector, (el) => el.textContent ?? '');
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    addScript: async (source) => void (await page.evaluate(source)),
    async press(combo) {
      const keys = combo.split('+') as KeyInput[];
      const last = keys.pop()!;
      const key = last === ('Space' as KeyInput) ? ' ' : last;
      for (const modifier of keys) await page.keyboard.down(modifier);
      await page.keyboard.press(key);
      for (const modifier of keys.reverse()) await page.keyboard.up(modifier);
    },
    goto: async (url) => void (await page.goto(url)),
    colorScheme: (scheme) => firefoxColorScheme(page, scheme),
    async screenshot(path, size) {
      if (size) await page.setViewport(size);
      await page.screenshot({ path: path as `${string}.png` });
    },
    resize: (size) => page.setViewport(size),
    close: () => page.close(),
  };
}

const REDIRECT_PROBE = () =>
  (typeof browser === 'undefined' ? chrome : browser).identity.getRedirectURL();
const RESOURCES = () => {
  performance.setResourceTimingBufferSize(100_000);
  return performance.getEntriesByType('resource').map((e) => e.name);
};

const ACTIVE_TAB_ID = () =>
  (typeof browser === 'undefined' ? chrome : browser).tabs
    .query({ active: true, lastFocusedWindow: true })
    .then(([tab]) => tab?.id ?? -1);

/** Starts Chromium with the demo build, or the production build. */
export async function chromiumDriver(options: DriverOptions = {}): Promise<
  ExtensionDriver & {
    stopWorker(): Promise<void>;
    /** Runs `source` in every page opened from now on, before the page's own scripts. */
    addInitScript(source: string): Promise<void>;
  }
> {
  const build = options.build ?? 'demo';
  const production = build === 'production';
  const session = await launchChromium({
    headless: options.headless,
    extensionPath: buildPath('chromium', build),
    acceptSelfSignedCerts: production || options.acceptSelfSignedCerts,
    browserSession: production,
    loopbackHosts: options.loopbackHosts,
    forwardedHosts: options.forwardedHosts,
    uiLanguage: options.uiLanguage,
    profile: options.profile,
  });
  const tabs = new Map<number, PwPage>();
  const origin = `chrome-extension://${session.extensionId}`;
  const redirectUri = await session.worker.evaluate(REDIRECT_PROBE);
  const ours = (w: { url(): string }) => w.url().startsWith(origin);
  // After `stopWorker` the first worker's handle is dead: find the running one, or start it by
  // opening one of our pages (its first message wakes the worker).
  const liveWorker = async () => {
    const running = session.context.serviceWorkers().find(ours);
    if (running) return running;
    const started = session.context.waitForEvent('serviceworker', {
      predicate: ours,
      timeout: 15_000,
    });
    const page = await session.openPage('options.html');
    const worker = await started;
    await page.close();
    return worker;
  };
  return {
    name: 'chromium',
    build,
    origin,
    redirectUri,
    async openPage(file, ready) {
      const page = await session.openPage(file);
      await page.locator(ready).first().waitFor();
      return playwrightPage(page);
    },
    async openTab(url) {
      const worker = await liveWorker();
      const page = await session.context.newPage();
      await page.goto(url);
      const tabId = await worker.evaluate(ACTIVE_TAB_ID);
      tabs.set(tabId, page);
      return { page: playwrightPage(page), tabId };
    },
    async invokeAction(tabId) {
      const page = tabs.get(tabId);
      if (!page) throw new Error(`Tab ${tabId} was not opened with openTab`);
      if (!session.browserSession) throw new Error("invokeAction needs { build: 'production' }");
      const probe = await session.openPage('options.html');
      await probe.locator('[data-testid="options"]').waitFor();
      await page.bringToFront();
      const index = await (
        await liveWorker()
      ).evaluate((id) => chrome.tabs.get(id).then((t) => t.index), tabId);
      await triggerChromiumAction(session.browserSession, session.extensionId, index);
      const popup = popupView(playwrightPage(probe));
      await popup.waitFor('[data-testid="popup"]');
      return popup;
    },
    allowHostGrants: (patterns) =>
      allowChromiumHostGrants(session.context, session.extensionId, patterns),
    async waitForWindow(urlPart) {
      const page = await session.context.waitForEvent('page', {
        predicate: (p) => p.url().includes(urlPart),
        timeout: 20_000,
      });
      return playwrightPage(page);
    },
    async menuClick(click, tabId) {
      await (
        await liveWorker()
      ).evaluate(
        ([c, id]) =>
          (globalThis as unknown as Record<string, (c: unknown, t: unknown) => Promise<void>>)
            .siteCompanionMenuClick!(c, { id, windowId: 1 })
            // Without a real click the browser refuses to open the panel; the hand-over still happens.
            .catch(() => undefined),
        [click, tabId] as const,
      );
    },
    async backgroundResources() {
      return (await liveWorker()).evaluate(RESOURCES);
    },
    addInitScript: async (source) =>
      void (await session.context.addInitScript({ content: source })),
    command: async (name) =>
      (await liveWorker()).evaluate(async (c) => {
        const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
        const run = (
          globalThis as unknown as Record<string, (c: string, t: unknown) => Promise<void>>
        ).siteCompanionCommand!;
        return run(c, tab).then(
          () => undefined,
          (e: unknown) => String(e instanceof Error ? e.message : e),
        );
      }, name),
    async stopWorker() {
      const page = session.context.pages()[0] ?? (await session.context.newPage());
      const cdp = await session.context.newCDPSession(page);
      const { targetInfos } = await cdp.send('Target.getTargets');
      const worker = targetInfos.find(
        (t) => t.type === 'service_worker' && t.url.startsWith(origin),
      );
      const handle = session.context.serviceWorkers().find(ours);
      const closed = new Promise<void>((resolve) => {
        handle?.once('close', () => resolve());
        setTimeout(resolve, 5000);
      });
      if (worker) await cdp.send('Target.closeTarget', { targetId: worker.targetId });
      await cdp.detach();
      // Until Playwright sees the worker go, it would hand out the dead worker's handle.
      if (worker && handle) await closed;
    },
    close: () => session.close(),
  };
}

/** Starts Firefox ESR with the demo build, or the production build. */
export async function firefoxDriver(options: DriverOptions = {}): Promise<ExtensionDriver> {
  const build = options.build ?? 'demo';
  const production = build === 'production';
  const session = await launchFirefox({
    extensionPath: buildPath('firefox', build),
    acceptSelfSignedCerts: production,
    grantOptionalPermissions: production || options.hostGrants === true,
    loopbackHosts: options.loopbackHosts,
    profile: options.profile,
  });
  const tabs = new Map<number, PpPage>();
  const probe = await session.openPage('options.html', '[data-testid="options"]');
  const redirectUri = await probe.evaluate(REDIRECT_PROBE);
  await probe.close();
  return {
    name: 'firefox',
    build,
    origin: session.origin,
    redirectUri,
    async openPage(file, ready) {
      return puppeteerPage(await session.openPage(file, ready));
    },
    async openTab(url) {
      const page = await session.browser.newPage();
      await page.goto(url);
      // Asked of the browser, not matched by URL: a production build may not see the tab's URL.
      await page.bringToFront();
      const tabId = await selectedTabId(page, page.url());
      tabs.set(tabId, page);
      return { page: puppeteerPage(page), tabId };
    },
    async invokeAction(tabId) {
      const page = tabs.get(tabId);
      if (!page) throw new Error(`Tab ${tabId} was not opened with openTab`);
      const probe = await session.openPage('options.html', '[data-testid="options"]');
      await page.bringToFront();
      await triggerFirefoxAction(page, page.url());
      const popup = popupView(puppeteerPage(probe));
      await popup.waitFor('[data-testid="popup"]');
      return popup;
    },
    async allowHostGrants() {
      if (!production && !options.hostGrants)
        throw new Error("allowHostGrants needs { build: 'production' } or { hostGrants: true }");
    },
    async menuClick(click, tabId) {
      const page = await session.openPage('options.html', '[data-testid="options"]');
      await page.evaluate(
        async (c, id) => {
          const bg = (await browser!.runtime.getBackgroundPage()) as unknown as Record<
            string,
            (c: unknown, t: unknown) => Promise<void>
          >;
          await bg.siteCompanionMenuClick!(c, { id, windowId: 1 }).catch(() => undefined);
        },
        click,
        tabId,
      );
      await page.close();
    },
    async backgroundResources() {
      const page = await session.openPage('options.html', '[data-testid="options"]');
      const urls = await page.evaluate(async () => {
        const bg = (await browser!.runtime.getBackgroundPage()) as unknown as {
          performance: Performance;
        };
        bg.performance.setResourceTimingBufferSize(100_000);
        return bg.performance.getEntriesByType('resource').map((e) => e.name);
      });
      await page.close();
      return urls;
    },
    async browserWindow(expression) {
      const [page] = await session.browser.pages();
      return inBrowserWindow(page!, expression);
    },
    async waitForWindow(urlPart) {
      const target = await session.browser.waitForTarget((t) => t.url().includes(urlPart), {
        timeout: 20_000,
      });
      const page = await target.page();
      if (!page) throw new Error(`No page for ${target.url()}`);
      return puppeteerPage(page);
    },
    close: () => session.close(),
  };
}
