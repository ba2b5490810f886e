/**
 * The production build made without an OAuth app (`npm run zip` with no WXT_CLIENT_ID or
 * WXT_BROKER_URL), in both browsers: the settings page offers the site API key only and says how a
 * team enables account sign-in, the background refuses an OAuth sign-in, and endpoint settings
 * naming an app bring the button back.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumInfo, firefoxInfo } from './support/browsers';
import { launchChromium, type ChromiumSession } from './support/chromium';
import { launchFirefox, type FirefoxSession } from './support/firefox';

const BUILDS = {
  chromium: path.resolve('.output/chrome-mv3'),
  firefox: path.resolve('.output/firefox-mv3'),
};

/** What a test does with one of the extension's pages, in either browser. */
interface Page {
  text(selector: string): Promise<string | null>;
  evaluate<A, R>(fn: (arg: A) => Promise<R>, arg: A): Promise<R>;
  close(): Promise<void>;
}

/** Opens the settings page once the session's status and settings are shown. */
type OpenOptions = () => Promise<Page>;

const READY = '[data-testid="signed-out"]';
const OVERRIDES = { clientId: 'team-app', brokerUrl: 'https://broker.team.example' };

function journey(
  name: string,
  available: boolean,
  start: () => Promise<{ open: OpenOptions; close(): Promise<void> }>,
) {
  describe.skipIf(!available)(`an unconfigured production build in ${name}`, () => {
    let open: OpenOptions;
    let close: () => Promise<void>;
    beforeAll(async () => {
      for (const build of Object.values(BUILDS)) {
        if (!existsSync(`${build}/manifest.json`))
          throw new Error(`No build at ${build}: run npm run zip`);
      }
      ({ open, close } = await start());
    });
    afterAll(() => close?.());

    it('offers the site API key only and says how to enable account sign-in', async () => {
      const page = await open();
      expect(await page.text('[data-testid="oauth-sign-in"]')).toBeNull();
      expect(await page.text('[data-testid="oauth-unavailable"]')).toBe(
        'Account sign-in needs your team’s OAuth app: build with WXT_CLIENT_ID and ' +
          'WXT_BROKER_URL — see “Run it with your own app” in the README.',
      );
      expect(await page.text('[data-testid="site-key-submit"]')).toBe('Add key');
      await page.close();
    });

    it('refuses an OAuth sign-in, naming what to fix', async () => {
      const page = await open();
      const reply = await page.evaluate(
        (message) =>
          (typeof browser === 'undefined' ? chrome : browser).runtime.sendMessage(message),
        { type: 'account.signInWithOAuth', data: { remember: false } },
      );
      expect(reply).toEqual({
        ok: false,
        error: {
          code: 'failed',
          message: expect.stringMatching(
            /^Account sign-in is not set up — missing: OAuth client id, Token broker address\..*WXT_CLIENT_ID, WXT_BROKER_URL/,
          ),
        },
      });
      await page.close();
    });

    it('offers account sign-in once the connection settings name an app', async () => {
      const page = await open();
      await page.evaluate(
        (endpointOverrides) =>
          (typeof browser === 'undefined' ? chrome : browser).storage.local.set({
            endpointOverrides,
          }),
        OVERRIDES,
      );
      await page.close();
      const again = await open();
      await expect
        .poll(() => again.text('[data-testid="oauth-sign-in"]'))
        .toBe('Sign in with your account');
      expect(await again.text('[data-testid="oauth-unavailable"]')).toBeNull();
      await again.close();
    });
  });
}

journey('Chromium', !!chromiumInfo.path, async () => {
  const session: ChromiumSession = await launchChromium({ extensionPath: BUILDS.chromium });
  return {
    async open() {
      const page = await session.openPage('options.html');
      await page.locator(READY).waitFor();
      return {
        text: async (s) =>
          (await page.locator(s).count()) ? page.locator(s).first().textContent() : null,
        evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
        close: () => page.close(),
      };
    },
    close: () => session.close(),
  };
});

journey('Firefox ESR', !!firefoxInfo.path, async () => {
  const session: FirefoxSession = await launchFirefox({ extensionPath: BUILDS.firefox });
  return {
    async open() {
      const page = await session.openPage('options.html', READY);
      return {
        text: (s) => page.evaluate((sel) => document.querySelector(sel)?.textContent ?? null, s),
        evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
        close: () => page.close(),
      };
    },
    close: () => session.close(),
  };
});
