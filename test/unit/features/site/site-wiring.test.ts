import { signal } from '@preact/signals';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { createSidePanelModel } from '@/lib/app/model/side-panel-model';
import { siteRoute, siteRouteHash } from '@/lib/features/site/route';
import { siteAuditItem } from '@/lib/features/site/audit-store';
import { smallAudit } from './fixtures';

const location = {
  site: { id: 'site1', name: 'Demo' },
  page: { id: 'p1', title: 'Home', path: '/' },
  locale: { id: 'en', tag: 'en', name: 'English', primary: true },
  locales: [{ id: 'en', tag: 'en', name: 'English', primary: true }],
  paths: { en: '/' },
  via: 'staging',
};

describe('Site tab in the side panel', () => {
  it('reads the cached audit when the tab is first shown, once per site', async () => {
    const sent: string[] = [];
    const answers: Record<string, unknown> = {
      getStatus: { version: '1', signedIn: true, accounts: [], signIn: 'idle', rates: [] },
      locatePage: { ok: true, location },
      pageSchema: [{ localeId: null, state: 'none', value: null, raw: null, lastUpdated: null }],
      getDraft: null,
      getSiteAudit: smallAudit(),
      getSiteAuditProgress: null,
    };
    const client = {
      request: async (type: string) => {
        sent.push(type);
        return answers[type];
      },
    } as unknown as MessagingClient;
    const model = createSidePanelModel({
      client,
      check: async () => ({ diagnostics: [] }),
      pending: signal(null),
      clearPending: async () => undefined,
    });
    await model.open('http://demo.localhost/', 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).not.toContain('getSiteAudit');
    expect(model.site.current.value).toBeUndefined();
    model.tab.value = 'site';
    await new Promise((r) => setTimeout(r, 20));
    model.tab.value = 'schema';
    model.tab.value = 'site';
    await vi.waitFor(() =>
      expect(model.site.current.value?.grid.audit.value?.siteId).toBe('site1'),
    );
    expect(sent.filter((t) => t === 'getSiteAudit')).toHaveLength(1);
    expect(sent).not.toContain('auditSite');
    model.site.current.value?.grid.dispose();
  });
});

describe('full view route', () => {
  it('reads the site of the options page hash', () => {
    expect(siteRoute(siteRouteHash('abc123'))).toEqual({ siteId: 'abc123', section: 'grid' });
    expect(siteRoute(siteRouteHash('abc123', 'fonts'))).toEqual({
      siteId: 'abc123',
      section: 'fonts',
    });
    expect(siteRoute('#site=abc&section=webhooks')?.section).toBe('webhooks');
    expect(siteRoute('#site=abc&section=bogus')?.section).toBe('grid');
    expect(siteRoute('#site=')).toEqual({ siteId: '', section: 'grid' });
    expect(siteRoute('')).toBeNull();
    expect(siteRoute('#settings')).toBeNull();
    expect(siteRoute('#site=%E0%A4%A')?.siteId).toBe('');
  });
});

describe('cached audit item', () => {
  beforeEach(() => fakeBrowser.reset());
  it('stores an audit per site and reads a tampered one as absent', async () => {
    const audit = smallAudit();
    await siteAuditItem('site1').setValue(audit);
    expect(await siteAuditItem('site1').getValue()).toEqual(audit);
    expect(await siteAuditItem('site2').getValue()).toBeNull();
    await fakeBrowser.storage.local.set({ 'siteAudit:site1': { ...audit, cells: 'nope' } });
    expect(await siteAuditItem('site1').getValue()).toBeNull();
  });
});
