import { runInNewContext } from 'node:vm';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../../../emulator/testing';
import { startEmulator } from '../../../../emulator/testing';
import { compareLiveWithStored } from '../../../../lib/features/page-compare/compare';
import { parseLivePage } from '../../../../lib/features/page-compare/live-page-schema';
import type { LivePage } from '../../../../lib/features/page-compare/live-page-schema';
import { LIVE_READ_LIMITS, readLivePage } from '../../../../lib/features/page-compare/read-page';
import { checkKeyValuesVisible } from '../../../../lib/features/page-compare/visible-values';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
});
afterAll(() => emu.close());

const acme = () => emu.fixtures.sites.find((s) => s.shortName === 'acme-bakery')!;
const host = () => `${acme().shortName}.localhost:${emu.port}`;
const fr = () => acme().locales.secondary.find((l) => l.tag === 'fr')!.id;
const markupUrl = (pageId: string, localeId?: string) =>
  `/beta/pages/${pageId}/schema-markup${localeId ? `?localeId=${localeId}` : ''}`;

/** Loads a published page into a browser-like document and runs the reader from its source, as executeScript does. */
async function readPublished(path: string): Promise<LivePage> {
  const res = await emu.getWithHost(host(), path);
  expect(res.status).toBe(200);
  const window = new Window({
    url: `http://${host()}${path}`,
    settings: { disableJavaScriptEvaluation: true },
  });
  try {
    window.document.write(res.text);
    const source = `(${readLivePage.toString()})(${JSON.stringify(LIVE_READ_LIMITS)})`;
    const read: unknown = runInNewContext(source, { document: window.document, URL });
    const page = parseLivePage(JSON.parse(JSON.stringify(read)));
    expect(page).toBeDefined();
    return page!;
  } finally {
    await window.happyDOM.close();
  }
}

const stored = async (pageId: string, localeId?: string) =>
  (await emu.call(markupUrl(pageId, localeId), { token: acme().apiKey })).body;

describe('the live checks on emulated published pages', () => {
  it('reads a secondary-locale page and finds it the same as its stored markup', async () => {
    const page = await readPublished('/fr/a-propos');
    expect(page).toMatchObject({ lang: 'fr', url: `http://${host()}/fr/a-propos` });
    expect(page.hreflang.map((h) => h.lang)).toEqual(['en', 'fr', 'de', 'x-default']);
    const markup = await stored(acme().pages.about!, fr());
    expect(compareLiveWithStored(page, markup.jsonLdSchema).status).toBe('same');
  });

  it('compares an inheriting locale with the primary markup it shows', async () => {
    const markup = await stored(acme().pages.home!, fr());
    expect(markup.isInherited).toBe(true);
    expect(compareLiveWithStored(await readPublished('/fr'), markup.jsonLdSchema).status).toBe(
      'same',
    );
  });

  it('compares a legacy raw value block by block', async () => {
    const markup = await stored(acme().pages.careers!);
    expect(markup.rawJsonLdSchema).toEqual(expect.any(String));
    const r = compareLiveWithStored(await readPublished('/careers'), markup.rawJsonLdSchema);
    expect(r).toMatchObject({ status: 'same', comparedBlocks: [0, 1] });
  });

  it('says a saved change is not live until the site is published', async () => {
    const s = acme();
    const changed = {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Acme Bakery',
      telephone: '+33 1 98 76 54 32',
    };
    const put = await emu.call(markupUrl(s.pages.contact!), {
      token: s.apiKey,
      method: 'PUT',
      body: { jsonLdSchema: changed },
    });
    expect(put.status).toBe(200);
    const saved = (await stored(s.pages.contact!)).jsonLdSchema;
    const before = compareLiveWithStored(await readPublished('/contact'), saved);
    expect(before.status).toBe('differs');
    expect(before.message).toBe('The live page differs from what is saved — publish pending?');
    expect(before.differences).toContainEqual({
      path: '$.telephone',
      live: '+33 1 23 45 67 89',
      stored: '+33 1 98 76 54 32',
      block: 0,
    });
    const pub = await emu.call(`/v2/sites/${s.id}/publish`, {
      token: s.apiKey,
      method: 'POST',
      body: { publishToWebflowSubdomain: true },
    });
    expect(pub.status).toBe(202);
    const after = await readPublished('/contact');
    expect(compareLiveWithStored(after, saved).status).toBe('same');
    expect(checkKeyValuesVisible(saved, after.visibleText, { lang: after.lang })).toEqual([
      { path: '$.name', kind: 'name', value: 'Acme Bakery', found: true },
    ]);
  });

  it("flags a name that the page's text does not show", async () => {
    const page = await readPublished('/about-us');
    const markup = await stored(acme().pages.about!);
    expect(checkKeyValuesVisible(markup.jsonLdSchema, page.visibleText)).toEqual([
      { path: '$.name', kind: 'name', value: 'About Acme Bakery', found: false },
    ]);
  });
});
