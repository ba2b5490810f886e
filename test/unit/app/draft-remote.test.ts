import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient } from '../support/emulator-client';
import { createDraftRemote } from '@/lib/app/draft-remote';
import { startEmulator, type TestEmulator } from '@/emulator/testing';

describe('draft remote against the emulator', () => {
  let emu: TestEmulator;
  let remote: ReturnType<typeof createDraftRemote>;
  let site: TestEmulator['fixtures']['sites'][number];
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    site = emu.fixtures.sites[0]!;
    const client = emulatorClient(emu, site.apiKey!);
    remote = createDraftRemote(async (siteId) => (siteId === site.id ? client : undefined));
  });
  afterAll(() => emu?.close());

  const key = (localeId: string | null) => ({
    siteId: site.id,
    pageId: site.pages.home!,
    localeId,
    kind: 'schema' as const,
  });

  it('reads the primary locale’s own markup', async () => {
    const state = await remote.read(key(null));
    expect(state.value).toMatchObject({ '@context': 'https://schema.org' });
    expect(state.lastUpdated).toEqual(expect.any(String));
  });

  it('reads an inheriting locale as having no markup of its own, and owns it once written', async () => {
    const french = site.locales.secondary[0]!.id;
    expect((await remote.read(key(french))).value).toBeNull();
    const mine = { '@context': 'https://schema.org', '@type': 'WebPage', name: 'Accueil' };
    const stored = await remote.write(key(french), mine);
    expect(stored.value).toEqual(mine);
    expect((await remote.read(key(french))).value).toEqual(mine);
    expect((await remote.read(key(null))).value).not.toEqual(mine);
  });

  it('writes metadata and answers the page the service stored', async () => {
    const metadata = {
      siteId: site.id,
      pageId: site.pages.pricing!,
      localeId: null,
      kind: 'metadata' as const,
    };
    const stored = await remote.write(metadata, { seo: { title: 'Prices and plans' } });
    expect(stored.value).toMatchObject({ seo: { title: 'Prices and plans' } });
  });

  it('says to sign in when no credential unlocks the site', async () => {
    await expect(remote.read({ ...key(null), siteId: 'other-site' })).rejects.toThrow(
      /not signed in/,
    );
  });
});
