import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient } from '../../support/emulator-client';
import { pageDraftKinds } from '../../support/page-draft-kinds';
import { createDraftRemote } from '@/lib/core/drafts/draft-kinds';
import { metadataDraftKind } from '@/lib/features/metadata/draft-kind';
import { startEmulator, type TestEmulator } from '@/emulator/testing';

describe('the metadata draft kind', () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
  });
  afterAll(() => emu?.close());

  it('writes the changed fields and answers the page the service stored', async () => {
    const site = emu.fixtures.sites[0]!;
    const client = emulatorClient(emu, site.apiKey!);
    const remote = createDraftRemote(pageDraftKinds(), async () => client);
    const key = { siteId: site.id, pageId: site.pages.pricing!, localeId: null, kind: 'metadata' };
    const stored = await remote.write(key, { seo: { title: 'Prices and plans' } });
    expect(stored.value).toMatchObject({ seo: { title: 'Prices and plans' } });
    expect(stored.lastUpdated).toEqual(expect.any(String));
    expect(await remote.read(key)).toEqual(stored);
  });

  it('compares only the fields the draft holds', () => {
    const { compare } = metadataDraftKind;
    const base = { lastUpdated: 'a', value: { title: 'T', slug: 's' } };
    const remote = { lastUpdated: 'b', value: { title: 'T', slug: 'moved' } };
    expect(compare.scope({ value: { title: 'New' }, base }, remote)).toEqual({
      base: { title: 'T' },
      mine: { title: 'New' },
      theirs: { title: 'T' },
    });
    expect(compare.holdsSent(remote.value, { slug: 'moved' })).toBe(true);
    expect(compare.holdsSent(remote.value, { slug: 'other' })).toBe(false);
  });
});
