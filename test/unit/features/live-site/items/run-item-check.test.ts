import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { allPages } from '@/lib/core/api/pages';
import { getSite, siteLocales } from '@/lib/core/api/sites';
import { listSiteItems } from '@/lib/features/collections/site-items';
import { runSiteAudit } from '@/lib/features/site/run-audit';
import type { SiteAudit } from '@/lib/features/site/audit-types';
import { createPoliteFetch } from '@/lib/features/live-site/polite-fetch';
import { LiveCheckCancelled } from '@/lib/features/live-site/run-live-check';
import { runItemCheck } from '@/lib/features/live-site/items/run-item-check';
import { itemCheckInput } from '@/lib/features/live-site/items/item-targets';
import { loadItemCheck } from '@/lib/features/live-site/items/load-item-check';
import { cellIndex, decodeCell } from '@/lib/features/live-site/items/item-codes';
import { describeItemFinding, itemProgressText } from '@/lib/features/live-site/items/item-text';
import type { ItemProgress, LiveItems } from '@/lib/features/live-site/items/item-types';
import type { CheckItemBlock } from '@/lib/features/live-site/items/item-read';
import { emulatorClient } from '../../../support/emulator-client';
import { loopbackFetch } from '../../../../support/loopback-fetch';

/** The live check of the demo site's item pages over real HTTP: its three item faults, its template fault, nothing else. */
// Real HTTP on a shared machine: each run reads about 200 pages.
describe('live check of item pages against the emulator', { timeout: 30_000 }, () => {
  let emu: TestEmulator;
  let loopback: ReturnType<typeof loopbackFetch>;
  let site: TestEmulator['fixtures']['sites'][number];
  let audit: SiteAudit;
  let check: CheckItemBlock;
  beforeAll(async () => {
    emu = await startEmulator({ rateLimit: 0, seed: 'demo' });
    loopback = loopbackFetch(emu.port);
    site = emu.fixtures.sites.find((s) => s.shortName === 'acme-bakery')!;
    audit = await runSiteAudit(emulatorClient(emu, site.apiKey!), site.id, {
      check: () => ({ errors: 0, warnings: 0, messages: [] }),
      drafts: async () => [],
    });
    check = await loadItemCheck();
  });
  afterAll(async () => {
    loopback?.close();
    await emu?.close();
  });

  const origin = () => `http://${site.shortName}.localhost:${emu.port}`;

  const run = async (
    options: { signal?: AbortSignal; onProgress?(p: ItemProgress): void } = {},
  ) => {
    const client = emulatorClient(emu, site.apiKey!);
    const locales = siteLocales(await getSite(client, site.id)).map((l) => ({
      id: l.id,
      cmsLocaleId: l.cmsLocaleId ?? null,
      primary: l.primary,
    }));
    const templates = new Map<string, string>();
    for await (const page of allPages(client, site.id))
      if (page.collectionId) templates.set(page.collectionId, page.id);
    const collections = await listSiteItems(client, { siteId: site.id, locales, templates });
    const fetcher = createPoliteFetch({ fetch: loopback.fetch });
    const results = await runItemCheck(itemCheckInput(audit, collections, origin()), {
      fetcher,
      check,
      ...options,
    });
    const idOf = (name: string) =>
      collections.flatMap((c) => c.items).find((i) => i.name === name)!.id;
    return { results, collections, fetcher, idOf };
  };
  const of = (results: LiveItems[], name: string) =>
    results.find((r) => r.collectionName === name)!;
  const cells = (r: LiveItems) =>
    r.items.flatMap((id, row) =>
      r.locales.map((l, column) => ({
        id,
        locale: l.key,
        ...decodeCell(r, cellIndex(r, row, column)),
      })),
    );

  it('finds each planted item fault with its rule, and the template’s fixed headline', async () => {
    const { results, idOf } = await run();
    const blog = of(results, 'Blog Posts');
    const de = blog.locales.find((l) => l.tag === 'de')!.key;
    const all = blog.locales.map((l) => l.key);
    const byRule = Object.fromEntries(blog.findings.map((f) => [f.rule, f]));
    expect(Object.keys(byRule).sort()).toEqual([
      'items/missing-locale',
      'items/no-markup',
      'items/not-found',
      'items/repeated-value',
    ]);
    expect(byRule['items/not-found']).toMatchObject({
      severity: 'error',
      total: 1,
      items: [{ id: idOf('Focaccia, step by step'), locales: all }],
    });
    expect(byRule['items/missing-locale']).toMatchObject({
      severity: 'warning',
      args: [de, 'de'],
      total: 1,
      items: [{ id: idOf('The story of rye bread'), locales: [de] }],
    });
    expect(byRule['items/no-markup']).toMatchObject({
      severity: 'warning',
      total: 1,
      items: [{ id: idOf('Five mistakes with croissants'), locales: all }],
    });
    const repeated = byRule['items/repeated-value']!;
    expect(repeated.severity).toBe('error');
    expect(repeated.args.slice(0, 2)).toEqual(['headline', 'Fresh from the Acme Bakery oven']);
    // Every post read with markup shows it: 40 less the 404 one and the one without markup.
    expect(repeated.total).toBe(38);
    expect(describeItemFinding(blog, repeated)).toBe(
      '38 of 40 items of Blog Posts show the same headline “Fresh from the Acme Bakery oven”: bind it to a field of the collection in the template’s markup.',
    );
    expect(describeItemFinding(blog, byRule['items/missing-locale']!)).toBe(
      '1 item of Blog Posts is not published in German, while other items are.',
    );
  });

  it('finds nothing else: clean items read with markup, hreflang across localized slugs clean', async () => {
    const { results, idOf } = await run();
    const faulty = new Set(
      ['Focaccia, step by step', 'The story of rye bread', 'Five mistakes with croissants'].map(
        idOf,
      ),
    );
    for (const r of results) {
      expect(r.language, r.collectionName).toEqual([]);
      expect(r.languageTotal).toBe(0);
      expect(r.failures).toEqual([]);
      const clean = cells(r).filter((c) => !faulty.has(c.id));
      expect(clean.length).toBeGreaterThan(0);
      for (const c of clean) {
        expect(c.status, `${r.collectionName} ${c.id} ${c.locale}`).toBe('read');
        expect(c.markup).not.toBe('none');
        expect(c.pending).toBe(false);
        expect(c.title).not.toBeNull();
      }
    }
    expect(of(results, 'Products').findings).toEqual([]);
    const blog = of(results, 'Blog Posts');
    // The post missing in German is clean in the locales it is published in.
    const rye = cells(blog).filter((c) => c.id === idOf('The story of rye bread'));
    expect(rye.map((c) => c.status)).toEqual(['read', 'read', 'absent']);
    // Localized slugs: the French version of the first post was read at its own address.
    expect(blog.counts).toMatchObject({ versions: 119, read: 116, notFound: 3, unreachable: 0 });
  });

  it('counts progress in page versions and items, and stores each collection compactly', async () => {
    const seen: ItemProgress[] = [];
    const { results, fetcher } = await run({ onProgress: (p) => seen.push(p) });
    const last = seen.at(-1)!;
    const versions = results.reduce((n, r) => n + r.counts.versions, 0);
    expect(last).toEqual({ done: versions, total: versions, items: 46, itemsTotal: 46 });
    expect(itemProgressText(last)).toBe(`Read ${versions} of ${versions} page versions · 46 items`);
    expect(seen.map((p) => p.done)).toEqual([...seen.map((p) => p.done)].sort((a, b) => a - b));
    expect(fetcher.stats.maxInFlight).toBeLessThanOrEqual(6);
    for (const r of results) {
      const bytes = new TextEncoder().encode(JSON.stringify(r)).length;
      const perCell = (bytes - 1500) / (r.items.length * r.locales.length);
      expect(perCell, r.collectionName).toBeLessThan(60);
    }
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    await expect(
      run({
        signal: controller.signal,
        onProgress: (p) => {
          if (p.done === 5) controller.abort();
        },
      }),
    ).rejects.toBeInstanceOf(LiveCheckCancelled);
  });

  it('says "not published yet" for an item changed after the last publish', async () => {
    const planted = (
      await emu.control<{ planted: { kind: string; itemId: string }[] }>(
        `/sites/${site.id}/item-faults`,
        { method: 'POST', body: { seed: 5, changed: 1 } },
      )
    ).body.planted;
    expect(planted).toHaveLength(1);
    const { results } = await run();
    const changed = results.flatMap((r) => cells(r)).filter((c) => c.pending);
    expect(changed.length).toBeGreaterThan(0);
    expect(new Set(changed.map((c) => c.id))).toEqual(new Set([planted[0]!.itemId]));
    expect(changed.every((c) => c.status === 'read')).toBe(true);
    await emu.control('/reset', { method: 'POST' });
  });
});
