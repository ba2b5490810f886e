import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import {
  CUSTOM_DOMAIN as CUSTOM,
  startRedirectJourney,
  type RedirectJourney,
  type Site,
} from './support/redirect-journey';
import type { Stack } from './support/stack';

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`slug changes that break no links, in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    let northwind: Site;
    let acme: Site;
    let journey: RedirectJourney;
    const reachesCustom = target.name === 'Chromium';
    beforeAll(async () => {
      journey = await startRedirectJourney(target);
      ({ driver, stack, northwind, acme } = journey);
    });
    afterAll(() => journey?.close());

    const hostOf = (site: Site) => journey.hostOf(site);
    const openMetadata = (site: Site, path: string) => journey.openMetadata(site, path);
    const saveSlug = (panel: PageDriver, slug: string) => journey.saveSlug(panel, slug);
    const publishCustomAndCheck = (panel: PageDriver) => journey.publishCustomAndCheck(panel);

    it('Enterprise: a normal page’s new slug is offered redirects, which the live site answers with one 301 hop', async () => {
      const panel = await openMetadata(northwind, '/contact');
      expect(await saveSlug(panel, 'get-in-touch')).toMatch(/Saved: .*Slug/);
      const plan = await panel.waitFor('[data-testid="redirect-plan"][data-mode="api"]');
      // No localized slugs on this plan: every locale's address moved.
      for (const move of ['/contact → /get-in-touch', '/fr/contact → /fr/get-in-touch'])
        expect(plan).toContain(move);
      expect(await panel.waitFor('[data-testid="redirect-create"]')).toContain(
        'Create 3 redirects',
      );

      // The editor publishes to staging only, so the page lives at its new address there, while
      // the custom domain still serves the old one; then creates the redirects.
      const published = await stack.emulator.call(`/v2/sites/${northwind.id}/publish`, {
        method: 'POST',
        token: northwind.apiKey,
        body: { publishToWebflowSubdomain: true },
      });
      expect(published.status).toBe(202);
      await panel.click('[data-testid="redirect-create"]');
      // The custom domain is not among the demo build's hosts: the editor allows it in the click.
      expect(await panel.waitFor('[data-testid="redirect-access"]', CUSTOM)).toContain(
        `needs to read ${CUSTOM}.`,
      );
      await stack.allowHosts([`http://${CUSTOM}`]);
      await panel.click('[data-testid="redirect-allow"]');
      await panel.waitFor(`[data-testid="redirect-host"][data-host="${CUSTOM}"]`);
      const byHost = await panel.evaluate(
        () =>
          [...document.querySelectorAll('[data-testid="redirect-host"]')].map((section) => [
            section.getAttribute('data-host'),
            [...section.querySelectorAll('[data-testid="redirect-check"]')].map((li) =>
              li.getAttribute('data-state'),
            ),
          ]),
        null,
      );
      // Chromium reaches the custom domain through the forwarder. Firefox's extension pages
      // upgrade plain http to https for any host but loopback (MV3), and the emulator serves the
      // custom domain over http, so there it is checked and shown as not reached, in words.
      const onCustom = reachesCustom ? 'target-missing' : 'unreachable';
      expect(byHost).toEqual([
        [hostOf(northwind), ['verified', 'verified', 'verified']],
        [CUSTOM, [onCustom, onCustom, onCustom]],
      ]);
      const checks = await panel.waitFor('[data-testid="redirect-checks"]');
      expect(checks).toContain('Verified: one redirect straight to /get-in-touch.');
      expect(checks).toContain(`On ${CUSTOM}`);

      // Published to the custom domain as well (a minute later), the check passes there too.
      if (reachesCustom) await publishCustomAndCheck(panel);
      // The extension wrote them on the released path, never on the older `/beta` one.
      const writes = await stack.journal('POST', `/sites/${northwind.id}/redirects`);
      expect(writes.map((w) => w.path)).toEqual(
        Array(3).fill(`/v2/sites/${northwind.id}/redirects`),
      );
      const held = await stack.emulator.call<{ redirects: { fromUrl: string; toUrl: string }[] }>(
        `/v2/sites/${northwind.id}/redirects`,
        { token: northwind.apiKey },
      );
      expect(held.body.redirects.map((r) => `${r.fromUrl} ${r.toUrl}`).sort()).toEqual([
        '/contact /get-in-touch',
        '/de/contact /de/get-in-touch',
        '/fr/contact /fr/get-in-touch',
      ]);
      // From the test, without following: one 301 whose Location is a page.
      const old = await stack.emulator.getWithHost(hostOf(northwind), '/fr/contact');
      expect(old.status).toBe(301);
      expect(old.headers.location).toBe('/fr/get-in-touch');
      expect((await stack.emulator.getWithHost(hostOf(northwind), '/fr/get-in-touch')).status).toBe(
        200,
      );
      await panel.close();
    });

    it('the home page’s slug is ignored by the service, so no redirect is offered', async () => {
      const panel = await openMetadata(northwind, '/');
      expect(await saveSlug(panel, 'start')).toContain('Slug not changed: home page');
      const offered = await panel.evaluate(
        () => document.querySelector('[data-testid="redirect-plan"]') !== null,
        null,
      );
      expect(offered).toBe(false);
      await panel.close();
    });

    it('Enterprise: "Fix slug format" in the Site tab cleans a slug and offers its redirects', async () => {
      const about = northwind.pages.about!;
      // The site check's reads share the key's budget, and a bulk write leaves a reserve for the
      // editor: give the site a stated limit, as the Site tab's own journeys do (rate limits have
      // their own tests).
      await stack.emulator.control(`/sites/${northwind.id}/plan`, {
        method: 'POST',
        body: { rateLimit: 10_000 },
      });
      // Someone else gave the page a slug the service's format does not allow.
      await stack.emulator.control(`/pages/${about}/edit`, {
        method: 'POST',
        body: { slug: 'About_Us' },
      });
      const { tabId } = await driver.openTab(`http://${hostOf(northwind)}/`);
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="schema-tab"]',
      );
      await panel.waitFor('.cm-content');
      await panel.click('[data-testid="panel-tab-site"]');
      await panel.waitFor('[data-testid="site-grid"], [data-testid="site-empty"]');
      // Check the site again: a cached grid would not know the new slug.
      const checkedAt = () =>
        panel.evaluate(
          () => document.querySelector<HTMLElement>('[data-testid="site-tab"]')!.dataset.checkedAt,
          undefined,
        );
      const before = await checkedAt();
      await panel.click('[data-testid="site-refresh"]');
      await expect.poll(checkedAt, { timeout: 20_000 }).not.toBe(before);
      await panel.select('[data-testid="site-filter-issue"]', 'slug');
      await panel.click('[data-testid="site-select-all"]');
      const count = await panel.waitFor('[data-testid="site-count"]', 'selected');
      // The page's cell in every locale; the secondary ones keep the primary's slug on this plan.
      expect(count).toMatch(/^1 of \d+ pages · 3 selected$/);
      await panel.select('[data-testid="bulk-change"]', 'fix-slug-format');
      await panel.click('[data-testid="bulk-preview-button"]');
      const preview = await panel.waitFor('[data-testid="bulk-preview"]', 'about-us');
      expect(preview).toContain('Slug: About_Us');
      expect(preview).toContain('Slug: about-us');
      expect(preview).toContain('2 skipped');
      await panel.click('[data-testid="bulk-apply"]');
      const counts = await panel.waitFor('[data-testid="bulk-counts"]', '0 to go');
      const failures = await panel.evaluate(
        () => document.querySelector('[data-testid="bulk-failures"]')?.textContent ?? '',
        undefined,
      );
      expect(`${counts}|${failures}`).toBe('1 done, 0 failed, 0 to go Finished.|');

      const plan = await panel.waitFor('[data-testid="redirect-plan"][data-mode="api"]');
      for (const move of ['/About_Us → /about-us', '/fr/About_Us → /fr/about-us'])
        expect(plan).toContain(move);
      expect(await panel.waitFor('[data-testid="redirect-create"]')).toContain(
        'Create 3 redirects',
      );
      // A site publishes once a minute; an earlier journey may have published it just now.
      await stack.emulator.control('/clock', { method: 'POST', body: { advanceMs: 61_000 } });
      const published = await stack.emulator.call(`/v2/sites/${northwind.id}/publish`, {
        method: 'POST',
        token: northwind.apiKey,
        body: { publishToWebflowSubdomain: true },
      });
      expect(published.status).toBe(202);
      await panel.click('[data-testid="redirect-create"]');
      // The custom domain may have been allowed by an earlier journey; if not, it is asked for.
      await panel.waitFor('[data-testid="redirect-checks"], [data-testid="redirect-access"]');
      const asked = await panel.evaluate(
        () => document.querySelector('[data-testid="redirect-access"]') !== null,
        null,
      );
      if (asked) {
        await stack.allowHosts([`http://${CUSTOM}`]);
        await panel.click('[data-testid="redirect-allow"]');
      }
      const checks = await panel.waitFor('[data-testid="redirect-checks"]', CUSTOM);
      expect(checks).toContain('Verified: one redirect straight to /about-us.');
      const old = await stack.emulator.getWithHost(hostOf(northwind), '/About_Us');
      expect(old.status).toBe(301);
      expect(old.headers.location).toBe('/about-us');
      await panel.close();
    });

    it('other plans: the 403 is a state, and the file merges with the dashboard’s export', async () => {
      const panel = await openMetadata(acme, '/pricing');
      expect(await saveSlug(panel, 'prices')).toMatch(/Saved: .*Slug/);
      const plan = await panel.waitFor('[data-testid="redirect-plan"][data-mode="csv"]');
      expect(plan).toContain('Your plan manages redirects in the dashboard: here is the file.');
      expect(
        await panel.evaluate(
          () => document.querySelector('[role="alert"]')?.textContent ?? null,
          null,
        ),
      ).toBeNull();

      const dir = await mkdtemp(join(tmpdir(), 'redirects-'));
      const exported = join(dir, 'dashboard-redirects.csv');
      await writeFile(
        exported,
        'Old Path,Redirect To\r\n/old-blog,/blog\r\n/older-prices,/pricing\r\n',
      );
      await panel.uploadFile('[data-testid="redirect-csv-existing"]', exported);
      await panel.waitFor('[data-testid="redirect-csv"]', 'dashboard-redirects.csv');

      // Keep the file the page saves: headless browsers give no common way to read a download.
      await panel.evaluate(() => {
        const saved = window as unknown as { savedFile?: string };
        HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
          void fetch(this.href)
            .then((r) => r.text())
            .then((text) => (saved.savedFile = text));
        };
      }, null);
      await panel.click('[data-testid="redirect-csv-download"]');
      await panel.waitFor(
        '[data-testid="redirect-csv-rows"]',
        '3 redirects in the file (2 from your export)',
      );
      let file: string | null = null;
      for (let i = 0; i < 50 && file === null; i++) {
        file = await panel.evaluate(
          () => (window as unknown as { savedFile?: string }).savedFile ?? null,
          null,
        );
        if (file === null) await new Promise((r) => setTimeout(r, 100));
      }
      expect(file).toBe(
        'Old Path,Redirect To\r\n/old-blog,/blog\r\n/older-prices,/prices\r\n/pricing,/prices\r\n',
      );
      expect(await stack.journal('POST', `/sites/${acme.id}/redirects`)).toEqual([]);
      await panel.close();
    });
  });
}
