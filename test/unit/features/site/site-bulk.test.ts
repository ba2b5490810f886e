import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { createSiteBulk } from '@/lib/features/site/model/site-bulk';
import type { SiteModel } from '@/lib/features/site/model/site-model';
import type { SiteAudit } from '@/lib/features/site/audit-types';
import { smallAudit } from './fixtures';

describe('the grid’s bulk model', () => {
  it('names cells by the audit the grid shows now, after a page was renamed', () => {
    const first = smallAudit();
    const audit = signal<SiteAudit | null>(first);
    const grid = { audit, selectedCells: signal([]) } as unknown as SiteModel;
    const client = { request: async () => [] } as unknown as MessagingClient;
    const model = createSiteBulk(client, grid).forAudit(first);
    expect(model.cellLabel('p2:fr')).toBe('About us · French');

    const renamed = smallAudit();
    renamed.pages[1]!.title = 'Zebra page';
    audit.value = renamed;
    expect(model.cellLabel('p2:fr')).toBe('Zebra page · French');
  });

  it('marks the template pages of the audit the grid shows, so their writes ask first', async () => {
    const first = smallAudit();
    first.pages[0]!.collectionId = 'blog';
    const audit = signal<SiteAudit | null>(first);
    const selectedCells = signal([
      { pageId: 'p1', localeId: 'fr' },
      { pageId: 'p2', localeId: 'fr' },
    ]);
    const grid = { audit, selectedCells } as unknown as SiteModel;
    const asked: unknown[] = [];
    const plan = {
      kind: 'schema',
      jobKind: 'bulk-schema',
      bytes: 10,
      skipped: [],
      entries: ['p1', 'p2'].map((pageId) => ({
        id: `${pageId}:fr`,
        pageId,
        localeId: 'fr',
        kind: 'schema',
        summary: '',
        diff: [],
        payload: { siteId: 'site1', pageId, localeId: 'fr', jsonLdSchema: {} },
      })),
    };
    const client = {
      request: async (type: string, data: unknown) => {
        asked.push([type, data]);
        if (type === 'bulk.planBulkChange') return plan;
        return { state: 'no-access', credential: 'site-key' };
      },
    } as unknown as MessagingClient;
    const model = createSiteBulk(client, grid).forAudit(first);
    await model.preview();
    await new Promise((r) => setTimeout(r, 0));
    expect(model.templates.templates.value).toEqual([
      { collectionId: 'blog', name: 'Pricing', named: false, entries: 1 },
    ]);
    expect(asked.at(-1)).toEqual([
      'collections.collectionTemplate',
      { siteId: 'site1', collectionId: 'blog' },
    ]);
  });
});
