/**
 * Every screen of the extension, in each state worth checking, as a table: the accessibility
 * checks run over all of them. A new screen or tab is one more entry.
 */
import type { ExtensionDriver, PageDriver } from './driver';
import type { Stack } from './stack';

/** What a screen needs to open itself. */
export interface ScreenContext {
  driver: ExtensionDriver;
  stack: Stack;
  /** A tab showing a published page of the first demo site (its French contact page). */
  tabId: number;
  /**
   * Opens a published page of the first demo site by its fixture key, on the stack's published
   * origin; answers its tab id.
   */
  openSitePage(key: string): Promise<number>;
}

/** The context of the screens: a tab on the first demo site's French contact page. */
export async function screenContext(driver: ExtensionDriver, stack: Stack): Promise<ScreenContext> {
  const sitePages = stack.site.pages as Record<string, string>;
  const openSitePage = async (key: string, localeId?: string) => {
    const page = await stack.emulator.call<{ publishedPath: string }>(
      `/v2/pages/${sitePages[key]}${localeId ? `?localeId=${localeId}` : ''}`,
      { token: stack.site.apiKey! },
    );
    return (await driver.openTab(`${stack.publishedOrigin}${page.body.publishedPath}`)).tabId;
  };
  return {
    driver,
    stack,
    openSitePage,
    tabId: await openSitePage('contact', stack.site.locales.secondary[0]!.id),
  };
}

/** One screen in one state. */
export interface Screen {
  name: string;
  /** Opens the screen and waits until its content is there (not a loading state). */
  open(ctx: ScreenContext): Promise<PageDriver>;
  /** Undoes what `open` set up (faults, pending actions), after the checks. */
  cleanup?(ctx: ScreenContext, page: PageDriver): Promise<void>;
}

const panel = (ctx: ScreenContext, ready: string, tabId = ctx.tabId) =>
  ctx.driver.openPage(`sidepanel.html?tabId=${tabId}`, ready);

const panelTab = async (ctx: ScreenContext, tab: string, ready: string) => {
  const page = await panel(ctx, '[data-testid="schema-tab"]');
  await page.click(`[data-testid="panel-tab-${tab}"]`);
  await page.waitFor(ready);
  return page;
};

/** The Site tab once the whole site has been checked. */
async function siteGrid(ctx: ScreenContext): Promise<PageDriver> {
  return shownGrid(await panelTab(ctx, 'site', '[data-testid="site-tab"]'));
}

/**
 * Waits for the grid: from the cache once a screen before has checked the site, else checked now,
 * so the checks never run while a refresh replaces the grid.
 */
async function shownGrid(page: PageDriver): Promise<PageDriver> {
  await page.waitFor('[data-testid="site-empty"], [data-testid="site-grid"]');
  const empty = await page.evaluate(
    () => !!document.querySelector('[data-testid="site-empty"]'),
    undefined,
  );
  if (empty) await page.click('[data-testid="site-refresh"]');
  await page.waitFor('[data-testid="site-grid"]');
  return page;
}

/** Screens before signing in. */
export const SIGNED_OUT_SCREENS: Screen[] = [
  {
    name: 'popup',
    open: (ctx) => ctx.driver.openPage(`popup.html?tabId=${ctx.tabId}`, '[data-testid="sign-in"]'),
  },
  { name: 'side panel', open: (ctx) => panel(ctx, '[data-testid="sign-in"]') },
  {
    name: 'options',
    open: (ctx) => ctx.driver.openPage('options.html', '[data-testid="site-key-input"]'),
  },
];

