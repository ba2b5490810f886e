import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';
import { readLivePage } from './support/live-site';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
});
afterAll(() => emu.close());

const acme = () => emu.fixtures.sites.find((s) => s.shortName === 'acme-bakery')!;
const northwind = () => emu.fixtures.sites.find((s) => s.shortName === 'northwind-studio')!;
const staging = (site = acme()) => `${site.shortName}.localhost:${emu.port}`;

describe('item pages on the published hosts', () => {
  it('renders a post in each locale with its template markup filled in', async () => {
    const origin = `http://${staging()}`;
    const urls = {
      en: `${origin}/post/how-we-bake-sourdough`,
      fr: `${origin}/fr/post/comment-nous-preparons-le-levain`,
      de: `${origin}/de/post/wie-wir-sauerteig-backen`,
    };
    // The first post: 36 weeks before the seed's creation date, which follows the clock.
    const site = emu.emulator.store.world.sites[acme().id]!;
    const firstPost = new Date(Date.parse(site.createdOn) - 36 * 7 * 86_400_000).toISOString();
    for (const [tag, url] of Object.entries(urls)) {
      const res = await emu.getWithHost(staging(), new URL(url).pathname);
      expect(res.status).toBe(200);
      const page = readLivePage(res.text);
      expect(page.lang).toBe(tag);
      expect(page.canonical).toEqual([url]);
      expect(page.alternates).toEqual({
        en: [urls.en],
        fr: [urls.fr],
        de: [urls.de],
        'x-default': [urls.en],
      });
      expect(page.blocks).toHaveLength(1);
      const block = page.blocks[0]!;
      expect(block).toMatchObject({
        '@type': 'BlogPosting',
        headline: 'Fresh from the Acme Bakery oven',
        datePublished: firstPost,
        image: 'https://assets.example/acme-bakery/blog/how-we-bake-sourdough.jpg',
      });
      expect(JSON.stringify(block)).not.toContain('{{');
    }
    const fr = readLivePage((await emu.getWithHost(staging(), new URL(urls.fr).pathname)).text);
    expect(fr.blocks[0]!.name).toBe('Comment nous préparons le levain');
  });

  it('shows the same fixed headline on every post (the planted template fault)', async () => {
    const a = await emu.getWithHost(staging(), '/post/a-week-of-brioche');
    const b = await emu.getWithHost(staging(), '/post/five-mistakes-with-pretzels');
    const [pa, pb] = [readLivePage(a.text).blocks[0]!, readLivePage(b.text).blocks[0]!];
    expect(pa.headline).toBe(pb.headline);
    expect(pa.name).not.toBe(pb.name);
  });

  it('serves item pages on the custom domain too, and fills in product offers', async () => {
    const res = await emu.getWithHost(`www.acme-bakery.example:${emu.port}`, '/product/gift-box');
    expect(res.status).toBe(200);
    const block = readLivePage(res.text).blocks[0]!;
    expect(block).toMatchObject({ '@type': 'Product', name: 'Gift box', sku: 'GFT-005' });
    expect(block.offers).toMatchObject({ price: '35', priceCurrency: 'EUR' });
  });

  it('answers 404 for drafts, slugs of another locale, unknown slugs and the template path', async () => {
    for (const path of [
      '/post/our-spring-menu-preview',
      '/fr/post/apercu-de-notre-menu-de-printemps',
      '/fr/post/how-we-bake-sourdough',
      '/post/no-such-post',
      '/post',
      '/team/amelie-durand',
    ]) {
      expect((await emu.getWithHost(staging(), path)).status, path).toBe(404);
    }
  });

  it('plants three item faults: a 404 slug mismatch, a missing German version, a page without markup', async () => {
    const host = staging();
    // items/live says "focaccia-step-by-step"; the site serves the post one slug away.
    expect((await emu.getWithHost(host, '/post/focaccia-step-by-step')).status).toBe(404);
    expect((await emu.getWithHost(host, '/post/focaccia-step-by-step-old')).status).toBe(200);
    expect((await emu.getWithHost(host, '/de/post/focaccia-schritt-fur-schritt')).status).toBe(404);

    expect((await emu.getWithHost(host, '/de/post/die-geschichte-von-roggenbrot')).status).toBe(
      404,
    );
    const rye = await emu.getWithHost(host, '/post/the-story-of-rye-bread');
    expect(rye.status).toBe(200);
    expect(Object.keys(readLivePage(rye.text).alternates).sort()).toEqual([
      'en',
      'fr',
      'x-default',
    ]);

    const bare = await emu.getWithHost(host, '/fr/post/cinq-erreurs-avec-les-croissants');
    expect(bare.status).toBe(200);
    const page = readLivePage(bare.text);
    expect(page.blocks).toEqual([]);
    expect(page.lang).toBe('fr');
  });

  it('keeps the primary slug under each locale on a site without localized slugs', async () => {
    const host = staging(northwind());
    const res = await emu.getWithHost(host, '/fr/post/how-we-bake-sourdough');
    expect(res.status).toBe(200);
    const page = readLivePage(res.text);
    expect(page.lang).toBe('fr');
    expect(page.alternates.de).toEqual([`http://${host}/de/post/how-we-bake-sourdough`]);
  });
});
