import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_TITLES, SEO_FAULTS } from '../../emulator/seed/seo-faults';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
});
afterAll(() => emu.close());

const acme = () => emu.fixtures.sites.find((s) => s.shortName === 'acme-bakery')!;
const locales = () => [acme().locales.primary, ...acme().locales.secondary];
type Fields = Record<string, unknown> & { name: string; slug: string };

/** The staged field values of a collection's items, per locale tag. */
async function rows(collection: 'blog' | 'products'): Promise<Record<string, Fields[]>> {
  const out: Record<string, Fields[]> = {};
  for (const l of locales()) {
    const path = `/v2/collections/${acme().collections[collection]}/items?cmsLocaleId=${l.cmsLocaleId}`;
    const res = await emu.call(path, { token: acme().apiKey });
    out[l.tag] = res.body.items.map((i: { fieldData: Fields }) => i.fieldData);
  }
  return out;
}

describe('the demo seed’s item SEO faults', () => {
  it('has posts with a long title, empty summaries, a slug with capitals, an image without alt', async () => {
    const posts = await rows('blog');
    const long = posts.en![SEO_FAULTS.longTitlePost]!;
    expect(long.name).toBe(LONG_TITLES.post[1]);
    expect(long.name.length).toBeGreaterThan(60);
    const empty = SEO_FAULTS.emptySummaryPost;
    expect([posts.en, posts.fr, posts.de].map((r) => r![empty]!['post-summary'])).toEqual([
      expect.stringMatching(/.+/),
      '',
      '',
    ]);
    expect(posts.en![SEO_FAULTS.capitalSlugPost]!.slug).toBe('Macarons-Step-By-Step');
    expect(posts.fr![SEO_FAULTS.capitalSlugPost]!.slug).toBe('les-macarons-pas-a-pas');
    const alt = (tag: string) =>
      Object.keys(posts[tag]![SEO_FAULTS.noAltPost]!['main-image'] as object);
    expect(alt('de')).not.toContain('alt');
    expect(alt('fr')).toContain('alt');
  });

  it('has products with a long French title, an empty German description, capitals, no alt', async () => {
    const shop = await rows('products');
    expect(shop.fr![SEO_FAULTS.longTitleProduct]!.name.length).toBeGreaterThan(60);
    expect(shop.en![SEO_FAULTS.longTitleProduct]!.name).toBe('Baking class');
    expect(shop.de![SEO_FAULTS.emptyDescriptionProduct]!.description).toBe('');
    expect(shop.en![SEO_FAULTS.capitalSlugProduct]!.slug).toBe('Almond-Cake');
    expect(shop.fr![SEO_FAULTS.noAltProduct]!.image).not.toHaveProperty('alt');
  });

  it('serves them on the item pages as they are stored', async () => {
    const host = `${acme().shortName}.localhost:${emu.port}`;
    const capital = await emu.getWithHost(host, '/post/Macarons-Step-By-Step');
    expect(capital.status).toBe(200);
    expect((await emu.getWithHost(host, '/post/macarons-step-by-step')).status).toBe(404);
    const long = await emu.getWithHost(host, '/post/how-we-bake-macarons');
    expect(long.text).toContain(`<title>${LONG_TITLES.post[1]} | Acme Bakery</title>`);
    const empty = await emu.getWithHost(host, '/de/post/eine-woche-mit-macarons');
    expect(empty.text).toContain('<meta name="description" content="">');
    const noAlt = await emu.getWithHost(host, '/de/post/die-geschichte-von-macarons');
    expect(noAlt.text).toMatch(/<img src="[^"]+">/);
    expect(noAlt.text).not.toContain('og:image:alt');
  });
});
