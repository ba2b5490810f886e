import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { emulatorClient } from '../../support/emulator-client';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { createSiteHandlers, type SiteHandlers } from '@/lib/features/site/site-messages';
import type { AuditProgress } from '@/lib/features/site/audit-types';

describe('site audit messages', () => {
  let emu: TestEmulator;
  let site: TestEmulator['fixtures']['sites'][number];
  let handlers: SiteHandlers;
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    site = emu.fixtures.sites[0]!;
  });
  afterAll(() => emu?.close());
  beforeEach(() => {
    fakeBrowser.reset();
    const client = emulatorClient(emu, site.apiKey!);
    handlers = createSiteHandlers({
      clientFor: async (id) => (id === site.id ? client : undefined),
      listDrafts: async () => [],
      loadCheck: async () => () => ({ errors: 0, warnings: 1, messages: [] }),
    });
  });

  const finished = async (siteId: string): Promise<AuditProgress> => {
    for (let i = 0; i < 200; i++) {
      const p = await handlers.getSiteAuditProgress({ siteId });
      if (p && (p.phase === 'done' || p.phase === 'failed')) return p;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('the audit did not finish');
  };

  it('runs one audit for concurrent requests, caches it and answers it', async () => {
    expect(await handlers.getSiteAudit({ siteId: site.id })).toBeNull();
    const { nextSeq } = (await emu.control<{ nextSeq: number }>('/journal')).body;
    const [a, b] = await Promise.all([
      handlers.auditSite({ siteId: site.id }),
      handlers.auditSite({ siteId: site.id }),
    ]);
    expect(a.startedAt).toBe(b.startedAt);
    const done = await finished(site.id);
    expect(done.phase).toBe('done');
    const audit = (await handlers.getSiteAudit({ siteId: site.id }))!;
    expect(audit.cells).toHaveLength(done.total);
    expect(audit.cells.every((c) => c.warnings === 1 || c.state === 'none')).toBe(true);
    const entries = (
      await emu.control<{ entries: { path: string }[] }>(`/journal?since=${nextSeq}`)
    ).body.entries;
    expect(entries.filter((e) => e.path.endsWith('/schema-markup/query'))).toHaveLength(
      Math.ceil(audit.cells.length / 100),
    );
    expect(entries.filter((e) => e.path.endsWith(`/sites/${site.id}`))).toHaveLength(1);
  });

  it('reports a site it cannot reach as a failed audit', async () => {
    await handlers.auditSite({ siteId: 'elsewhere' });
    const p = await finished('elsewhere');
    expect(p).toMatchObject({ phase: 'failed', error: expect.stringMatching(/not signed in/) });
  });

  it('reads one cell’s markup for export', async () => {
    const shown = await handlers.cellMarkup({
      siteId: site.id,
      pageId: site.pages.home!,
      localeId: null,
    });
    expect(shown.state).toBe('own');
    expect(shown.value).toMatchObject({ '@context': 'https://schema.org' });
  });
});
