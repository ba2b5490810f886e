/**
 * The five store screenshots, 1280×800, made by the same camera as the narrow screens (real
 * Chromium, demo build, emulator): the popup on an inheriting French page beside that page, the
 * Schema tab with its verdict, the site grid, the live check's findings and the metadata
 * previews, in each UI language the listing has. The demo site shows under realistic names (see
 * `./support/camera.ts`), and a picture naming a local address fails. Written to
 * `.cache/store/{lang}/`; `docs/store/` holds the copies the README shows.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumInfo } from './support/browsers';
import { CAMERA_HOSTS, expectNoLocalAddress, startCamera, type Camera } from './support/camera';
import { chromiumDriver, type ExtensionDriver, type PageDriver } from './support/driver';
import { screenContext, SIGNED_IN_SCREENS, type ScreenContext } from './support/screens';
import type { Stack } from './support/stack';

const STORE = { width: 1280, height: 800 };
const PANEL = { width: 400, height: 800 };

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (file: string) => {
  const bytes = readFileSync(file);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

const shared = (name: string) => SIGNED_IN_SCREENS.find((s) => s.name === name)!.open;

/** The listing's languages (`public/_locales/{en,de,fr}`); one browser and stack each. */
const LANGUAGES = ['en', 'de', 'fr'];

for (const lang of LANGUAGES) {
  describe.skipIf(!chromiumInfo.path)(`store screenshots, Chromium, UI in ${lang}`, () => {
    const OUT = path.resolve('.cache/store', lang);
    let camera: Camera;
    let driver: ExtensionDriver;
    let stack: Stack;
    let ctx: ScreenContext;
    /** The French contact page, which inherits the English markup. */
    let sitePage: PageDriver;
    beforeAll(async () => {
      mkdirSync(OUT, { recursive: true });
      camera = await startCamera((options) => chromiumDriver({ ...options, uiLanguage: lang }));
      ({ driver, stack } = camera);
      ctx = await screenContext(driver, stack);
      await (await stack.signInWithSiteKey()).close();
      const contact = await stack.emulator.call<{ publishedPath: string }>(
        `/v2/pages/${stack.site.pages.contact}?localeId=${stack.site.locales.secondary[0]!.id}`,
        { token: stack.site.apiKey! },
      );
      sitePage = (await driver.openTab(`${stack.publishedOrigin}${contact.body.publishedPath}`))
        .page;
    });
    afterAll(async () => {
      await camera?.close();
    });

    /**
     * Shoots `page` at `size` into a file of its own and answers the file; fails first when the
     * page names a local address.
     */
    const shot = async (
      page: PageDriver,
      name: string,
      size: { width: number; height: number },
    ) => {
      await expectNoLocalAddress(page, `${lang}/${name}`);
      const file = path.join(OUT, `part-${name}.png`);
      await page.screenshot(file, size);
      return file;
    };

    /** Lays the parts side by side, left to right and at the top, on one 1280×800 picture. */
    const compose = async (name: string, parts: string[]) => {
      const { page } = await driver.openTab('about:blank');
      await page.resize(STORE);
      await page.evaluate(
        (sources) =>
          new Promise<void>((resolve) => {
            document.body.style.cssText =
              'margin:0;display:flex;align-items:flex-start;background:#d6d9de;height:800px';
            let left = sources.length;
            for (const src of sources) {
              const img = document.createElement('img');
              // At its own size: a shot is never scaled.
              img.style.cssText = 'display:block;flex:none';
              img.onload = () => --left === 0 && resolve();
              img.src = src;
              document.body.append(img);
            }
          }),
        parts.map((file) => `data:image/png;base64,${readFileSync(file).toString('base64')}`),
      );
      const file = path.join(OUT, `${name}.png`);
      await page.screenshot(file, STORE);
      await page.close();
      return file;
    };

    /** The site page at the left, `panel` (a 400 px side panel) at the right. */
    const besideThePage = async (name: string, panel: PageDriver, shows?: string) => {
      await panel.resize(PANEL);
      if (shows)
        await panel.evaluate((s) => document.querySelector(s)?.scrollIntoView(), shows as string);
      const right = await shot(panel, `${name}-panel`, PANEL);
      await panel.close();
      const left = await shot(sitePage, `${name}-page`, { width: 880, height: 800 });
      return compose(name, [left, right]);
    };

    const expectStoreSize = (file: string) => expect(pngSize(file)).toEqual(STORE);

    it('1: the popup on the inheriting French page, beside that page', async () => {
      const popup = await shared('popup')(ctx);
      expect(await popup.waitFor('[data-testid="verdict"]')).not.toBe('');
      await popup.resize({ width: 380, height: 600 });
      const right = await shot(popup, 'popup', { width: 380, height: 600 });
      await popup.close();
      const left = await shot(sitePage, 'popup-page', { width: 900, height: 800 });
      expectStoreSize(await compose('1-popup', [left, right]));
    });

    it('2: the Schema tab with its verdict', async () => {
      const panel = await shared('side panel, Schema tab')(ctx);
      expect(await panel.waitFor('[data-testid="schema-inherited"]')).not.toBe('');
      expectStoreSize(await besideThePage('2-schema', panel));
    });

    it('3: the site grid', async () => {
      const panel = await shared('side panel, Site tab with the grid')(ctx);
      await panel.waitFor('[data-testid="site-grid"]');
      const file = path.join(OUT, '3-site-grid.png');
      await expectNoLocalAddress(panel, `${lang}/3-site-grid`);
      await panel.screenshot(file, STORE);
      await panel.close();
      expectStoreSize(file);
    });

    it('4: the live check’s findings', async () => {
      const planted = await stack.emulator.control<{ planted: unknown[] }>(
        `/sites/${stack.site.id}/live-faults`,
        { method: 'POST', body: { seed: 3, drifts: 4, language: 3 } },
      );
      expect(planted.status).toBe(201);
      const panel = await shared('side panel, Site tab with the grid')(ctx);
      await panel.resize(STORE);
      // The host choice names the staging host and the custom domain as a visitor knows them.
      const hosts = await panel.evaluate(
        () =>
          [...document.querySelectorAll('[data-testid="live-host"] option')].map(
            (o) => o.textContent,
          ),
        undefined,
      );
      expect(hosts.join('\n')).toContain(CAMERA_HOSTS.staging);
      expect(hosts.join('\n')).toContain(CAMERA_HOSTS.custom);
      await panel.click('[data-testid="live-check-button"]');
      await panel.waitFor('[data-testid="live-checked-against"]', undefined, 60_000);
      await panel.waitFor('[data-testid="live-badge"]');
      const file = path.join(OUT, '4-live-check.png');
      await expectNoLocalAddress(panel, `${lang}/4-live-check`);
      await panel.screenshot(file, STORE);
      await panel.close();
      expectStoreSize(file);
    });

    it('5: the metadata previews', async () => {
      const panel = await shared('side panel, Metadata tab')(ctx);
      await panel.waitFor('[data-testid="search-url"]');
      expectStoreSize(await besideThePage('5-metadata', panel, '.search-preview'));
    });
  });
}
