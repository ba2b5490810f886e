/**
 * Every screen at the width people give a side panel (400 px), in each UI language: nothing
 * wider than the window, no text under 12 px, every tab label whole, the asset rows' text with
 * room and their alt text whole, the site grid in its box with ten rows or more, sentences that
 * name a locale in the UI's language. Each screen is saved as a PNG under `.cache/screens/` for a
 * person to look at; the README copies some of Chromium's, so there the demo site shows under
 * realistic names (see `./support/camera.ts`) and those pictures fail on a local address.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumInfo, firefoxInfo } from './support/browsers';
import { expectNoLocalAddress, startCamera, type Camera } from './support/camera';
import {
  chromiumDriver,
  firefoxDriver,
  type ExtensionDriver,
  type PageDriver,
} from './support/driver';
import {
  clippedTabs,
  crampedAssetText,
  cutAltText,
  documentOverflow,
  gridProblems,
  gridScrollLeft,
  smallText,
} from './support/narrow-checks';
import { screenContext, SIGNED_IN_SCREENS, type ScreenContext } from './support/screens';
import { startStack } from './support/stack';

const OUT = path.resolve('.cache/screens');
const PANEL = { width: 400, height: 800 };
const POPUP = { width: 380, height: 600 };

const messages = (lang: string) =>
  JSON.parse(readFileSync(`public/_locales/${lang}/messages.json`, 'utf8')) as Record<
    string,
    { message: string }
  >;

/** A screen of the extension as this test opens and checks it. */
interface NarrowScreen {
  slug: string;
  size: { width: number; height: number };
  open(ctx: ScreenContext): Promise<PageDriver>;
  /** What the saved picture should show: the page is scrolled to it first. */
  shows?: string;
  /** Checks of this screen beyond the ones every screen gets; answers problems in words. */
  check?(page: PageDriver, lang: string): Promise<string[]>;
}

const shared = (name: string) => {
  const screen = SIGNED_IN_SCREENS.find((s) => s.name === name);
  if (!screen) throw new Error(`No screen named ${name}`);
  return (ctx: ScreenContext) => screen.open(ctx);
};

const panelTabLabels = async (page: PageDriver, lang: string) => {
  const shown = await page.evaluate(
    () => [...document.querySelectorAll('[data-testid^="panel-tab-"]')].map((t) => t.textContent),
    undefined,
  );
  const words = messages(lang);
  const expected = ['schema', 'metadata', 'assets', 'site', 'fonts', 'webhooks'].map(
    (id) => words[`ui_panel_tab_${id}`]!.message,
  );
  return JSON.stringify(shown) === JSON.stringify(expected)
    ? []
    : [`tabs read ${JSON.stringify(shown)}, not the ${lang} ${JSON.stringify(expected)}`];
};

const SCREENS: NarrowScreen[] = [
  { slug: 'popup', size: POPUP, open: shared('popup') },
  {
    slug: 'schema-inherited',
    size: PANEL,
    open: shared('side panel, Schema tab'),
    async check(page, lang) {
      // The French page inherits: its sentences name French in the UI's language.
      const french = new Intl.DisplayNames([lang], { type: 'language' }).of('fr')!;
      const text = await page.waitFor('[data-testid="schema-inherited"]');
      return [
        ...(await panelTabLabels(page, lang)),
        ...(text.includes(french) ? [] : [`"${text}" does not name ${french}`]),
        ...(lang !== 'en' && /French/.test(text) ? [`"${text}" says French in ${lang}`] : []),
      ];
    },
  },
  {
    slug: 'schema-legacy',
    size: PANEL,
    shows: '[data-testid="schema-raw"]',
    async open(ctx) {
      const tabId = await ctx.openSitePage('careers');
      return ctx.driver.openPage(`sidepanel.html?tabId=${tabId}`, '[data-testid="schema-raw"]');
    },
  },
  { slug: 'metadata', size: PANEL, open: shared('side panel, Metadata tab') },
  {
    slug: 'assets',
    size: PANEL,
    open: shared('side panel, Assets tab'),
    shows: '.asset-list',
    check: async (page) => [...(await crampedAssetText(page, 120)), ...(await cutAltText(page))],
  },
  {
    slug: 'site-grid',
    size: PANEL,
    open: shared('side panel, Site tab with the grid'),
    shows: '[data-testid="site-grid"]',
    async check(page) {
      const problems = await gridProblems(page, 10);
      // Ticking a cell in view leaves the grid where it is.
      const before = await gridScrollLeft(page);
      // The second page row (the collections' group rows come first).
      const box =
        '[data-testid="site-row"] ~ [data-testid="site-row"] [data-testid="site-cell"] input';
      await page.click(box);
      const after = await gridScrollLeft(page);
      await page.click(box);
      if (after !== before) problems.push(`a cell click scrolled the grid by ${after - before} px`);
      return problems;
    },
  },
  {
    slug: 'site-bulk-preview',
    size: PANEL,
    async open(ctx) {
      // Setting inLanguage on the cells with markup of their own: a preview with diff lines.
      const page = await shared('side panel, Site tab with the grid')(ctx);
      await page.select('[data-testid="site-filter-state"]', 'own');
      await page.click('[data-testid="site-select-all"]');
      await page.select('[data-testid="bulk-change"]', 'set-in-language');
      await page.click('[data-testid="bulk-preview-button"]');
      await page.waitFor('[data-testid="bulk-preview"] .bulk-line');
      return page;
    },
    shows: '[data-testid="bulk-preview"]',
    check: async (page) =>
      (await page.evaluate(
        () => document.querySelectorAll('.bulk-diff .bulk-line').length,
        undefined,
      )) > 0
        ? []
        : ['the preview shows no diff lines'],
  },
  { slug: 'fonts', size: PANEL, open: shared('side panel, Fonts tab') },
  { slug: 'webhooks', size: PANEL, open: shared('side panel, Webhooks tab') },
  { slug: 'settings', size: PANEL, open: shared('options') },
];

