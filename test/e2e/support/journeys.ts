/**
 * The core journeys as lists of steps, for running with an interruption between any two of them:
 * in Chromium the extension's service worker is stopped (DevTools protocol); in Firefox, whose
 * background cannot be stopped from outside, every open extension page is closed instead, so the
 * next step starts from a freshly loaded page. Each step opens the pages it needs when they are
 * not open, so both kinds of interruption can fall between any two steps.
 */
import { expect } from 'vitest';
import type { ExtensionDriver, PageDriver } from './driver';
import type { Stack } from './stack';

/** The extension pages a run has open, opened on first use. */
export interface OpenPages {
  get(name: string, open: () => Promise<PageDriver>): Promise<PageDriver>;
  close(name: string): Promise<void>;
  closeAll(): Promise<void>;
}

/** What a step can use. */
export interface RunContext {
  driver: ExtensionDriver;
  stack: Stack;
  pages: OpenPages;
  /** Unique per run, for values that tell runs apart. */
  label: string;
  /** The web tab of the journey (opened by the journey's setup). */
  tabId: number;
  /** Values one step leaves for a later one (the OAuth consent window). */
  carry: Record<string, PageDriver | undefined>;
}

/** One step of a journey. */
export interface Step {
  name: string;
  run(ctx: RunContext): Promise<void>;
}

/** A journey, the end state it must reach, and whether Firefox can run it page-reload style. */
export interface Journey {
  name: string;
  /** `true`, or why the journey cannot be interrupted by reloading pages in Firefox. */
  firefox: true | string;
  /** The path of the published page the journey works on, if any. */
  pagePath?: string;
  /** True when the journey signs in itself; the others start signed in with the site key. */
  signsIn?: true;
  /** Runs before each run (e.g. signs out so a sign-in starts from scratch). */
  reset?(ctx: RunContext): Promise<void>;
  steps: Step[];
  /** Asserts the end state: what the service holds, how often it was written, what the page shows. */
  end(ctx: RunContext): Promise<void>;
}

