import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { PageDriver } from './support/driver';
import { shows } from './support/journeys';
import {
  CUSTOM_DOMAIN,
  startRedirectJourney,
  type RedirectJourney,
  type Site,
} from './support/redirect-journey';

/** What the live check's "Can Google show it" panel shows, read from the page. */
interface IndexPanel {
  findings: { rule: string; text: string }[];
  hidden: { title: string; reasons: string; text: string }[];
  staging: string;
  note: string;
}

const readPanel = (panel: PageDriver): Promise<IndexPanel> =>
  panel.evaluate(() => {
    const root = document.querySelector<HTMLElement>('[data-testid="live-index"]')!;
    const all = (id: string) => [...root.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
    return {
      findings: all('index-finding').map((f) => ({
        rule: f.dataset.rule!,
        text: f.textContent ?? '',
      })),
      hidden: all('index-hidden-page').map((h) => ({
        title: h.querySelector('strong')?.textContent ?? '',
        reasons: h.dataset.reasons!,
        text: h.textContent ?? '',
      })),
      staging: root.querySelector('[data-testid="index-staging"]')?.textContent ?? '',
      note: root.textContent ?? '',
    };
  }, undefined);

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`can Google show it, in ${target.name}`, () => {
    let journey: RedirectJourney;
    let panel: PageDriver;
    // Firefox's extension pages upgrade plain http to https for any host but loopback, so they
    // never read a custom domain here (see `support/driver.ts`); Chromium reads it forwarded.
    const readsCustom = target.name === 'Chromium';

    /** When the live check the Site tab shows was made, or null before any. */
    const checkedAt = () =>
      panel.evaluate(
        () =>
          document.querySelector<HTMLElement>('[data-testid="live-checked-against"]')?.dataset
            .checkedAt ?? null,
        undefined,
      );

    /** Opens `path` of `site` with the side panel on its Site tab, the grid read. */
    const openSite = async (site: Site, path: string) => {
      const { tabId } = await journey.driver.openTab(`http://${journey.hostOf(site)}${path}`);
      panel = await journey.driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="schema-tab"]',
      );
      await panel.waitFor('[data-testid="panel-tab-site"]');
      await panel.click('[data-testid="panel-tab-site"]');
      await panel.waitFor('[data-testid="site-tab"]');
      await panel.click('[data-testid="site-refresh"]');
      await panel.waitFor('[data-testid="site-grid"]');
    };

    /** Checks `host` (as the host choice names it) and waits for its result. */
    const checkHost = async (origin: string) => {
      await shows(panel, '[data-testid="live-host"]');
      await panel.select('[data-testid="live-host"]', origin);
      const before = await checkedAt();
      // A custom domain is asked for in the click, as the editor's "Allow" would grant it.
      if (origin.includes(CUSTOM_DOMAIN)) await journey.stack.allowHosts([origin]);
      await panel.click('[data-testid="live-check-button"]');
      await expect
        .poll(checkedAt, { timeout: 90_000, interval: 250 })
        .not.toBe(before)
        .catch(async (error: unknown) => {
          const said = await panel.evaluate(
            () => document.querySelector('[data-testid="live-check"]')?.textContent,
            undefined,
          );
          throw new Error(`No new live check of ${origin}; the panel says: ${said}`, {
            cause: error,
          });
        });
      await panel.waitFor('[data-testid="live-index"]');
      return readPanel(panel);
    };

    beforeAll(async () => {
      journey = await startRedirectJourney(target);
      // The demo plan's 60 requests a minute would pace the audits; this journey is not about that.
      for (const site of [journey.acme, journey.northwind])
        await journey.stack.emulator.control(`/sites/${site.id}/plan`, {
          method: 'POST',
          body: { rateLimit: 6000 },
        });
    }, 120_000);
    afterAll(async () => {
      await journey?.close();
    });

    it('names every planted fault of the indexable staging host in words', async () => {
      await openSite(journey.acme, '/events');
      const shown = await checkHost(`http://${journey.hostOf(journey.acme)}`);
      const rules = shown.findings.map((f) => f.rule);
      expect(rules).toEqual(
        expect.arrayContaining([
          'index/staging-indexable',
          'sitemap/not-found',
          'sitemap/left-out',
        ]),
      );
      const said = (rule: string) => shown.findings.find((f) => f.rule === rule)!.text;
      expect(said('index/staging-indexable')).toContain(
        `The staging host ${journey.hostOf(journey.acme)} can be indexed beside www.acme-bakery.example`,
      );
      expect(said('sitemap/not-found')).toContain('lists addresses that answer 404: 1');
      expect(said('sitemap/not-found')).toContain('/old-menu');
      expect(said('sitemap/left-out')).toContain('/post/how-we-bake-croissants');
      // The platform's sitemap lists the noindex Events page: two opposite signals, the same fault.
      expect(said('sitemap/noindex')).toContain('lists pages that say noindex: 3');
      // Nothing else is wrong with the sitemap or the host.
      expect(rules.filter((r) => r !== 'sitemap/left-out').sort()).toEqual([
        'index/staging-indexable',
        'sitemap/noindex',
        'sitemap/not-found',
      ]);
      expect(said('sitemap/left-out')).toContain('leaves out published page versions: 3');
      const hidden = (title: string) => shown.hidden.filter((h) => h.title === title);
      expect(hidden('Events').map((h) => h.reasons)).toEqual(['noindex', 'noindex', 'noindex']);
      expect(hidden('Events')[0]!.text).toContain(
        'the page says noindex (<meta name="robots">: noindex)',
      );
      expect(hidden('FAQ').map((h) => h.reasons)).toEqual(['blocked']);
      expect(hidden('FAQ')[0]!.text).toContain(
        'robots.txt keeps Googlebot out (robots.txt: Disallow: /faq)',
      );
      expect(hidden('Sourdough guide').map((h) => h.reasons)).toEqual([
        'nosnippet',
        'nosnippet',
        'nosnippet',
      ]);
      expect(hidden('Sourdough guide')[0]!.text).toContain('X-Robots-Tag: nosnippet');
      expect(shown.hidden).toHaveLength(7);
      // The grid's filter keeps the pages Google will not show.
      await panel.select('[data-testid="live-filter"]', 'hidden');
      const rows = await panel.evaluate(
        () => document.querySelectorAll('[data-testid="site-row"]').length,
        undefined,
      );
      expect(rows).toBe(3);
      await panel.select('[data-testid="live-filter"]', 'any');
    }, 180_000);

    it('says in the Schema tab of the noindex page why Google will not show its rich result', async () => {
      await panel.click('[data-testid="panel-tab-schema"]');
      await shows(
        panel,
        '[data-testid="schema-verdict"][data-hidden="true"]',
        'Valid, but Google will not show it: the page says noindex (<meta name="robots">: noindex)',
      );
    }, 60_000);

    it('reads the staging host kept out of search as right, and a custom domain’s sitemap listing staging URLs as wrong', async () => {
      await openSite(journey.northwind, '/');
      const staging = await checkHost(`http://${journey.hostOf(journey.northwind)}`);
      expect(staging.staging).toContain('is kept out of search, as it should be');
      expect(staging.findings.map((f) => f.rule)).not.toContain('index/staging-indexable');
      expect(staging.hidden).toEqual([]);
      if (!readsCustom) return;
      const custom = await checkHost(`http://${CUSTOM_DOMAIN}`);
      const other = custom.findings.find((f) => f.rule === 'sitemap/other-host');
      // The domain is read on port 80 here: the staging URLs it lists carry that port too.
      expect(other?.text).toContain(
        `The sitemap of ${CUSTOM_DOMAIN} lists addresses on another host (${journey.northwind.shortName}.localhost): 2`,
      );
      // The staging host is read beside the domain (the extension may read it since the check
      // above): kept out, so no finding.
      expect(custom.staging).toContain('is kept out of search');
      expect(custom.findings.map((f) => f.rule)).not.toContain('index/staging-indexable');
    }, 180_000);
  });
}
