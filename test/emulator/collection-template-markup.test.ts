import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkJsonLd, loadVocabulary } from '../../lib/jsonld';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
});
afterAll(() => emu.close());

const acme = () => emu.fixtures.sites.find((s) => s.shortName === 'acme-bakery')!;

/** The template/ findings on a template page's stored markup, as the editor would check it. */
async function templateFindings(pageKey: string, collectionKey: string, cmsLocaleId: string) {
  const s = acme();
  const collectionId = s.collections[collectionKey]!;
  const [collection, live, markup] = await Promise.all([
    emu.call(`/v2/collections/${collectionId}`, { token: s.apiKey }),
    emu.call(`/v2/collections/${collectionId}/items/live?limit=1&cmsLocaleId=${cmsLocaleId}`, {
      token: s.apiKey,
    }),
    emu.call(`/beta/pages/${s.pages[pageKey]}/schema-markup`, { token: s.apiKey }),
  ]);
  const template = {
    collection: collection.body.displayName as string,
    itemCount: live.body.pagination.total as number,
  };
  const { diagnostics } = checkJsonLd(markup.body.jsonLdSchema, {
    vocabulary: await loadVocabulary(),
    template,
  });
  return diagnostics.filter((d) => d.rule.startsWith('template/'));
}

describe('the demo templates’ markup, checked as templates', () => {
  it('holds exactly the planted fault: the Blog Posts template’s fixed headline', async () => {
    const s = acme();
    for (const locale of [s.locales.primary, ...s.locales.secondary]) {
      const found = await templateFindings('post-template', 'blog', locale.cmsLocaleId);
      // One post is not published in German (the demo's missing-locale item fault).
      const count = locale.tag === 'de' ? 39 : 40;
      expect(found.map((d) => [d.rule, d.path, d.message])).toEqual([
        [
          'template/fixed-value',
          '$.headline',
          `Every item of Blog Posts (${count}) shows this headline: bind it to a field of the collection.`,
        ],
      ]);
    }
  });

  it('finds nothing on the Products template, whose identifying values are all bound', async () => {
    expect(
      await templateFindings('product-template', 'products', acme().locales.primary.cmsLocaleId),
    ).toEqual([]);
  });
});
