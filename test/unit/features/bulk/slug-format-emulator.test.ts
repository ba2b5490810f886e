import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { emulatorClient } from '../../support/emulator-client';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import type { ApiClient } from '@/lib/core/api/client';
import { getPage } from '@/lib/core/api/pages';
import { bulkExecutors } from '@/lib/features/bulk/executors';
import { bulkText } from '@/lib/features/bulk/messages';
import { createBulkMetadataExecutor } from '@/lib/features/bulk/metadata-executor';
import { planBulkChange, type BulkLocale } from '@/lib/features/bulk/plan';
import { newBulkJob } from '@/lib/features/bulk/plan-types';
import { createJobJournal } from '@/lib/core/jobs/journal';
import { createJobRunner } from '@/lib/core/jobs/runner';
import { slugText } from '@/lib/features/metadata/messages';
import { readSlugMoves } from '@/lib/features/redirects/slug-moves';

type Site = TestEmulator['fixtures']['sites'][number];

describe('fix-slug-format against the emulator (Enterprise site, no localized slugs)', () => {
  let emu: TestEmulator;
  let site: Site;
  let client: ApiClient;
  let locales: BulkLocale[];
  let french: string;

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    site = emu.fixtures.sites.find((s) => s.shortName === 'northwind-studio')!;
    client = emulatorClient(emu, site.apiKey!);
    french = site.locales.secondary[0]!.id;
    locales = [
      { id: site.locales.primary.id, tag: site.locales.primary.tag, primary: true },
      ...site.locales.secondary.map((l) => ({
        id: l.id,
        tag: l.tag,
        primary: false,
        subdirectory: l.subdirectory,
      })),
    ];
  });
  afterAll(() => emu?.close());
  beforeEach(async () => {
    fakeBrowser.reset();
    await emu.control('/reset', { method: 'POST' });
  });

  const plan = (cells: { pageId: string; localeId: string | null }[]) =>
    planBulkChange(client, {
      siteId: site.id,
      change: { type: 'fix-slug-format' },
      cells,
      locales,
    });

  it('plans old → new slugs, writes them in one request and records every locale’s move', async () => {
    const contact = site.pages.contact!;
    await emu.control(`/pages/${contact}/edit`, { method: 'POST', body: { slug: 'Contact Us!' } });
    const p = await plan([
      { pageId: contact, localeId: null },
      { pageId: contact, localeId: french },
      { pageId: site.pages.home!, localeId: null },
      { pageId: site.pages.about!, localeId: null },
    ]);
    expect(p.entries.map((e) => [e.id, e.payload])).toEqual([
      [`${contact}:`, { siteId: site.id, pageId: contact, localeId: null, slug: 'contact-us' }],
    ]);
    expect(p.entries[0]!.diff[0]!.lines).toEqual([
      { op: 'remove', text: `${bulkText.fieldSlug}: Contact Us!` },
      { op: 'add', text: `${bulkText.fieldSlug}: contact-us` },
    ]);
    expect(p.skipped).toEqual([
      {
        id: `${contact}:${french}`,
        reason: bulkText.skipSlugLocked(slugText.blocked['secondary-locale-plan']),
      },
      { id: `${site.pages.home}:`, reason: bulkText.skipSlugFine },
      { id: `${site.pages.about}:`, reason: bulkText.skipSlugFine },
    ]);

    const { batchSizes, executors } = bulkExecutors(async () => client);
    const runner = createJobRunner({
      journal: createJobJournal(),
      executors,
      batchSize: batchSizes,
      settleMs: 0,
    });
    const job = await runner.start(newBulkJob(p, site.id, 'test', 'test'));
    expect(job.entries.map((e) => e.state)).toEqual(['done']);
    expect((await getPage(client, contact)).slug).toBe('contact-us');
    const moves = await readSlugMoves(site.id, contact);
    expect(moves.map((m) => [m.localeId, m.fromPath, m.toPath]).toSorted()).toEqual(
      [
        [null, '/Contact Us!', '/contact-us'],
        ...site.locales.secondary.map((l) => [
          l.id,
          `/${l.subdirectory}/Contact Us!`,
          `/${l.subdirectory}/contact-us`,
        ]),
      ].toSorted(),
    );
  });

  it('sends the slug through the bulk endpoint; the home page’s slug is ignored, as on a single save', async () => {
    const home = site.pages.home!;
    const executor = createBulkMetadataExecutor(async () => client);
    const outcome = await executor.send([
      { id: `${home}:`, payload: { siteId: site.id, pageId: home, localeId: null, slug: 'start' } },
    ] as never);
    expect(outcome).toEqual({ [`${home}:`]: { ok: true } });
    expect((await getPage(client, home)).publishedPath).toBe('/');
    expect(await readSlugMoves(site.id, home)).toEqual([]);
  });
});
