import { afterEach, describe, expect, it } from 'vitest';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { createSiteModel, type SiteModel } from '@/lib/features/site/model/site-model';
import { fakeBackground, T0 } from './fake-background';
import { smallAudit } from './fixtures';

const settle = (ms = 20) => new Promise((r) => setTimeout(r, ms));

describe('site model', () => {
  let model: SiteModel | undefined;
  afterEach(() => model?.dispose());

  it('shows the cached audit at once, with how long ago it was checked, updating', async () => {
    let now = T0 + 3 * 60_000;
    const { client, sent } = fakeBackground(smallAudit());
    model = createSiteModel(client, { now: () => now, tickMs: 5 });
    await model.open('site1');
    expect(model.audit.value?.siteId).toBe('site1');
    expect(model.checkedAt.value).toBe('checked 3 min ago');
    expect(model.view.value.rows).toHaveLength(3);
    expect(sent).not.toContain('site.auditSite');
    now += 60 * 60_000;
    await settle();
    expect(model.checkedAt.value).toBe('checked 1 h ago');
  });

  it('says when nothing was checked, and refreshes with progress until the audit is stored', async () => {
    const { client } = fakeBackground(null, 3);
    model = createSiteModel(client, { now: () => T0 + 10 * 60_000, pollMs: 1 });
    await model.open('site1');
    expect(model.audit.value).toBeNull();
    expect(model.checkedAt.value).toBeNull();
    const seen: string[] = [];
    const stop = model.progress.subscribe((p) => p && seen.push(`${p.phase}:${p.done}`));
    await model.refresh();
    expect(model.running.value).toBe(true);
    for (let i = 0; i < 50 && !model.audit.value; i++) await settle(5);
    stop();
    expect(model.audit.value?.pages).toHaveLength(3);
    expect(model.running.value).toBe(false);
    expect(model.checkedAt.value).toBe('checked just now');
    expect(seen).toContain('reading:3');
  });

  it('selects cells, rows, columns, all shown and none, for bulk changes', async () => {
    const { client } = fakeBackground(smallAudit());
    model = createSiteModel(client);
    await model.open('site1');
    const keys = () =>
      model!.selectedCells.value.map((c) => `${c.pageId}:${c.localeId ?? ''}`).sort();
    model.toggleCell({ pageId: 'p1', localeId: 'fr' });
    expect(keys()).toEqual(['p1:fr']);
    model.toggleRow('p1');
    expect(keys()).toEqual(['p1:', 'p1:fr']);
    model.toggleRow('p1');
    expect(keys()).toEqual([]);
    model.toggleColumn('fr');
    expect(keys()).toEqual(['p1:fr', 'p2:fr', 'p3:fr']);
    model.selectNone();
    model.setFilter({ state: 'none' });
    model.selectAllVisible();
    expect(keys()).toEqual(['p2:', 'p2:fr']);
    model.selectNone();
    expect(model.selectedCells.value).toEqual([]);
    model.selection.value = new Set(['ghost:', 'p3:']);
    expect(keys()).toEqual(['p3:']);
  });

  it('shows an error the background reports', async () => {
    const client = {
      request: async () => {
        throw new Error('You are not signed in to this site.');
      },
    } as unknown as MessagingClient;
    model = createSiteModel(client);
    await model.open('site1');
    expect(model.error.value).toMatch(/not signed in/);
    expect(model.loading.value).toBe(false);
  });
});
