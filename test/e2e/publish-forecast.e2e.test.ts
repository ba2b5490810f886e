import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import { shows } from './support/journeys';
import { startStack, type JournalEntry, type Stack } from './support/stack';

type PublishPost = JournalEntry & { body?: unknown };

/** One page version of a host's forecast, as the dialog shows it. */
interface ShownPage {
  pageId: string;
  locale: string;
  state: string;
  text: string;
  features: { trend: string; text: string }[];
  addresses: { redirect: string; text: string }[];
}

/** One host's forecast, as the dialog shows it. */
interface ShownHost {
  host: string;
  summary: string;
  pages: ShownPage[];
}

const target = (host: string) => `[data-testid="publish-target"][data-host="${host}"]`;

/** Every host's forecast the dialog shows now (none while it is read). */
const readForecast = (panel: PageDriver): Promise<ShownHost[]> =>
  panel.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="forecast-host"]')].map((h) => {
        const all = (root: Element, id: string) => [
          ...root.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`),
        ];
        return {
          host: h.dataset.host!,
          summary: h.querySelector('[data-testid="forecast-summary"]')?.textContent ?? '',
          pages: all(h, 'forecast-page').map((p) => ({
            pageId: p.dataset.pageId!,
            locale: p.dataset.locale!,
            state: p.dataset.state!,
            text: p.textContent ?? '',
            features: all(p, 'forecast-feature').map((f) => ({
              trend: f.dataset.trend!,
              text: f.textContent ?? '',
            })),
            addresses: all(p, 'forecast-address').map((a) => ({
              redirect: a.dataset.redirect!,
              text: a.textContent ?? '',
            })),
          })),
        };
      }),
    undefined,
  );

/**
 * Clicks `selector` once scrolled to the middle of the panel: the Schema tab's Save bar stays at the
 * bottom of the viewport, and Puppeteer (unlike Playwright) clicks an element it deems in view
 * even where the bar covers it.
 */
async function clickInView(panel: PageDriver, selector: string): Promise<void> {
  await panel.evaluate(
    (s) => document.querySelector(s)?.scrollIntoView({ block: 'center' }),
    selector,
  );
  await panel.click(selector);
}

/** The `data-testid` of the focused element. */
const focused = (panel: PageDriver) =>
  panel.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null, undefined);

const present = (panel: PageDriver, selector: string) =>
  panel.evaluate((s) => document.querySelector(s) !== null, selector);

/** The JSON-LD blocks a served page carries. */
const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

for (const browser of BROWSERS) {
  describe.skipIf(!browser.available)(`the publish forecast in ${browser.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    let tab: PageDriver;
    let tabId: number;
    let panel: PageDriver;
    let staging: string;
    let customDomain: string;
    let events: string;
    let pricing: string;
    let shots: string;

    beforeAll(async () => {
      shots = mkdtempSync(join(tmpdir(), 'publish-forecast-e2e-'));
      driver = await browser.start();
      stack = await startStack(driver);
      const token = stack.site.apiKey!;
      events = stack.site.pages.events!;
      pricing = stack.site.pages.pricing!;
      staging = `${stack.site.shortName}.localhost:${stack.emulator.port}`;
      customDomain = (
        await stack.emulator.call<{ customDomains: { url: string }[] }>(
          `/v2/sites/${stack.site.id}`,
          { token },
        )
      ).body.customDomains[0]!.url;

      // The demo plants the Events page noindex, and a page Google does not show loses nothing:
      // it is made indexable first. Then a colleague's saves through the API: the Event's
      // startDate dropped, and the pricing page moved to /prices with no redirect.
      const indexable = await stack.emulator.control(`/pages/${events}/indexing`, {
        method: 'POST',
        body: { robots: null },
      });
      expect(indexable.status).toBeLessThan(300);
      const markup = (
        await stack.emulator.call<{ jsonLdSchema: Record<string, unknown> }>(
          `/beta/pages/${events}/schema-markup`,
          { token },
        )
      ).body.jsonLdSchema;
      expect(markup.startDate).toBeDefined();
      const { startDate: _dropped, ...withoutDate } = markup;
      const saved = await stack.emulator.call(`/beta/pages/${events}/schema-markup`, {
        method: 'PUT',
        token,
        body: { jsonLdSchema: withoutDate },
      });
      expect(saved.status).toBe(200);
      const moved = await stack.emulator.call(`/v2/pages/${pricing}`, {
        method: 'PUT',
        token,
        body: { slug: 'prices' },
      });
      expect(moved.status).toBe(200);

      await (await stack.signInWithSiteKey()).close();
      ({ page: tab, tabId } = await driver.openTab(`http://${staging}/about-us`));
      panel = await driver.openPage(`sidepanel.html?tabId=${tabId}`, '[data-testid="side-panel"]');
      await shows(panel, '[data-testid="schema-tab"]');
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
      if (shots) rmSync(shots, { recursive: true, force: true });
    });

    const checked = (host: string) =>
      panel.evaluate(
        (selector) => (document.querySelector(selector) as HTMLInputElement | null)?.checked,
        target(host),
      );

    /**
     * Leaves the custom domain out (Firefox's extension pages cannot read it over http here, see
     * `support/driver.ts`; staging alone is what this journey forecasts) and waits for staging's
     * forecast: a forecast of exactly one host is the one made for this choice.
     */
    const forecastStagingOnly = async (): Promise<ShownHost> => {
      await shows(panel, target(customDomain));
      if (await checked(customDomain)) await clickInView(panel, target(customDomain));
      expect(await checked(customDomain)).toBe(false);
      expect(await checked(staging)).toBe(true);
      let shown: ShownHost[] = [];
      await expect
        .poll(async () => (shown = await readForecast(panel)).map((h) => h.host), {
          timeout: 60_000,
          interval: 200,
        })
        .toEqual([staging])
        .catch(async (error: unknown) => {
          const said = await panel.evaluate(
            () => document.querySelector('[data-testid="publish-panel"]')?.textContent,
            undefined,
          );
          throw new Error(`No forecast of ${staging} alone; the dialog says: ${said}`, {
            cause: error,
          });
        });
      return shown[0]!;
    };

    it('forecasts the lost Event and the address with no redirect on the staging host', async () => {
      const started = Date.now();
      await clickInView(panel, '[data-testid="publish"]');
      expect(
        await panel.evaluate(
          () => document.querySelector<HTMLElement>('[data-testid="publish-panel"]')?.dataset.scope,
          undefined,
        ),
      ).toBe('site');
      const host = await forecastStagingOnly();
      const forecastMs = Date.now() - started;

      // The Events page in English and in German (which shows the English markup): the Event lost
      // for want of its startDate. French keeps its own markup, with its date.
      const eventPages = host.pages.filter((p) => p.pageId === events);
      expect(eventPages.map((p) => p.locale).sort()).toEqual(['de', 'en']);
      for (const page of eventPages) {
        expect(page.state).toBe('changed');
        expect(page.features).toEqual([{ trend: 'lost', text: expect.stringContaining('Event') }]);
        expect(page.features[0]!.text).toContain('startDate');
        expect(page.features[0]!.text).toMatch(/Event: eligible → not eligible/);
      }
      // Pricing moves from /pricing to /prices, with nothing to lead the old address on.
      const pricingPage = host.pages.find((p) => p.pageId === pricing && p.locale === 'en')!;
      expect(pricingPage.addresses).toEqual([
        { redirect: 'none', text: expect.stringContaining('no redirect') },
      ]);
      expect(pricingPage.addresses[0]!.text).toMatch(/\/pricing → \/prices/);
      expect(new Set(host.pages.map((p) => p.pageId))).toEqual(new Set([events, pricing]));
      // The summary counts them.
      expect(host.summary).toBe(
        `On ${staging}: 3 pages change; Event lost on 2; 1 address change without a redirect`,
      );
      expect(
        await present(panel, `[data-testid="forecast-host"] [data-testid="forecast-hidden"]`),
      ).toBe(false);

      await panel.screenshot(join(shots, 'forecast.png'), { width: 400, height: 1000 });
      const violations = await axeViolations(panel);
      expect(violations, describeViolations(violations)).toEqual([]);
      console.info(`${browser.name}: staging forecast shown in ${forecastMs} ms`);
    });

    it('asks before publishing what it loses, focused on Cancel, and Cancel sends nothing', async () => {
      await stack.resetJournal();
      const ask = async () => {
        await clickInView(panel, '[data-testid="publish-confirm"]');
        const question = await panel.waitFor('[data-testid="publish-question"]');
        expect(
          await panel.evaluate(
            () => document.querySelector('[data-testid="publish-question"]')?.getAttribute('role'),
            undefined,
          ),
        ).toBe('alertdialog');
        await expect.poll(() => focused(panel)).toBe('publish-question-cancel');
        return question;
      };
      const answered = async () => {
        await expect.poll(() => present(panel, '[data-testid="publish-question"]')).toBe(false);
        // Back where it was: on Publish, the forecast still shown.
        await expect.poll(() => focused(panel)).toBe('publish-confirm');
        expect((await readForecast(panel)).map((h) => h.host)).toEqual([staging]);
      };

      const question = await ask();
      expect(question).toContain('loses Event on “Events”');
      expect(question).toContain('loses Event on “Events” (de)');
      expect(question).toContain('moves /pricing to /prices with no redirect');
      expect(question).toContain('Publish anyway?');
      // A hurried Enter lands on Cancel.
      await panel.press('Enter');
      await answered();
      // Escape answers no as well.
      await ask();
      await panel.press('Escape');
      await answered();
      expect(await present(panel, '[data-testid="publish-panel"]:not([hidden])')).toBe(true);
      // And so does a click on Cancel.
      await ask();
      await clickInView(panel, '[data-testid="publish-question-cancel"]');
      await answered();

      expect(await stack.journal('POST', '/publish')).toEqual([]);
      expect(await present(panel, '[data-testid="publish-status"]')).toBe(false);
    });

    it('publishes the Events page alone, and the check after finds it live as forecast', async () => {
      // One publish a minute per site: whatever came before, this one is allowed.
      await stack.emulator.control('/clock', { method: 'POST', body: { advanceMs: 61_000 } });
      const before = await stack.emulator.getWithHost(staging, '/events');
      expect(before.status).toBe(200);
      expect(jsonLdOf(before.text)[0]).toMatchObject({
        '@type': 'Event',
        startDate: expect.any(String),
      });

      await tab.goto(`http://${staging}/events`);
      await panel.close();
      panel = await driver.openPage(`sidepanel.html?tabId=${tabId}`, '[data-testid="side-panel"]');
      await shows(panel, '[data-testid="schema-tab"]');
      await shows(panel, '[data-testid="schema-tab"] [data-testid="publish-page"]');
      const started = Date.now();
      await clickInView(panel, '[data-testid="publish-page"]');
      await shows(panel, '[data-testid="publish-panel"][data-scope="page"]');
      expect(await panel.waitFor('[data-testid="publish-scope"]')).toBe(
        'Only “Events” is published, not the rest of the site.',
      );
      const host = await forecastStagingOnly();
      const forecastMs = Date.now() - started;
      // The page's versions only: the pricing page's move waits for a publish of the site.
      expect(host.pages.map((p) => [p.pageId, p.locale]).sort()).toEqual([
        [events, 'de'],
        [events, 'en'],
      ]);
      expect(host.pages.every((p) => p.features[0]?.trend === 'lost')).toBe(true);
      expect(host.summary).toBe(`On ${staging}: 2 pages change; Event lost on 2`);

      await stack.resetJournal();
      await clickInView(panel, '[data-testid="publish-confirm"]');
      const question = await panel.waitFor('[data-testid="publish-question"]');
      expect(question).toContain('loses Event on “Events”');
      expect(question).not.toContain('/prices');
      await expect.poll(() => focused(panel)).toBe('publish-question-cancel');
      await clickInView(panel, '[data-testid="publish-question-confirm"]');
      const said = await panel.waitFor('[data-testid="publish-status"]', 'Published “Events” to');
      expect(said).toMatch(new RegExp(`^Published “Events” to ${staging} at .+\\.$`));

      const posts = (await stack.journal('POST', '/publish')) as PublishPost[];
      expect(posts.map((p) => [p.status, p.body])).toEqual([
        [202, { customDomains: [], publishToWebflowSubdomain: true, pageId: events }],
      ]);

      // Staging now serves the saved Event (no startDate); pricing is still at /pricing there.
      const after = await stack.emulator.getWithHost(staging, '/events');
      expect(after.status).toBe(200);
      const [event] = jsonLdOf(after.text);
      expect(event).toMatchObject({ '@type': 'Event', name: 'Bread festival' });
      expect(event).not.toHaveProperty('startDate');
      expect((await stack.emulator.getWithHost(staging, '/pricing')).status).toBe(200);
      expect((await stack.emulator.getWithHost(staging, '/prices')).status).toBe(404);

      // The check after the publish reads the published versions: as forecast.
      const checking = Date.now();
      await shows(panel, '[data-testid="publish-after"][data-state="done"]');
      const checkMs = Date.now() - checking;
      const afterHost = await panel.waitFor(
        `[data-testid="publish-after-host"][data-host="${staging}"]`,
      );
      expect(afterHost).toContain(`On ${staging}: 2 of 2 as forecast.`);
      expect(
        await present(
          panel,
          `[data-testid="publish-after-host"][data-host="${staging}"][data-same="true"]`,
        ),
      ).toBe(true);
      expect(await present(panel, '[data-testid="publish-after-difference"]')).toBe(false);
      await panel.screenshot(join(shots, 'after.png'), { width: 400, height: 1000 });
      console.info(
        `${browser.name}: page forecast in ${forecastMs} ms, check after the publish in ${checkMs} ms`,
      );
    });
  });
}