/** Screens once signed in with the first demo site's API key. */
export const SIGNED_IN_SCREENS: Screen[] = [
  {
    name: 'popup',
    async open(ctx) {
      const page = await ctx.driver.openPage(
        `popup.html?tabId=${ctx.tabId}`,
        '[data-testid="locale-chips"]',
      );
      await page.waitFor('[data-testid="verdict"]');
      return page;
    },
  },
  {
    name: 'side panel, Schema tab',
    async open(ctx) {
      const page = await panel(ctx, '[data-testid="schema-tab"]');
      await page.waitFor('[data-testid="schema-inherited"]');
      return page;
    },
  },
  {
    name: 'side panel, Schema tab with the editor',
    async open(ctx) {
      const page = await panel(ctx, '[data-testid="schema-tab"]');
      await page.click('[data-testid="locale-tab-en"]');
      await page.waitFor('.cm-content');
      return page;
    },
  },
  {
    name: 'side panel, Metadata tab',
    open: (ctx) => panelTab(ctx, 'metadata', '[data-testid="metadata-save"]'),
  },
  {
    name: 'side panel, Assets tab',
    open: (ctx) => panelTab(ctx, 'assets', '.asset-row'),
  },
  {
    name: 'side panel, Assets tab with alt-text coverage',
    async open(ctx) {
      const page = await panelTab(ctx, 'assets', '.asset-row');
      await page.click('[data-testid="assets-coverage"]');
      await page.waitFor('.folder-tree .coverage');
      return page;
    },
  },
  {
    name: 'side panel, "Add schema…" picker',
    async open(ctx) {
      const tabId = await ctx.openSitePage('faq');
      await ctx.driver.menuClick({ menuItemId: 'add-schema', editable: false }, tabId);
      return panel(ctx, '[data-testid="add-schema-apply"]', tabId);
    },
    async cleanup(_ctx, page) {
      await page.click('[data-testid="add-schema"] button:not(.primary)');
    },
  },
  {
    name: 'side panel, a page that is not on a signed-in site',
    async open(ctx) {
      const { tabId } = await ctx.driver.openTab(`${ctx.stack.emulator.origin}/`);
      return panel(ctx, '[data-testid="location-unknown"]', tabId);
    },
  },
  {
    name: 'side panel, the markup cannot be read',
    async open(ctx) {
      await ctx.stack.emulator.control('/faults', {
        method: 'POST',
        body: {
          method: 'POST',
          path: '/beta/sites/*/pages/schema-markup/query',
          times: 'always',
          action: { kind: 'status', status: 403, body: { message: 'Forbidden' } },
        },
      });
      return panel(ctx, '[data-testid="schema-error"]', await ctx.openSitePage('careers'));
    },
    cleanup: (ctx) => ctx.stack.emulator.control('/faults', { method: 'DELETE' }).then(() => {}),
  },
  {
    name: 'side panel, Site tab with the grid',
    open: siteGrid,
  },
  {
    name: 'side panel, Site tab with a bulk preview',
    async open(ctx) {
      const page = await siteGrid(ctx);
      await page.select('[data-testid="site-filter-state"]', 'inherited');
      await page.click('[data-testid="site-select-all"]');
      await page.select('[data-testid="bulk-change"]', 'create-locale-versions');
      await page.click('[data-testid="bulk-preview-button"]');
      await page.waitFor('[data-testid="bulk-preview"]');
      return page;
    },
  },
  {
    name: 'side panel, Fonts tab',
    open: (ctx) => panelTab(ctx, 'fonts', '[data-testid="font-row"]'),
  },
  {
    name: 'side panel, Webhooks tab',
    open: (ctx) => panelTab(ctx, 'webhooks', '[data-testid="webhook-row"]'),
  },
  {
    name: 'options',
    open: (ctx) => ctx.driver.openPage('options.html', '[data-testid="account"]'),
  },
  ...(['grid', 'fonts', 'webhooks'] as const).map((section): Screen => ({
    name: `options, the site's ${section} view`,
    async open(ctx) {
      const page = await ctx.driver.openPage(
        `options.html#site=${ctx.stack.site.id}&section=${section}`,
        '[data-testid="site-full-view"]',
      );
      if (section === 'grid') {
        await shownGrid(page);
      } else {
        await page.waitFor(`[data-testid="${section === 'fonts' ? 'font' : 'webhook'}-row"]`);
      }
      return page;
    },
  })),
];
