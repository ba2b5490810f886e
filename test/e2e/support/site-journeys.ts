/**
 * The site-level journeys for the kill-point runs: uploading a font and applying a bulk change.
 * Both keep what the editor chose (a file, a selection and its preview) in the open page, as any
 * page does, so only the Chromium runs, which stop the worker and leave the page open, can
 * interrupt them between every step.
 */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { PageDriver } from './driver';
import { shows, sidePanel, type Journey, type RunContext } from './journeys';

const PAGE_ONLY =
  'what the editor chose lives in the open page, which a reload forgets, as it would any file or selection';

const api = <T>(ctx: RunContext, path: string, init: { method?: string; body?: unknown } = {}) =>
  ctx.stack.emulator.call<T>(path, { token: ctx.stack.site.apiKey!, ...init }).then((r) => r.body);

const tabPanel = (ctx: RunContext, tab: string, ready: string) =>
  ctx.pages.get(tab, async () => {
    const panel = await sidePanel(ctx);
    await shows(panel, '[data-testid="schema-tab"]');
    await panel.click(`[data-testid="panel-tab-${tab}"]`);
    await shows(panel, ready);
    return panel;
  });

const fontsPanel = (ctx: RunContext) => tabPanel(ctx, 'fonts', '[data-testid="font-row"]');

type Font = { id: string; fontFamily: string };
const fontsNamed = async (ctx: RunContext, family: string) =>
  (
    await api<{ customFonts: Font[] }>(ctx, `/v2/sites/${ctx.stack.site.id}/custom_fonts?limit=100`)
  ).customFonts.filter((f) => f.fontFamily === family);

const fontFile = join(tmpdir(), `site-companion-e2e-${process.pid}-Display-Bold.woff2`);

/** Upload a font: choose the file, name it, send it; it is listed once and stored once. */
export const uploadFont: Journey = {
  name: 'upload a font',
  firefox: PAGE_ONLY,
  pagePath: '/',
  async reset() {
    await writeFile(fontFile, Buffer.concat([Buffer.from('wOF2'), randomBytes(4096)]));
  },
  steps: [
    { name: 'open the Fonts tab', run: async (ctx) => void (await fontsPanel(ctx)) },
    {
      name: 'choose the file and name the family',
      async run(ctx) {
        const panel = await fontsPanel(ctx);
        await panel.uploadFile('[data-testid="font-file-input"]', fontFile);
        await shows(panel, '[data-testid="font-upload"][data-stage="ready"]');
        await panel.fill('[data-testid="font-upload-family"]', ctx.label);
      },
    },
    {
      name: 'upload it',
      async run(ctx) {
        const panel = await fontsPanel(ctx);
        await panel.click('[data-testid="font-upload-start"]');
        await shows(panel, '[data-testid="font-upload"][data-stage="done"]');
      },
    },
    {
      name: 'reopen the Fonts tab',
      async run(ctx) {
        await ctx.pages.close('fonts');
        await shows(await fontsPanel(ctx), '[data-testid="font-row"]', ctx.label);
      },
    },
  ],
  async end(ctx) {
    expect(await fontsNamed(ctx, ctx.label)).toHaveLength(1);
    const creates = (await ctx.stack.journal('POST', '/custom_fonts')).filter(
      (e) => e.applied && e.path.endsWith('/custom_fonts'),
    );
    expect(creates).toHaveLength(1);
    await rm(fontFile, { force: true });
  },
};

type Markup = { id: string; isInherited: boolean; jsonLdSchema: unknown };
const BULK_WRITE = '/pages/schema-markup';
const german = (ctx: RunContext) => ctx.stack.site.locales.secondary[1]!.id;
const pageIds = async (ctx: RunContext) =>
  (
    await api<{ pages: { id: string }[] }>(ctx, `/v2/sites/${ctx.stack.site.id}/pages?limit=100`)
  ).pages.map((p) => p.id);
const markupOf = async (ctx: RunContext, localeId?: string) =>
  (
    await api<{ pages: Markup[] }>(
      ctx,
      `/beta/sites/${ctx.stack.site.id}/pages/schema-markup/query`,
      {
        method: 'POST',
        body: { pages: (await pageIds(ctx)).map((id) => (localeId ? { id, localeId } : { id })) },
      },
    )
  ).pages;
