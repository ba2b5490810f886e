import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient } from '../../support/emulator-client';
import { createPageLocator } from '@/lib/core/locate/page-locator';
import { PRODUCTION_HOSTS } from '@/lib/core/locate/locate';
import { startEmulator, type TestEmulator } from '@/emulator/testing';

type ListedPage = { id: string; publishedPath: string; title: string };

describe('page locator breadcrumbs', () => {
  let emu: TestEmulator;
  let locator: ReturnType<typeof createPageLocator>;
  let site: TestEmulator['fixtures']['sites'][number];
  const frenchPages = async () =>
    (
      await emu.call<{ pages: ListedPage[] }>(
        `/v2/sites/${site.id}/pages?localeId=${site.locales.secondary[0]!.id}&limit=100`,
        { token: site.apiKey! },
      )
    ).body.pages;

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    site = emu.fixtures.sites[0]!;
    const client = emulatorClient(emu, site.apiKey!);
    locator = createPageLocator({
      sites: async () => [{ id: site.id, name: site.displayName, shortName: site.shortName }],
      clientFor: async () => client,
      hosts: async () => PRODUCTION_HOSTS,
    });
  });
  afterAll(() => emu?.close());

  it('goes from the locale’s home page to the page, leaving out folders that are not pages', async () => {
    const pages = await frenchPages();
    const page = pages.find((p) => p.publishedPath === '/fr/company/team/direction')!;
    const trail = await locator.breadcrumbs(site.id, page.id, site.locales.secondary[0]!.id);
    expect(trail).toEqual([
      { name: pages.find((p) => p.publishedPath === '/fr')!.title, path: '/fr' },
      { name: page.title, path: '/fr/company/team/direction' },
    ]);
  });

  it('includes a parent that is a page, with its title in that locale', async () => {
    await emu.control(`/sites/${site.id}/pages`, {
      method: 'POST',
      body: { title: 'Company', slug: 'company' },
    });
    locator.invalidate(site.id);
    const pages = await frenchPages();
    const page = pages.find((p) => p.publishedPath === '/fr/company/team/direction')!;
    const parent = pages.find((p) => p.publishedPath === '/fr/company')!;
    expect(parent).toBeDefined();
    const trail = await locator.breadcrumbs(site.id, page.id, site.locales.secondary[0]!.id);
    expect(trail.map((t) => t.path)).toEqual(['/fr', '/fr/company', '/fr/company/team/direction']);
    expect(trail[1]!.name).toBe(parent.title);
  });
});
