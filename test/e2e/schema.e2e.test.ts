import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from './support/browsers-under-test';
import type { ExtensionDriver, PageDriver } from './support/driver';
import { startStack, type Stack } from './support/stack';

const EDITOR = '.cm-content';

for (const target of BROWSERS) {
  describe.skipIf(!target.available)(`the Schema tab in ${target.name}`, () => {
    let driver: ExtensionDriver & { stopWorker?: () => Promise<void> };
    let stack: Stack;
    let tabId: number;
    let french: string;
    let contactId: string;
    beforeAll(async () => {
      driver = await target.start();
      stack = await startStack(driver);
      contactId = stack.site.pages.contact!;
      french = stack.site.locales.secondary[0]!.id;
      await (await stack.signInWithSiteKey()).close();
      const page = await stack.emulator.call<{ publishedPath: string }>(
        `/v2/pages/${contactId}?localeId=${french}`,
        { token: stack.site.apiKey! },
      );
      const published = `http://${stack.site.shortName}.localhost:${stack.emulator.port}`;
      ({ tabId } = await driver.openTab(`${published}${page.body.publishedPath}`));
    });
    afterAll(async () => {
      await driver?.close();
      await stack?.close();
    });
    afterEach(async () => {
      await stack?.emulator.control('/faults', { method: 'DELETE' });
    });

    const openPanel = async (): Promise<PageDriver> => {
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${tabId}`,
        '[data-testid="side-panel"]',
      );
      await panel.waitFor('[data-testid="schema-tab"]');
      return panel;
    };
    const frenchMarkup = async () =>
      (
        await stack.emulator.call<{ isInherited: boolean; jsonLdSchema: Record<string, unknown> }>(
          `/beta/pages/${contactId}/schema-markup?localeId=${french}`,
          { token: stack.site.apiKey! },
        )
      ).body;

    it('shows that the French page only inherits, creates its own version, fixes an error and saves it with one read and one write', async () => {
      const popup = await driver.openPage(
        `popup.html?tabId=${tabId}`,
        '[data-testid="locale-chips"]',
      );
      expect(await popup.waitFor('[data-testid="chip-fr"]')).toBe('FR ↩');
      expect(await popup.waitFor('[data-testid="chip-en"]')).toBe('EN ✓');
      expect(await popup.waitFor('[data-testid="verdict"]')).toBe(
        'French, German only show the primary locale’s markup.',
      );
      await popup.close();
      const panel = await openPanel();
      await panel.waitFor('[data-testid="schema-inherited"]', 'has none of its own');
      await panel.click('[data-testid="schema-create-from-primary"]');
      await panel.waitFor(EDITOR, 'LocalBusiness');
      await panel.replaceText(
        EDITOR,
        '{ "@context": "https://schema.org", "@type": "LocalBusiness", ',
      );
      await panel.waitFor(
        '.diagnostics, [data-testid="diagnostics"], [aria-label="Problems"], body',
        '',
      );
      expect(
        await panel.evaluate(
          () =>
            (document.querySelector('[data-testid="schema-save"]') as HTMLButtonElement).disabled,
          undefined,
        ),
      ).toBe(true);
      await panel.replaceText(
        EDITOR,
        JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'LocalBusiness',
          name: 'Acme Bakery',
          inLanguage: 'fr',
          address: { '@type': 'PostalAddress', addressLocality: 'Paris', addressCountry: 'FR' },
        }),
      );
      await stack.resetJournal();
      await panel.waitFor('[data-testid="schema-save"]:not([disabled])');
      await panel.click('[data-testid="schema-save"]');
      expect(await panel.waitFor('[data-testid="schema-notice"]', 'Saved')).toContain('Saved');
      // One read (the check before writing) and one write of this page's markup; the save's
      // answer is what the panel shows, so the markup is not read again.
      const markup = `/pages/${contactId}/schema-markup`;
      const requests = await stack.journal(undefined, 'schema-markup');
      expect(requests.map((e) => `${e.method} ${e.path.slice(e.path.indexOf('/pages/'))}`)).toEqual(
        [`GET ${markup}`, `PUT ${markup}`],
      );
      expect(await panel.waitFor(EDITOR, 'Acme Bakery')).toContain('"inLanguage": "fr"');
      const stored = await frenchMarkup();
      expect(stored.isInherited).toBe(false);
      expect(stored.jsonLdSchema).toMatchObject({ name: 'Acme Bakery', inLanguage: 'fr' });
      await panel.close();
    });

    it('keeps a draft when the panel is closed mid-edit', async () => {
      const panel = await openPanel();
      await panel.waitFor(EDITOR, 'Acme Bakery');
      await panel.replaceText(
        EDITOR,
        '{ "@context": "https://schema.org", "@type": "Bakery", "name": "Brouillon" }',
      );
      await panel.waitFor('[data-testid="schema-draft-badge"]');
      await new Promise((r) => setTimeout(r, 800));
      await panel.close();
      const again = await openPanel();
      expect(await again.waitFor(EDITOR, 'Brouillon')).toContain('Brouillon');
      await again.waitFor('[data-testid="schema-draft-badge"]');
      await again.close();
    });

    it('shows a conflict and sends nothing when someone else changed the markup', async () => {
      await stack.emulator.control(`/pages/${contactId}/edit`, {
        method: 'POST',
        body: {
          localeId: french,
          jsonLdSchema: {
            '@context': 'https://schema.org',
            '@type': 'Bakery',
            name: 'Leur version',
          },
        },
      });
      await stack.resetJournal();
      const panel = await openPanel();
      await panel.waitFor(EDITOR, 'Brouillon');
      await panel.click('[data-testid="schema-save"]');
      await panel.waitFor('[data-testid="schema-conflict"]');
      expect(await panel.waitFor('[data-testid="conflict-theirs"]')).toContain('Leur version');
      expect(await panel.waitFor('[data-testid="conflict-mine"]')).toContain('Brouillon');
      expect(await stack.journal('PUT')).toEqual([]);
      await panel.click('[data-testid="conflict-keep-mine"]');
      await panel.click('[data-testid="schema-save"]');
      await panel.waitFor('[data-testid="schema-notice"]', 'Saved');
      expect((await frenchMarkup()).jsonLdSchema).toMatchObject({ name: 'Brouillon' });
      await panel.close();
    });

    it('renames a misspelt property with one click on “Did you mean …?”, saves and offers to publish', async () => {
      const panel = await openPanel();
      await panel.waitFor(EDITOR, 'Brouillon');
      // The verdict comes first, before any control; "Publish site…" (its code loads once the tab
      // is shown) waits at the end.
      await panel.waitFor('[data-testid="publish"]');
      expect(
        await panel.evaluate(() => {
          const tab = document.querySelector('[data-testid="schema-tab"]')!;
          const verdict = tab.querySelector('[data-testid="schema-verdict"]')!;
          const editor = tab.querySelector('[data-testid="jsonld-editor"]')!;
          const more = tab.querySelector('[data-testid="schema-more"]')!;
          const publish = tab.querySelector('[data-testid="publish"]')!;
          const follows = (a: Node, b: Node) =>
            (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
          return [follows(verdict, editor), follows(editor, more), more.contains(publish)];
        }, undefined),
      ).toEqual([true, true, true]);
      await panel.replaceText(
        EDITOR,
        JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Bakery',
          name: 'Brouillon',
          telephon: '+33 1 23 45 67 89',
        }),
      );
      const fix = '[data-testid="diagnostic-fix"]:not([disabled])';
      expect(await panel.waitFor(fix, 'Did you mean telephone?')).toBe('Did you mean telephone?');
      expect(await panel.waitFor('[data-testid="diagnostics"]')).toContain('telephon');
      await panel.click(fix);
      await panel.waitFor(EDITOR, '"telephone"');
      await expect
        .poll(() =>
          panel.evaluate(
            () => ({
              fixes: [...document.querySelectorAll('[data-testid="diagnostic-fix"]')].filter((b) =>
                b.textContent?.startsWith('Did you mean'),
              ).length,
              finding: /no property "telephon"/.test(
                document.querySelector('[data-testid="diagnostics"]')?.textContent ?? '',
              ),
            }),
            undefined,
          ),
        )
        .toEqual({ fixes: 0, finding: false });
      await stack.resetJournal();
      await panel.waitFor('[data-testid="schema-save"]:not([disabled])');
      await panel.click('[data-testid="schema-save"]');
      expect(await panel.waitFor('[data-testid="schema-notice"]', 'Saved')).toBe(
        'Saved — publish to make it live',
      );
      // The publish control now sits next to the notice.
      expect(
        await panel.evaluate(
          () =>
            !!document
              .querySelector('[data-testid="schema-notice"]')
              ?.parentElement?.querySelector('[data-testid="publish"]'),
          undefined,
        ),
      ).toBe(true);
      expect(await stack.journal('PUT', '/schema-markup')).toHaveLength(1);
      expect((await frenchMarkup()).jsonLdSchema).toMatchObject({
        name: 'Brouillon',
        telephone: '+33 1 23 45 67 89',
      });
      await panel.close();
    });

    it('turns a selected question and answer into saved FAQ markup through "Add schema…"', async () => {
      const pressId = stack.site.pages.press!;
      const page = await stack.emulator.call<{ publishedPath: string }>(`/v2/pages/${pressId}`, {
        token: stack.site.apiKey!,
      });
      const pressUrl = `http://${stack.site.shortName}.localhost:${stack.emulator.port}${page.body.publishedPath}`;
      const { tabId: pressTab, page: pressPage } = await driver.openTab(pressUrl);
      await driver.menuClick(
        {
          menuItemId: 'add-schema',
          editable: false,
          pageUrl: pressUrl,
          selectionText: 'Do you deliver?\nYes, every morning within Paris.',
        },
        pressTab,
      );
      // Opened for another tab first, the panel neither starts it nor drops it.
      const elsewhere = await openPanel();
      await elsewhere.waitFor(EDITOR);
      await new Promise((r) => setTimeout(r, 500));
      expect(
        await elsewhere.evaluate(
          () =>
            !!document.querySelector('[data-testid="add-schema"], [data-testid="pending-action"]'),
          undefined,
        ),
      ).toBe(false);
      const pendingNow = await elsewhere.evaluate(
        () =>
          (typeof browser === 'undefined' ? chrome : browser).storage.session
            .get('pendingPanelAction')
            .then((items) => (items.pendingPanelAction as { pageUrl?: string } | null) ?? null),
        undefined,
      );
      expect(pendingNow?.pageUrl).toBe(pressUrl);
      await elsewhere.close();
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${pressTab}`,
        '[data-testid="add-schema"]',
      );
      expect(
        await panel.evaluate(
          () =>
            (document.querySelector('[data-testid="starter-faq-page"]') as HTMLInputElement)
              .checked,
          undefined,
        ),
      ).toBe(true);
      await panel.click('[data-testid="add-schema-apply"]');
      await panel.waitFor(EDITOR, 'Do you deliver?');
      await panel.waitFor('[data-testid="schema-save"]:not([disabled])');
      await panel.click('[data-testid="schema-save"]');
      await panel.waitFor('[data-testid="schema-notice"]', 'Saved');
      const stored = (
        await stack.emulator.call<{ jsonLdSchema: Record<string, unknown> }>(
          `/beta/pages/${pressId}/schema-markup`,
          { token: stack.site.apiKey! },
        )
      ).body.jsonLdSchema;
      expect(JSON.stringify(stored)).toContain('FAQPage');
      expect(JSON.stringify(stored)).toContain('Yes, every morning within Paris.');
      const liveStatus = () =>
        panel.evaluate(
          () => document.querySelector('[data-testid="live-result"]')?.getAttribute('data-status'),
          undefined,
        );
      await panel.click('[data-testid="live-check-run"]');
      expect(await panel.waitFor('[data-testid="live-result"]')).toMatch(/publish/i);
      expect(await liveStatus()).toMatch(/^(missing-live|differs)$/);
      await panel.click('[data-testid="publish"]');
      // The list of domains loads first; Firefox's driver does not wait for the button by itself.
      await panel.waitFor('[data-testid="publish-target"]');
      await panel.click('[data-testid="publish-confirm"]');
      await panel.waitFor('[data-testid="publish-status"]', 'Published to');
      await pressPage.evaluate(() => window.location.reload(), undefined).catch(() => undefined);
      await expect
        .poll(
          () =>
            pressPage
              .evaluate(
                () =>
                  [...document.querySelectorAll('script[type="application/ld+json"]')].some((s) =>
                    s.textContent?.includes('FAQPage'),
                  ),
                undefined,
              )
              .catch(() => false),
          { timeout: 10_000 },
        )
        .toBe(true);
      await panel.click('[data-testid="live-check-run"]');
      await expect.poll(liveStatus, { timeout: 10_000 }).toBe('same');
      const live = await stack.emulator.getWithHost(
        `${stack.site.shortName}.localhost:${stack.emulator.port}`,
        page.body.publishedPath,
      );
      expect(live.text).toContain('FAQPage');
      await panel.close();
    });

    it('offers every rich-result template in "Add schema…" and turns a selected Q&A into a Q&A page', async () => {
      const aboutId = stack.site.pages.about!;
      const page = await stack.emulator.call<{ publishedPath: string }>(`/v2/pages/${aboutId}`, {
        token: stack.site.apiKey!,
      });
      const aboutUrl = `http://${stack.site.shortName}.localhost:${stack.emulator.port}${page.body.publishedPath}`;
      const { tabId: aboutTab } = await driver.openTab(aboutUrl);
      await driver.menuClick(
        {
          menuItemId: 'add-schema',
          editable: false,
          pageUrl: aboutUrl,
          selectionText: 'Is the sourdough vegan?\nYes: flour, water and salt only.',
        },
        aboutTab,
      );
      const panel = await driver.openPage(
        `sidepanel.html?tabId=${aboutTab}`,
        '[data-testid="add-schema"]',
      );
      const offered = await panel.evaluate(
        () =>
          [...document.querySelectorAll('[data-testid^="starter-"]')].map((el) =>
            el.getAttribute('data-testid'),
          ),
        undefined,
      );
      for (const id of [
        'dataset',
        'qa-page',
        'discussion-forum',
        'profile-page',
        'image-metadata',
        'course-list',
      ]) {
        expect(offered).toContain(`starter-${id}`);
      }
      await panel.click('[data-testid="starter-qa-page"]');
      await panel.click('[data-testid="add-schema-apply"]');
      await panel.waitFor(EDITOR, 'QAPage');
      await panel.waitFor(EDITOR, 'Is the sourdough vegan?');
      await panel.waitFor('[data-testid="schema-save"]:not([disabled])');
      await panel.click('[data-testid="schema-save"]');
      await panel.waitFor('[data-testid="schema-notice"]', 'Saved');
      const stored = (
        await stack.emulator.call<{ jsonLdSchema: unknown }>(
          `/beta/pages/${aboutId}/schema-markup`,
          { token: stack.site.apiKey! },
        )
      ).body.jsonLdSchema;
      expect(JSON.stringify(stored)).toContain('"QAPage"');
      expect(JSON.stringify(stored)).toContain('Yes: flour, water and salt only.');
      await panel.close();
    });
  });
}
