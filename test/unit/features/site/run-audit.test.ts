import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient } from '../../support/emulator-client';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { runSiteAudit, type CheckCounts } from '@/lib/features/site/run-audit';
import { loadJsonLdCheck } from '@/lib/features/site/site-messages';
import type { AuditProgress } from '@/lib/features/site/audit-types';
import { cellKey } from '@/lib/features/site/cell';
import { listSiteItems, type SiteCollection } from '@/lib/features/collections/site-items';

interface Entry {
  method: string;
  path: string;
  status: number;
}

describe('site audit against the emulator', () => {
  let emu: TestEmulator;
  let site: TestEmulator['fixtures']['sites'][number];
  let check: (value: unknown) => CheckCounts;
  const ADDED = 40;
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    site = emu.fixtures.sites[0]!;
    for (let i = 0; i < ADDED; i++) {
      await emu.control(`/sites/${site.id}/pages`, {
        method: 'POST',
        body: { title: `Audit page ${i}`, slug: i === 1 ? 'audit-page-0' : `audit-page-${i}` },
      });
    }
    check = await loadJsonLdCheck();
  });
  afterAll(() => emu?.close());

  const journalSince = async (seq: number) =>
    (await emu.control<{ entries: Entry[] }>(`/journal?since=${seq}`)).body.entries;

  it('reads every cell with ⌈cells/100⌉ bulk queries, never one request per page', async () => {
    const { nextSeq } = (await emu.control<{ nextSeq: number }>('/journal')).body;
    const progress: AuditProgress[] = [];
    const audit = await runSiteAudit(emulatorClient(emu, site.apiKey!), site.id, {
      check,
      drafts: async () => [
        {
          siteId: site.id,
          pageId: site.pages.home!,
          localeId: null,
          kind: 'schema',
          baseLastUpdated: null,
          createdAt: 1,
          updatedAt: 2,
        },
      ],
      onProgress: (p) => progress.push(p),
    });
    const entries = await journalSince(nextSeq);
    const queries = entries.filter((e) => e.path.endsWith('/pages/schema-markup/query'));
    const cells = audit.cells.length;
    expect(cells).toBe(audit.pages.length * audit.locales.length);
    expect(audit.locales.length).toBeGreaterThan(1);
    expect(queries).toHaveLength(Math.ceil(cells / 100));
    expect(entries.filter((e) => /\/schema-markup$/.test(e.path))).toHaveLength(0);
    expect(audit.requests.schemaReads).toBe(queries.length);
    expect(audit.requests.listing).toBe(entries.length - queries.length);
    expect(entries.every((e) => e.status === 200)).toBe(true);
    expect(progress.at(-1)).toMatchObject({ phase: 'done', done: cells, total: cells });
    expect(progress.some((p) => p.phase === 'reading' && p.done > 0 && p.done < cells)).toBe(true);

    const home = audit.cells.find((c) => c.pageId === site.pages.home && c.localeId === null)!;
    expect(home.state).toBe('own');
    expect(home.draft).toBe(true);
    const french = site.locales.secondary[0]!.id;
    const homeFr = audit.cells.find(
      (c) => cellKey(c) === cellKey({ pageId: site.pages.home!, localeId: french }),
    )!;
    expect(['inherited', 'own']).toContain(homeFr.state);
    expect(homeFr.draft).toBe(false);
    const dup = audit.pages.find((p) => p.title === 'Audit page 1')!;
    const dupCell = audit.cells.find((c) => c.pageId === dup.id && c.localeId === null)!;
    expect(dupCell.slug).toContain('duplicate');
    expect(dupCell.description).toBe('empty');

    // The page row carries a template's collection (and nothing for other pages); cells do not.
    const { pages } = (
      await emu.call<{ pages: { id: string; collectionId?: string | null }[] }>(
        `/v2/sites/${site.id}/pages?limit=100`,
        { token: site.apiKey! },
      )
    ).body;
    const templates = pages.filter((p) => p.collectionId);
    expect(templates.length).toBeGreaterThan(0);
    for (const row of audit.pages) {
      const listed = pages.find((p) => p.id === row.id);
      expect(row.collectionId, row.title).toBe(listed?.collectionId ?? undefined);
    }
    expect(audit.cells.some((c) => 'collectionId' in c)).toBe(false);
  });

  it('counts the errors of a cell whose markup is broken', async () => {
    const page = site.pages.pricing!;
    await emu.call(`/beta/pages/${page}/schema-markup`, {
      method: 'PUT',
      token: site.apiKey!,
      body: { jsonLdSchema: { '@context': 'https://schema.org', '@type': 'Product' } },
    });
    const audit = await runSiteAudit(emulatorClient(emu, site.apiKey!), site.id, {
      check,
      drafts: async () => [],
    });
    const cell = audit.cells.find((c) => c.pageId === page && c.localeId === null)!;
    expect(cell.state).toBe('own');
    expect(cell.errors).toBeGreaterThan(0);
    expect(cell.messages.length).toBeGreaterThan(0);
  });

  it('hands each chunk’s cells to onCells with their places instead of holding them', async () => {
    const held = await runSiteAudit(emulatorClient(emu, site.apiKey!), site.id, {
      check,
      drafts: async () => [],
      chunkSize: 40,
    });
    const handed: [number, (typeof held.cells)[number]][][] = [];
    const streamed = await runSiteAudit(emulatorClient(emu, site.apiKey!), site.id, {
      check,
      drafts: async () => [],
      chunkSize: 40,
      onCells: (cells) => handed.push(cells),
    });
    expect(streamed.cells).toEqual([]);
    expect(handed.length).toBe(Math.ceil(held.cells.length / 40));
    const placed: (typeof held.cells)[number][] = [];
    for (const [i, cell] of handed.flat()) placed[i] = cell;
    expect(placed).toEqual(held.cells);
  }, 30_000);

  it('lists the collections’ items after the pages, counted in its requests and an items phase', async () => {
    const { nextSeq } = (await emu.control<{ nextSeq: number }>('/journal')).body;
    const progress: AuditProgress[] = [];
    let collections: SiteCollection[] = [];
    const audit = await runSiteAudit(emulatorClient(emu, site.apiKey!), site.id, {
      check,
      drafts: async () => [],
      onProgress: (p) => progress.push(p),
      async items(client, listing) {
        collections = await listSiteItems(client, listing);
      },
    });
    const entries = await journalSince(nextSeq);
    const listings = entries.filter((e) => e.path.includes('/items/live'));
    const blog = collections.find((c) => c.displayName === 'Blog Posts')!;
    const template = audit.pages.find((p) => p.id === blog.templatePageId)!;
    expect(template.served).toBe(false);
    expect(blog.items.length).toBe(40);
    expect(listings).toHaveLength(collections.reduce((n, c) => n + Math.ceil(c.rows / 100), 0));
    // Listed items and the collections list are the audit's requests too.
    expect(audit.requests.items).toBe(listings.length + 1);
    const items = progress.filter((p) => p.phase === 'items');
    const rows = collections.reduce((n, c) => n + c.rows, 0);
    expect(items.at(-1)).toMatchObject({ done: rows, total: rows });
    expect(progress.findIndex((p) => p.phase === 'items')).toBeLessThan(
      progress.findIndex((p) => p.phase === 'reading'),
    );
  });
});