/** The pictures the README shows (copied to `docs/screens/`), named as saved here. */
const README_COPIES = new Set([
  'chromium-de-schema-inherited',
  'chromium-en-assets',
  'chromium-fr-site-grid',
  'chromium-en-site-bulk-preview',
  'chromium-en-popup',
  'chromium-en-metadata',
]);

/** A browser and a stack on the emulator's own `.localhost` hosts. */
async function onLocalHosts(start: () => Promise<ExtensionDriver>): Promise<Camera> {
  const driver = await start();
  const stack = await startStack(driver);
  return {
    driver,
    stack,
    async close() {
      await driver.close();
      await stack.close();
    },
  };
}

/**
 * The browsers and UI languages: Chromium in all three, under the realistic names; Firefox ESR
 * (English only) too, on `.localhost` hosts: it has no resolver rules, and its extension pages
 * upgrade plain http to https for any host but loopback.
 */
const RUNS = [
  ...['en', 'de', 'fr'].map((lang) => ({
    browser: 'chromium',
    lang,
    available: !!chromiumInfo.path,
    start: () => startCamera((options) => chromiumDriver({ ...options, uiLanguage: lang })),
  })),
  {
    browser: 'firefox',
    lang: 'en',
    available: !!firefoxInfo.path,
    start: () => onLocalHosts(() => firefoxDriver()),
  },
];

for (const run of RUNS) {
  describe.skipIf(!run.available)(`narrow screens in ${run.browser}, UI in ${run.lang}`, () => {
    let camera: Camera;
    const ctx = {} as ScreenContext;
    beforeAll(async () => {
      mkdirSync(OUT, { recursive: true });
      camera = await run.start();
      Object.assign(ctx, await screenContext(camera.driver, camera.stack));
      await (await camera.stack.signInWithSiteKey()).close();
    });
    afterAll(async () => {
      await camera?.close();
    });

    for (const screen of SCREENS) {
      it(`${screen.slug} at ${screen.size.width}×${screen.size.height}`, async () => {
        const page = await screen.open(ctx);
        try {
          await page.resize(screen.size);
          await page.evaluate(
            () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
            undefined,
          );
          if (screen.shows) {
            await page.evaluate(
              (s) => document.querySelector(s)?.scrollIntoView({ block: 'start' }),
              screen.shows,
            );
          }
          const name = `${run.browser}-${run.lang}-${screen.slug}`;
          if (README_COPIES.has(name)) await expectNoLocalAddress(page, name);
          await page.screenshot(path.join(OUT, `${name}.png`));
          const problems = [
            ...(await documentOverflow(page)),
            ...(await clippedTabs(page)),
            ...(await smallText(page, 12)),
            ...((await screen.check?.(page, run.lang)) ?? []),
          ];
          expect(problems, `${screen.slug} in ${run.lang}`).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  });
}
