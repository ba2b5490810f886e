import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locate } from '@/lib/core/locate/locate';
import { loadSiteIndex } from '@/lib/core/locate/site-index';
import type { IndexSite } from '@/lib/core/locate/types';
import type { TestEmulator } from '@/emulator/testing';
import { startEmulator } from '@/emulator/testing';
import { emulatorClient } from '../../support/emulator-client';

let emu: TestEmulator;
let index: IndexSite;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
  index = await loadSiteIndex(emulatorClient(emu, acme().apiKey!), acme().id);
});
afterAll(() => emu.close());

const acme = () => emu.fixtures.sites.find((s) => s.shortName === 'acme-bakery')!;
const hosts = () => ({
  designerSuffix: `.design.localhost:${emu.port}`,
  stagingSuffix: `.localhost:${emu.port}`,
});

/** The slug of the first live post in a locale, read from the API. */
async function firstPostSlug(cmsLocaleId: string): Promise<string> {
  const site = acme();
  const res = await emu.call(
    `/v2/collections/${site.collections.blog}/items/live?limit=1&cmsLocaleId=${cmsLocaleId}`,
    { token: site.apiKey },
  );
  return res.body.items[0].fieldData.slug;
}

describe('the locator on the emulator’s item pages', () => {
  it('maps a served item address to its template page, locale and slug, on every host', async () => {
    const site = acme();
    const locales = [site.locales.primary, ...site.locales.secondary];
    const origins = [
      `http://${site.shortName}.localhost:${emu.port}`,
      `http://${index.customDomains[0]!}:${emu.port}`,
    ];
    for (const locale of locales) {
      const slug = await firstPostSlug(locale.cmsLocaleId);
      const path = `${locale.subdirectory ? `/${locale.subdirectory}` : ''}/post/${slug}`;
      for (const origin of origins) {
        const served = await emu.getWithHost(new URL(origin).host, path);
        expect(served.status).toBe(200);
        expect(locate(origin + path, [index], hosts())).toMatchObject({
          ok: true,
          pageId: site.pages['post-template'],
          localeId: locale.id,
          itemSlug: slug,
        });
      }
    }
  });

  it('never takes a static page for an item', () => {
    const origin = `http://${acme().shortName}.localhost:${emu.port}`;
    const about = locate(`${origin}/about-us`, [index], hosts());
    expect(about).toMatchObject({ ok: true, pageId: acme().pages.about });
    expect(about).not.toHaveProperty('itemSlug');
  });
});
