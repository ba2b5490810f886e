import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import { applyBulk } from './support/site-journeys';
import { startStack, type Stack } from './support/stack';

type Markup = {
  id: string;
  localeId: string | null;
  isInherited: boolean;
  jsonLdSchema: unknown;
  rawJsonLdSchema?: string | null;
};
type Cell = { id: string; localeId?: string };

const BULK_WRITE = '/pages/schema-markup';

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`the whole-site grid in ${target.name}`, () => {
    let driver: ExtensionDriver & { stopWorker?: () => Promise<void> };
    let stack: Stack;
    let panel: PageDriver;
    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
      await (await stack.signInWithSiteKey()).close();
      // The test's own set-up calls share the site key's budget; rate limits have their own tests.
      await stack.emulator.control(`/sites/${stack.site.id}/plan`, {
        method: 'POST',
        body: { rateLimit: 10_000 },
      });
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });

    const token = () => stack.site.apiKey!;
    const api = <T>(path: string, init: { method?: string; body?: unknown } = {}) =>
      stack.emulator.call<T>(path, { token: token(), ...init }).then((r) => r.body);
    const pages = () =>
      api<{ pages: { id: string; title: string }[] }>(`/v2/sites/${stack.site.id}/pages?limit=100`);
    const query = async (cells: Cell[]) => {
      const out: Markup[] = [];
      for (let i = 0; i < cells.length; i += 100) {
        const body = await api<{ pages: Markup[] }>(
          `/beta/sites/${stack.site.id}/pages/schema-markup/query`,
          { method: 'POST', body: { pages: cells.slice(i, i + 100) } },
        );
        out.push(...body.pages);
      }
      return out;
    };
    /** Each collection with a template page: its name, template page and published item count. */
    const templates = async () => {
      const { collections } = await api<{ collections: { id: string; displayName: string }[] }>(
        `/v2/sites/${stack.site.id}/collections`,
      );
      const listed = await api<{ pages: { id: string; collectionId?: string | null }[] }>(
        `/v2/sites/${stack.site.id}/pages?limit=100`,
      );
      const out: { name: string; pageId: string; count: number }[] = [];
      for (const c of collections) {
        const page = listed.pages.find((p) => p.collectionId === c.id);
        if (!page) continue;
        const live = await api<{ pagination: { total: number } }>(
          `/v2/collections/${c.id}/items/live?limit=1`,
        );
        out.push({ name: c.displayName, pageId: page.id, count: live.pagination.total });
      }
      return out;
    };
    const french = () => stack.site.locales.secondary[0]!.id;
    const german = () => stack.site.locales.secondary[1]!.id;

    /**
     * Gives primary markup to pages without any, until `count` cells of `localeId` inherit a JSON-LD
     * object (a legacy text value inherits too, but no version can be made of it). Answers how many
     * cells inherit in all.
     */
    const inheritIn = async (localeId: string, count: number) => {
      const all = (await pages()).pages;
      const states = await query(all.map((p) => ({ id: p.id, localeId })));
      const already = states.filter((s) => s.isInherited && s.jsonLdSchema).length;
      let inheriting = already;
      const primary = await query(all.map((p) => ({ id: p.id })));
      for (const [i, page] of all.entries()) {
        if (inheriting >= count) break;
        const has = (m: Markup) => m.jsonLdSchema || m.rawJsonLdSchema;
        if (has(primary[i]!) || has(states[i]!)) continue;
        await api(`/beta/pages/${page.id}/schema-markup`, {
          method: 'PUT',
          body: {
            jsonLdSchema: {
              '@context': 'https://schema.org',
              '@type': 'WebPage',
              name: page.title,
              inLanguage: 'en',
            },
          },
        });
        inheriting++;
      }
      expect(inheriting).toBe(count);
      return states.filter((s) => s.isInherited).length + inheriting - already;
    };

    const openSiteTab = async () => {
      const { tabId } = await driver.openTab(
        `http://${stack.site.shortName}.localhost:${stack.emulator.port}/`,
      );
      panel = await driver.openPage(`sidepanel.html?tabId=${tabId}`, '[data-testid="schema-tab"]');
      // The Schema tab reads the page first; wait for it so it is not counted with the audit.
      await panel.waitFor('.cm-content');
      await panel.click('[data-testid="panel-tab-site"]');
      await panel.waitFor('[data-testid="site-tab"]');
    };

    /** Checks the site again and waits until the grid shows the new check, not the cached one. */
    const refreshGrid = async () => {
      const checkedAt = () =>
        panel.evaluate(
          () => document.querySelector<HTMLElement>('[data-testid="site-tab"]')!.dataset.checkedAt,
          undefined,
        );
      await panel.waitFor('[data-testid="site-grid"], [data-testid="site-empty"]');
      const before = await checkedAt();
      await panel.click('[data-testid="site-refresh"]');
      await expect.poll(checkedAt, { timeout: 20_000 }).not.toBe(before);
    };

    it('shows the emulator’s state of every cell, read in bulk', async () => {
      selectedFrench = await inheritIn(french(), 30);
      await openSiteTab();
      await stack.resetJournal();
      await panel.click('[data-testid="site-refresh"]');
      await panel.waitFor('[data-testid="site-checked-at"]');
      const shown = await panel.evaluate(
        () =>
          [...document.querySelectorAll<HTMLElement>('[data-testid="site-cell"]')].map((c) => ({
            key: c.dataset.cell!,
            state: c.dataset.state!,
          })),
        undefined,
      );
      expect(shown.length).toBeGreaterThan(10);
      const cells = 42 * 3;
      expect(await stack.journal('POST', '/schema-markup/query')).toHaveLength(
        Math.ceil(cells / 100),
      );
      expect(await stack.journal('GET', '/schema-markup')).toHaveLength(0);
      const truth = await query(
        shown.map(({ key }) => {
          const [id, localeId] = key.split(':');
          return localeId ? { id: id!, localeId } : { id: id! };
        }),
      );
      const expected = truth.map((m) =>
        m.isInherited ? 'inherited' : m.jsonLdSchema ? 'own' : undefined,
      );
      shown.forEach((cell, i) => {
        if (expected[i]) expect(cell.state, cell.key).toBe(expected[i]);
        else expect(['none', 'raw'], cell.key).toContain(cell.state);
      });
    });

    let selectedFrench = 0;
    /** Selects the inheriting cells of `localeId` (`selected` of them) and previews `count` versions. */
    const selectInheriting = async (localeId: string, selected: number, count: number) => {
      await panel.select('[data-testid="site-filter-locale"]', localeId);
      await panel.select('[data-testid="site-filter-state"]', 'inherited');
      // "Select none" is disabled while nothing is selected; clicking it then would wait in vain.
      await panel.evaluate(
        () =>
          document
            .querySelector<HTMLButtonElement>('[data-testid="site-select-none"]:not([disabled])')
            ?.click(),
        undefined,
      );
      await panel.click('[data-testid="site-select-all"]');
      await panel.waitFor('[data-testid="site-count"]', `${selected} selected`);
      await panel.select('[data-testid="bulk-change"]', 'create-locale-versions');
      await panel.click('[data-testid="bulk-preview-button"]');
      await panel.waitFor('[data-testid="bulk-preview"]');
      await panel.waitFor('[data-testid="bulk-apply"]', `${count}`);
    };

    it('creates 30 French versions from the primary in ⌈30/25⌉ writes, after a preview that names the collection templates and a question', async () => {
      const before = await query(
        (await pages()).pages.map((p) => ({ id: p.id, localeId: french() })),
      );
      const targets = before.filter((m) => m.isInherited && m.jsonLdSchema).map((m) => m.id);
      expect(targets).toHaveLength(30);
      // The demo's template pages have primary markup only: their French cells are among the 30.
      const included = (await templates()).filter((t) => targets.includes(t.pageId));
      expect(included.map((t) => t.name)).toEqual(['Blog Posts', 'Products']);
      const lines = included.map(
        (t) =>
          `This change includes the ${t.name} template: all ${t.count} published items show its markup.`,
      );
      await stack.resetJournal();
      await selectInheriting(french(), selectedFrench, 30);
      const notes = await panel.waitFor(
        '[data-testid="bulk-templates"]',
        `all ${included[1]!.count}`,
      );
      for (const line of lines) expect(notes).toContain(line);

      // Cancel, where focus starts, sends nothing.
      await panel.click('[data-testid="bulk-apply"]');
      const question = await panel.waitFor('[data-testid="bulk-template-confirm"]', lines[1]);
      expect(question).toContain('Apply this change to the collection templates too?');
      for (const line of lines) expect(question).toContain(line);
      expect(await axeViolations(panel).then(describeViolations)).toBe('');
      await panel.press('Enter');
      await expect
        .poll(() =>
          panel.evaluate(
            () => document.querySelector('[data-testid="bulk-template-confirm"]') === null,
            undefined,
          ),
        )
        .toBe(true);
      await new Promise((r) => setTimeout(r, 1500));
      expect(
        (await stack.journal()).filter((e) => e.method === 'PATCH' || e.method === 'PUT'),
      ).toEqual([]);
      expect(await panel.waitFor('[data-testid="bulk-apply"]')).toContain('30');

      // Asked again on the next Apply (no "don't ask again"); yes writes.
      await panel.click('[data-testid="bulk-apply"]');
      await panel.waitFor('[data-testid="bulk-template-confirm"]');
      await panel.click('[data-testid="bulk-template-yes"]');
      await panel.waitFor('[data-testid="bulk-counts"]', '30 done, 0 failed, 0 to go', 60_000);
      expect(await stack.journal('PATCH', BULK_WRITE)).toHaveLength(Math.ceil(30 / 25));
      const after = await query(targets.map((id) => ({ id, localeId: french() })));
      for (const m of after) {
        expect(m.isInherited, m.id).toBe(false);
        expect(JSON.stringify(m.jsonLdSchema)).not.toContain('"inLanguage":"en"');
      }
      await panel.close();
    });

    it('finds pages by search, shortens their long SEO titles in one bulk write, lists a failed write and retries it', async () => {
      const ids = [stack.site.pages.about!, stack.site.pages.pricing!];
      const long =
        'Zebra crossings explained with far too many words for any search result to show';
      for (const [i, id] of ids.entries()) {
        await api(`/v2/pages/${id}`, {
          method: 'PUT',
          body: { title: `Zebra page ${i}`, seo: { title: `${long} ${i}` } },
        });
      }
      await openSiteTab();
      await refreshGrid();
      await panel.fill('[data-testid="site-search"]', 'no such page anywhere');
      await panel.waitFor('[data-testid="site-no-match"]');
      await panel.fill('[data-testid="site-search"]', 'zebra');
      await panel.select('[data-testid="site-filter-locale"]', '');
      await panel.select('[data-testid="site-filter-issue"]', 'title-long');
      await panel.click('[data-testid="site-select-all"]');
      await panel.waitFor('[data-testid="site-count"]', '2 of 42 pages · 2 selected');

      await stack.resetJournal();
      await stack.emulator.control('/faults', {
        method: 'POST',
        body: {
          method: 'PATCH',
          path: '/beta/pages',
          action: { kind: 'status', status: 500, body: { message: 'Internal error' } },
        },
      });
      await panel.select('[data-testid="bulk-change"]', 'fix-long-titles');
      await panel.click('[data-testid="bulk-preview-button"]');
      await panel.waitFor('[data-testid="bulk-preview"]', long.slice(0, 20));
      await panel.click('[data-testid="bulk-apply"]');
      await panel.waitFor('[data-testid="bulk-counts"]', '0 done, 2 failed, 0 to go');
      await panel.waitFor('[data-testid="bulk-failures"]', 'Zebra page 0');
      await panel.click('[data-testid="bulk-retry"]');
      await panel.waitFor('[data-testid="bulk-counts"]', '2 done, 0 failed, 0 to go');

      const writes = await stack.journal('PATCH', '/beta/pages');
      expect(writes.map((w) => w.applied)).toEqual([false, true]);
      for (const [i, id] of ids.entries()) {
        const page = await api<{ seo: { title: string } }>(`/v2/pages/${id}`);
        expect(`${long} ${i}`.startsWith(page.seo.title), page.seo.title).toBe(true);
        expect(page.seo.title.length).toBeLessThan(long.length);
      }
      await panel.close();
    });

    it('pauses a bulk job between batches and resumes it to the end', async () => {
      await openSiteTab();
      await panel.select('[data-testid="site-filter-state"]', 'own');
      await panel.click('[data-testid="site-select-all"]');
      await panel.select('[data-testid="bulk-change"]', 'add-organization');
      await panel.fill('.bulk-fields input[inputmode="text"]', 'Acme Bakery Group');
      await panel.fill('.bulk-fields input[inputmode="url"]', 'https://acme.example/');
      await panel.click('[data-testid="bulk-preview-button"]');
      const label = await panel.waitFor('[data-testid="bulk-apply"]');
      const total = Number(/\d+/.exec(label)?.[0]);
      expect(total).toBeGreaterThan(25);

      await stack.resetJournal();
      await stack.emulator.control('/faults', {
        method: 'POST',
        body: {
          method: 'PATCH',
          path: `/beta/sites/*${BULK_WRITE}`,
          times: 'always',
          action: { kind: 'delay', ms: 1500 },
        },
      });
      const applied = async () =>
        (await stack.journal('PATCH', BULK_WRITE)).filter((w) => w.applied).length;
      onTestFinished(() => stack.emulator.control('/faults', { method: 'DELETE' }).then(() => {}));
      await applyBulk(panel);
      await panel.waitFor('[data-testid="bulk-counts"]', '0 done');
      await panel.click('[data-testid="bulk-pause"]');
      // The batch in flight finishes; the next one is not sent while paused.
      await panel.waitFor('[data-testid="bulk-resume"]');
      await panel.waitFor('[data-testid="bulk-counts"]', `25 done, 0 failed, ${total - 25} to go`);
      await new Promise((r) => setTimeout(r, 2500));
      expect(await applied()).toBe(1);
      await panel.click('[data-testid="bulk-resume"]');
      await panel.waitFor(
        '[data-testid="bulk-counts"]',
        `${total} done, 0 failed, 0 to go`,
        60_000,
      );
      expect(await applied()).toBe(Math.ceil(total / 25));
      await panel.close();
    });

    // Only Chromium can stop an extension's service worker on demand (DevTools protocol).
    if (target.name === 'Chromium')
      it('finishes a bulk job after the worker is stopped mid-write, writing each entry once', async () => {
        const selectedGerman = await inheritIn(german(), 31);
        await openSiteTab();
        await refreshGrid();
        await stack.resetJournal();
        await stack.emulator.control('/faults', {
          method: 'POST',
          body: {
            method: 'PATCH',
            path: `/beta/sites/*${BULK_WRITE}`,
            action: { kind: 'delay', ms: 3000 },
          },
        });
        await selectInheriting(german(), selectedGerman, 31);
        await applyBulk(panel);
        // The first batch of 25 is held for 3 s by the emulator: stop the worker while it waits. The
        // service applies it anyway, so the resumed job must not verify it before it can have landed.
        await panel.waitFor('[data-testid="bulk-counts"]', '0 done');
        await new Promise((r) => setTimeout(r, 1000));
        await driver.stopWorker!();
        await panel.close();
        // Any page's message starts the worker again, which resumes the journaled job.
        await openSiteTab();
        const versionsLeft = async () =>
          (
            await query((await pages()).pages.map((p) => ({ id: p.id, localeId: german() })))
          ).filter((m) => m.isInherited && m.jsonLdSchema).length;
        const deadline = Date.now() + 60_000;
        while ((await versionsLeft()) > 0 && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 500));
        }
        expect(await versionsLeft()).toBe(0);
        await panel.waitFor('[data-testid="bulk-counts"]', '31 done, 0 failed, 0 to go', 30_000);
        const writes = await stack.journal('PATCH', BULK_WRITE);
        expect(writes.filter((w) => w.applied)).toHaveLength(Math.ceil(31 / 25));
      }, 150_000);
  });
}
