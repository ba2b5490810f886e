import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient } from '../../support/emulator-client';
import { pageDraftKinds } from '../../support/page-draft-kinds';
import { createDraftRemote } from '@/lib/core/drafts/draft-kinds';
import type { DraftRemote } from '@/lib/core/drafts/draft-kind';
import { startEmulator, type TestEmulator } from '@/emulator/testing';

describe('the schema draft kind’s remote against the emulator', () => {
  let emu: TestEmulator;
  let remote: DraftRemote;
  let site: TestEmulator['fixtures']['sites'][number];
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    site = emu.fixtures.sites[0]!;
    const client = emulatorClient(emu, site.apiKey!);
    remote = createDraftRemote(pageDraftKinds(), async (siteId) =>
      siteId === site.id ? client : undefined,
    );
  });
  afterAll(() => emu?.close());

  const key = (localeId: string | null) => ({
    siteId: site.id,
    pageId: site.pages.home!,
    localeId,
    kind: 'schema',
  });

  it('reads the primary locale’s own markup', async () => {
    const state = await remote.read(key(null));
    expect(state.value).toMatchObject({ '@context': 'https://schema.org' });
    expect(state.lastUpdated).toEqual(expect.any(String));
    expect(state.isInherited).toBe(false);
  });

  it('reads an inheriting locale as having no markup of its own, and owns it once written', async () => {
    const french = site.locales.secondary[0]!.id;
    expect(await remote.read(key(french))).toMatchObject({ value: null, isInherited: true });
    const mine = { '@context': 'https://schema.org', '@type': 'WebPage', name: 'Accueil' };
    const stored = await remote.write(key(french), mine);
    expect(stored).toMatchObject({ value: mine, isInherited: false });
    expect(stored.lastUpdated).toEqual(expect.any(String));
    expect((await remote.read(key(french))).value).toEqual(mine);
    expect((await remote.read(key(null))).value).not.toEqual(mine);
  });

  it('says to sign in when no credential unlocks the site', async () => {
    await expect(remote.read({ ...key(null), siteId: 'other-site' })).rejects.toThrow(
      /not signed in/,
    );
  });

  it('refuses a key without a page, or of a kind nobody registered', async () => {
    const { pageId: _pageId, ...noPage } = key(null);
    await expect(remote.read(noPage)).rejects.toThrow(/pageId/);
    await expect(remote.read({ ...key(null), kind: 'retired' })).rejects.toThrow(/"retired"/);
  });
});