/** German cells that show the primary's JSON-LD object: what "create locale versions" writes. */
const inheritingGerman = async (ctx: RunContext) =>
  (await markupOf(ctx, german(ctx))).filter((m) => m.isInherited && m.jsonLdSchema).length;

let toWrite = 0;
const checkedAt = (panel: PageDriver) =>
  panel.evaluate(
    () => document.querySelector<HTMLElement>('[data-testid="site-tab"]')?.dataset.checkedAt ?? '',
    undefined,
  );
/** Checks the site again and waits until the grid shows the new audit. */
async function refreshedGrid(panel: PageDriver): Promise<void> {
  await panel.waitFor('[data-testid="site-empty"], [data-testid="site-grid"]');
  const before = await checkedAt(panel);
  await panel.click('[data-testid="site-refresh"]');
  await expect.poll(() => checkedAt(panel), { timeout: 20_000 }).not.toBe(before);
}
const sitePanel = (ctx: RunContext) => tabPanel(ctx, 'site', '[data-testid="site-tab"]');

/**
 * Applies the previewed bulk change; when the preview names collection templates, Apply asks
 * first, and the question must come and be answered yes.
 */
export async function applyBulk(panel: PageDriver): Promise<void> {
  const templates = await panel.evaluate(
    () => document.querySelector('[data-testid="bulk-templates"]') !== null,
    undefined,
  );
  await panel.click('[data-testid="bulk-apply"]');
  if (!templates) return;
  await shows(panel, '[data-testid="bulk-template-confirm"]');
  await panel.click('[data-testid="bulk-template-yes"]');
}
const previewed = (panel: PageDriver) =>
  panel.evaluate(() => document.querySelector('[data-testid="bulk-apply"]') !== null, undefined);

/** Bulk apply: check the site, preview German versions of inheriting pages, write each once. */
export const bulkApply: Journey = {
  name: 'bulk apply (create the German versions)',
  firefox: PAGE_ONLY,
  pagePath: '/',
  async reset(ctx) {
    // Three pages with primary markup go back to inheriting in German, so every run has work.
    const primary = (await markupOf(ctx)).filter((m) => m.jsonLdSchema).slice(0, 3);
    for (const page of primary) {
      await api(ctx, `/beta/pages/${page.id}/schema-markup?localeId=${german(ctx)}`, {
        method: 'PUT',
        body: { jsonLdSchema: null },
      });
    }
    toWrite = await inheritingGerman(ctx);
    expect(toWrite).toBeGreaterThanOrEqual(3);
  },
  steps: [
    {
      name: 'check the whole site',
      async run(ctx) {
        const panel = await sitePanel(ctx);
        await refreshedGrid(panel);
      },
    },
    {
      name: 'select the inheriting German cells and preview',
      async run(ctx) {
        const panel = await sitePanel(ctx);
        await panel.select('[data-testid="site-filter-locale"]', german(ctx));
        await panel.select('[data-testid="site-filter-state"]', 'inherited');
        await panel.click('[data-testid="site-select-all"]');
        await panel.select('[data-testid="bulk-change"]', 'create-locale-versions');
        await panel.click('[data-testid="bulk-preview-button"]');
        await shows(panel, '[data-testid="bulk-apply"]', `Apply to ${toWrite} cell`);
      },
    },
    {
      name: 'apply',
      async run(ctx) {
        const panel = await sitePanel(ctx);
        expect(await previewed(panel)).toBe(true);
        await applyBulk(panel);
        await shows(panel, '[data-testid="bulk-counts"]');
      },
    },
    {
      name: 'see every entry written',
      async run(ctx) {
        const panel = await sitePanel(ctx);
        // A batch in flight when the worker stopped is verified only once it can no longer land.
        await panel.waitFor(
          '[data-testid="bulk-counts"]',
          `${toWrite} done, 0 failed, 0 to go`,
          60_000,
        );
      },
    },
  ],
  async end(ctx) {
    expect(await inheritingGerman(ctx)).toBe(0);
    const batches = (await ctx.stack.journal('PATCH', BULK_WRITE)).filter((w) => w.applied);
    expect(batches).toHaveLength(Math.ceil(toWrite / 25));
  },
};

/** The site-level journeys, in the order they run. */
export const SITE_JOURNEYS: Journey[] = [uploadFont, bulkApply];