/** Tracks open extension pages by name. */
export function openPages(): OpenPages {
  const open = new Map<string, PageDriver>();
  return {
    async get(name, opener) {
      const existing = open.get(name);
      if (existing) return existing;
      const page = await opener();
      open.set(name, page);
      return page;
    },
    async close(name) {
      await open.get(name)?.close();
      open.delete(name);
    },
    async closeAll() {
      for (const page of open.values()) await page.close().catch(() => undefined);
      open.clear();
    },
  };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const optionsPage = (ctx: RunContext) =>
  ctx.pages.get('options', () => ctx.driver.openPage('options.html', '[data-testid="options"]'));

/** Waits for `selector` in `page`; on a timeout, fails with what the page shows instead. */
export async function shows(page: PageDriver, selector: string, text?: string): Promise<void> {
  await page.waitFor(selector, text).catch(async (error: unknown) => {
    const shown = await page.evaluate(() => document.body.innerText, undefined);
    throw new Error(`Waited for ${selector}; the page shows: ${shown}`, { cause: error });
  });
}

/** Opens the side panel for the journey's tab. */
export const sidePanel = async (ctx: RunContext) =>
  ctx.driver.openPage(`sidepanel.html?tabId=${ctx.tabId}`, '[data-testid="side-panel"]');

const panelPage = (ctx: RunContext) =>
  ctx.pages.get('panel', async () => {
    const panel = await sidePanel(ctx);
    await shows(panel, '.cm-content');
    return panel;
  });

const metadataPanel = (ctx: RunContext) =>
  ctx.pages.get('metadata', async () => {
    const panel = await sidePanel(ctx);
    await shows(panel, '[data-testid="schema-tab"]');
    await panel.click('[data-testid="panel-tab-metadata"]');
    await shows(panel, 'input[name="title"]');
    return panel;
  });

/** Requests that change something (the bulk schema query is a read sent as POST). */
const writes = async (ctx: RunContext) =>
  (await ctx.stack.journal()).filter((e) => e.method !== 'GET' && !e.path.endsWith('/query'));

const inputValue = (page: PageDriver, selector: string) =>
  page.evaluate(
    (s) => (document.querySelector(s) as HTMLInputElement | null)?.value ?? '',
    selector,
  );

const exists = (page: PageDriver, selector: string) =>
  page.evaluate((s) => document.querySelector(s) !== null, selector);

/** Removes every stored credential (without revoking it), so a sign-in starts from scratch. */
export async function forgetCredentials(ctx: Pick<RunContext, 'driver'>): Promise<void> {
  const page = await ctx.driver.openPage('options.html', '[data-testid="options"]');
  await page.evaluate(async () => {
    const api = (typeof browser === 'undefined' ? chrome : browser).storage;
    await api.local.remove(['credentials', 'credentials$']);
    await api.session.remove(['credentials', 'credentials$']);
  }, undefined);
  await page.close();
}

const markupOf = async (ctx: RunContext, pageId: string) =>
  (
    await ctx.stack.emulator.call<{ jsonLdSchema: { name?: string } | null }>(
      `/beta/pages/${pageId}/schema-markup`,
      { token: ctx.stack.site.apiKey! },
    )
  ).body.jsonLdSchema;

/** Sign in with a site API key. */
export const signInWithKey: Journey = {
  name: 'sign in with a site API key',
  signsIn: true,
  firefox: 'the pasted key lives only in the open settings page until it is submitted',
  reset: forgetCredentials,
  steps: [
    {
      name: 'open the settings page',
      run: async (ctx) => void (await optionsPage(ctx)).waitFor('[data-testid="signed-out"]'),
    },
    {
      name: 'paste the key',
      run: async (ctx) =>
        (await optionsPage(ctx)).fill('[data-testid="site-key-input"]', ctx.stack.site.apiKey!),
    },
    {
      name: 'submit it',
      async run(ctx) {
        const options = await optionsPage(ctx);
        await options.click('[data-testid="site-key-submit"]');
        await options.waitFor('[data-testid="account"]', ctx.stack.site.displayName);
      },
    },
    {
      name: 'reopen the settings page',
      async run(ctx) {
        await ctx.pages.close('options');
        await (await optionsPage(ctx)).waitFor('[data-testid="account"]');
      },
    },
  ],
  async end(ctx) {
    const options = await optionsPage(ctx);
    expect(
      await options.evaluate(
        () => document.querySelectorAll('[data-testid="account"]').length,
        undefined,
      ),
    ).toBe(1);
    const checks = (await ctx.stack.journal('GET')).filter((e) => e.path === '/v2/sites');
    expect(checks).toEqual([expect.objectContaining({ status: 200 })]);
  },
};

/** Sign in with OAuth through the consent page and the broker. */
export const signInWithOAuth: Journey = {
  name: 'sign in with OAuth',
  signsIn: true,
  firefox:
    'the consent window belongs to the background’s sign-in call, which a page reload cannot interrupt',
  reset: forgetCredentials,
  steps: [
    { name: 'open the settings page', run: async (ctx) => void (await optionsPage(ctx)) },
    {
      name: 'start the sign-in',
      async run(ctx) {
        const consent = ctx.driver.waitForWindow('/oauth/authorize');
        await (await optionsPage(ctx)).click('[data-testid="oauth-sign-in"]');
        ctx.carry.consent = await consent;
        await ctx.carry.consent.waitFor('#approve');
      },
    },
    {
      name: 'approve on the consent page',
      async run(ctx) {
        const options = await optionsPage(ctx);
        // The consent window may be gone with the worker that opened it: the page then offers a retry.
        await ctx.carry.consent?.click('#approve').catch(() => undefined);
        const outcome = await options.waitFor(
          '[data-testid="sign-in-notice"], [data-testid="sign-in-interrupted"]',
        );
        if (outcome.includes('Signed in as')) return;
        expect(outcome).toMatch(/interrupted|did not answer|cancelled/);
        const again = ctx.driver.waitForWindow('/oauth/authorize');
        await options.click('[data-testid="oauth-sign-in"]');
        const retry = await again;
        await retry.click('#approve');
        await options.waitFor('[data-testid="sign-in-notice"]', 'Signed in as');
      },
    },
    {
      name: 'reopen the settings page',
      async run(ctx) {
        await ctx.pages.close('options');
        await (await optionsPage(ctx)).waitFor('[data-testid="account"]');
      },
    },
  ],
  async end(ctx) {
    const tokens = await ctx.stack.journal('POST', '/oauth/access_token');
    expect(tokens.filter((e) => e.status === 200)).toHaveLength(1);
    const options = await optionsPage(ctx);
    expect(
      await options.evaluate(
        () => document.querySelectorAll('[data-testid="account"]').length,
        undefined,
      ),
    ).toBe(1);
  },
};

/** Open a page: the popup names it, the side panel shows its markup. Reads only. */
export const openAPage: Journey = {
  name: 'open a page (popup, then side panel)',
  firefox: true,
  pagePath: '/pricing',
  steps: [
    {
      name: 'open the popup',
      async run(ctx) {
        const popup = await ctx.pages.get('popup', () =>
          ctx.driver.openPage(`popup.html?tabId=${ctx.tabId}`, '[data-testid="popup"]'),
        );
        expect(await popup.waitFor('[data-testid="location-page"]', 'Pricing')).toBe('Pricing');
      },
    },
    { name: 'open the side panel', run: async (ctx) => void (await panelPage(ctx)) },
  ],
  async end(ctx) {
    expect(await (await panelPage(ctx)).waitFor('[data-testid="schema-tab"]')).toBeTruthy();
    expect(await writes(ctx)).toEqual([]);
  },
};

/** Edit schema: draft, survive a closed panel, save once, stored. */
export const editSchema: Journey = {
  name: 'edit schema (draft → save)',
  firefox: true,
  pagePath: '/pricing',
  steps: [
    { name: 'open the side panel', run: async (ctx) => void (await panelPage(ctx)) },
    {
      name: 'edit the markup (a draft)',
      async run(ctx) {
        const panel = await panelPage(ctx);
        await panel.replaceText(
          '.cm-content',
          JSON.stringify({ '@context': 'https://schema.org', '@type': 'Offer', name: ctx.label }),
        );
        await panel.waitFor('[data-testid="schema-draft-badge"]');
        await pause(800);
      },
    },
    {
      name: 'close and reopen the panel',
      async run(ctx) {
        await ctx.pages.close('panel');
        const panel = await panelPage(ctx);
        await panel.waitFor('.cm-content', ctx.label);
        await panel.waitFor('[data-testid="schema-draft-badge"]');
      },
    },
    {
      name: 'save',
      async run(ctx) {
        const panel = await panelPage(ctx);
        await panel.waitFor('[data-testid="schema-save"]:not([disabled])');
        await panel.click('[data-testid="schema-save"]');
        await panel.waitFor('[data-testid="schema-notice"]', 'Saved');
      },
    },
  ],
  async end(ctx) {
    expect((await markupOf(ctx, ctx.stack.site.pages.pricing!))?.name).toBe(ctx.label);
    expect(await ctx.stack.journal('PUT', '/schema-markup')).toHaveLength(1);
    await ctx.pages.close('panel');
    const panel = await panelPage(ctx);
    await panel.waitFor('.cm-content', ctx.label);
    expect(await exists(panel, '[data-testid="schema-draft-badge"]')).toBe(false);
  },
};

/** Edit metadata: draft, survive a closed panel, save once, stored. */
export const editMetadata: Journey = {
  name: 'edit metadata (draft → save)',
  firefox: true,
  pagePath: '/about-us',
  steps: [
    { name: 'open the Metadata tab', run: async (ctx) => void (await metadataPanel(ctx)) },
    {
      name: 'edit the title (a draft)',
      async run(ctx) {
        await (await metadataPanel(ctx)).fill('input[name="title"]', ctx.label);
        await pause(1000);
      },
    },
    {
      name: 'close and reopen the panel',
      async run(ctx) {
        await ctx.pages.close('metadata');
        const panel = await metadataPanel(ctx);
        await expect.poll(() => inputValue(panel, 'input[name="title"]')).toBe(ctx.label);
      },
    },
    {
      name: 'save',
      async run(ctx) {
        const panel = await metadataPanel(ctx);
        await panel.waitFor('[data-testid="metadata-save"]:not([disabled])');
        await panel.click('[data-testid="metadata-save"]');
        await panel.waitFor('[data-testid="metadata-notices"]', 'Saved');
      },
    },
  ],
  async end(ctx) {
    const page = await ctx.stack.emulator.call<{ title: string }>(
      `/v2/pages/${ctx.stack.site.pages.about!}`,
      { token: ctx.stack.site.apiKey! },
    );
    expect(page.body.title).toBe(ctx.label);
    expect(
      (await ctx.stack.journal('PUT')).filter((e) => e.path.startsWith('/v2/pages/')),
    ).toHaveLength(1);
    await ctx.pages.close('metadata');
    expect(await inputValue(await metadataPanel(ctx), 'input[name="title"]')).toBe(ctx.label);
  },
};

/** Every journey, in the order they run (the sign-in journeys leave the extension signed out). */
export const JOURNEYS: Journey[] = [
  signInWithKey,
  signInWithOAuth,
  openAPage,
  editSchema,
  editMetadata,
];

/** Where the interruptions of a journey fall: after step k (1-based), or after every step. */
export function killPoints(journey: Journey): (number | 'every')[] {
  return [...journey.steps.keys()]
    .slice(1)
    .map((k) => k as number | 'every')
    .concat('every');
}
