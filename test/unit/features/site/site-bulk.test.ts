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
});
