import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import { shows } from './support/journeys';
import {
  liveCellKey,
  makeLiveSite,
  openSiteGrid,
  readLiveGrid,
  type LiveBadge,
  type LiveFixture,
} from './support/live-grid';
import { startStack, type Stack } from './support/stack';

type Planted = {
  pageId: string;
  localeId: string | null;
  group: 'drift' | 'language' | 'extra' | 'slow';
  kind: string;
  detail: string;
};

/** The live state a planted drift shows. */
const DRIFT_STATE: Record<string, string> = {
  'stale-live': 'differs',
  'missing-live': 'missing',
  unpublished: 'unpublished',
};
/** The language rule a planted language fault is found by. */
const LANGUAGE_RULE: Record<string, string> = {
  'hreflang-missing': 'hreflang-missing',
  'hreflang-wrong': 'hreflang-url',
  'html-lang': 'html-lang',
  'in-language': 'in-language',
};

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`the live check of a whole site in ${target.name}`, () => {
    let driver: ExtensionDriver;
    let stack: Stack;
    let panel: PageDriver;
    let fixture: LiveFixture;
    let planted: Planted[];
    let cells: string[];
    let staleUrl = '';

    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
      fixture = await makeLiveSite(stack, { pages: 12, seed: 14 });
      planted = (
        await stack.emulator.control<{ planted: Planted[] }>(
          `/sites/${fixture.siteId}/live-faults`,
          { method: 'POST', body: { seed: 14, drifts: 3, language: 4, extraBlocks: 1, slow: 1 } },
        )
      ).body.planted;
      panel = await openSiteGrid(driver, fixture);
      const pages = (
        await stack.emulator.call<{ pages: { id: string }[] }>(
          `/v2/sites/${fixture.siteId}/pages?limit=100`,
          { token: fixture.apiKey },
        )
      ).body.pages;
      const { locales } = (
        await stack.emulator.call<{ locales: { secondary: { id: string }[] } }>(
          `/v2/sites/${fixture.siteId}`,
          { token: fixture.apiKey },
        )
      ).body;
      const localeIds = ['', ...locales.secondary.map((l) => l.id)];
      cells = pages.flatMap((p) => localeIds.map((l) => `${p.id}:${l}`));
    }, 120_000);
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });

    /** When the live check the Site tab shows was made, or null before any. */
    const checkedAt = () =>
      panel.evaluate(
        () =>
          document.querySelector<HTMLElement>('[data-testid="live-checked-against"]')?.dataset
            .checkedAt ?? null,
        undefined,
      );
    /** Runs `start` and waits until the Site tab shows a live check newer than `before`. */
    const checkLive = async (start: () => Promise<void>, before?: string | null) => {
      if (before === undefined) before = await checkedAt();
      await start();
      await expect.poll(checkedAt, { timeout: 60_000, interval: 250 }).not.toBe(before);
    };

    it('plants the faults the test expects', () => {
      expect(planted.map((p) => p.kind).sort()).toEqual(
        [
          'extra-block',
          'hreflang-missing',
          'hreflang-wrong',
          'html-lang',
          'in-language',
          'missing-live',
          'slow-503',
          'stale-live',
          'unpublished',
        ].sort(),
      );
      expect(new Set(planted.map(liveCellKey)).size).toBe(planted.length);
    });

    it('shows exactly the planted drifts and language faults, and nothing on other cells', async () => {
      await shows(panel, '[data-testid="live-host"]', `${fixture.shortName}.localhost`);
      await checkLive(() => panel.click('[data-testid="live-check-button"]'));
      expect(await panel.waitFor('[data-testid="live-checked-against"]')).toMatch(
        // The fixture is published moments before the check: within a minute the text says so.
        /^Checked .+ (against the publish of .+|about the same time as the publish) · http/,
      );
      const shown = await readLiveGrid(panel);
      expect(Object.keys(shown).sort()).toEqual([...cells].sort());
      const byCell = new Map(planted.map((p) => [liveCellKey(p), p]));
      for (const key of cells) {
        const fault = byCell.get(key);
        const want: LiveBadge = {
          state: fault?.group === 'drift' ? DRIFT_STATE[fault.kind]! : 'matches',
          extra: fault?.kind === 'extra-block' ? 1 : 0,
          rules: fault?.group === 'language' ? [LANGUAGE_RULE[fault.kind]!] : [],
        };
        const got = shown[key]!;
        expect({ state: got.state, extra: got.extra }, `${key} ${fault?.kind ?? 'clean'}`).toEqual({
          state: want.state,
          extra: want.extra,
        });
        if (want.rules.length === 0) expect(got.rules, `${key} clean`).toEqual([]);
        else expect(got.rules, `${key} ${fault!.kind}`).toContain(want.rules[0]);
      }

      // The filter keeps exactly the rows with a differing cell.
      await panel.select('[data-testid="live-filter"]', 'differs');
      const rows = () =>
        panel.evaluate(
          () =>
            [...document.querySelectorAll<HTMLElement>('[data-testid="site-row"]')].map(
              (r) => r.dataset.page,
            ),
          undefined,
        );
      await expect
        .poll(rows)
        .toEqual(planted.filter((p) => p.kind === 'stale-live').map((p) => p.pageId));
      await panel.select('[data-testid="live-filter"]', 'any');

      const violations = await axeViolations(panel);
      expect(violations, describeViolations(violations)).toEqual([]);
    }, 120_000);

    it('shows a drifted cell’s diff of live against saved', async () => {
      const stale = planted.find((p) => p.kind === 'stale-live')!;
      await panel.select('[data-testid="live-filter"]', 'differs');
      await panel.click(`[data-cell="${liveCellKey(stale)}"] [data-testid="live-badge"]`);
      await panel.waitFor('[data-testid="live-show-diff"]');
      await panel.click('[data-testid="live-show-diff"]');
      expect(await panel.waitFor('[data-testid="live-diff"]')).toContain('(before the last edit)');
      staleUrl = (await panel.waitFor('.live-detail__url')).trim();
      await panel.click('[data-testid="live-detail-close"]');
      await panel.select('[data-testid="live-filter"]', 'any');
    });

    it('fixes inLanguage in bulk through the preview; after a publish those cells are green', async () => {
      const wrong = planted.find((p) => p.kind === 'in-language')!;
      const edited = planted.find((p) => p.kind === 'unpublished')!;
      await shows(
        panel,
        `[data-testid="live-finding"][data-rule="in-language"][data-cell="${liveCellKey(wrong)}"]`,
      );
      await panel.waitFor('[data-testid="live-fix-language"]');
      await panel.click('[data-testid="live-fix-language"]');
      await shows(panel, '[data-testid="bulk-apply"]', 'Apply to 1 cell');
      expect(await panel.waitFor('[data-testid="bulk-preview"]')).toContain('inLanguage');
      await panel.click('[data-testid="bulk-apply"]');
      await panel.waitFor('[data-testid="bulk-counts"]', '1 done, 0 failed, 0 to go', 60_000);
      const before = await checkedAt();

      await panel.click('[data-testid="panel-tab-schema"]');
      await panel.waitFor('[data-testid="publish"]');
      await panel.click('[data-testid="publish"]');
      await panel.waitFor('[data-testid="publish-target"]');
      await panel.click('[data-testid="publish-confirm"]');
      await panel.waitFor('[data-testid="publish-status"]', 'Published to');
      await panel.waitFor('[data-testid="publish-check-live"]');
      await checkLive(() => panel.click('[data-testid="publish-check-live"]'), before);

      const shown = await readLiveGrid(panel);
      expect(shown[liveCellKey(wrong)]).toEqual({ state: 'matches', extra: 0, rules: [] });
      expect(shown[liveCellKey(edited)]).toEqual({ state: 'matches', extra: 0, rules: [] });
      // The rendered faults stay until they are cleared: the same cells still show them.
      for (const fault of planted.filter(
        (p) => p.kind === 'stale-live' || p.kind === 'html-lang',
      )) {
        expect(shown[liveCellKey(fault)], fault.kind).not.toEqual({
          state: 'matches',
          extra: 0,
          rules: [],
        });
      }
    }, 180_000);

    it('the popup on the drifted page says the live page differs, from the cached check', async () => {
      // Last: the tab it opens comes to the front, and Firefox clicks only in the front tab.
      const { tabId } = await driver.openTab(staleUrl);
      await stack.resetJournal();
      const popup = await driver.openPage(`popup.html?tabId=${tabId}`, '[data-testid="popup"]');
      expect(await popup.waitFor('[data-testid="popup-live-verdict"]')).toMatch(
        /^The live page differs from the saved markup \(checked .+\)\.$/,
      );
      // Read from the cached check: the popup fetched nothing from the published site.
      expect(await stack.journal('GET', new URL(staleUrl).pathname)).toEqual([]);
      await popup.close();
    });
  });
}
