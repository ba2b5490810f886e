import { signal } from '@preact/signals';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { createSidePanelModel } from '@/lib/app/model/side-panel-model';
import { siteAuditItem } from '@/lib/features/site/audit-store';
import { smallAudit } from './fixtures';
import { tabModel } from '../../support/panel-tabs';
import type { SiteTabModel } from '@/lib/features/site/model/panel-tab';

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
      'account.getStatus': {
        version: '1',
        signedIn: true,
        accounts: [],
        signIn: 'idle',
        rates: [],
      },
      'account.locatePage': { ok: true, location },
      'schema.pageSchema': [
        { localeId: null, state: 'none', value: null, raw: null, lastUpdated: null },
      ],
      'drafts.getDraft': null,
      'site.getSiteAudit': smallAudit(),
      'site.getSiteAuditProgress': null,
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
    expect(sent).not.toContain('site.getSiteAudit');
    expect(tabModel<SiteTabModel>(model, 'site')).toBeUndefined();
    model.tab.value = 'site';
    await new Promise((r) => setTimeout(r, 20));
    model.tab.value = 'schema';
    model.tab.value = 'site';
    await vi.waitFor(() =>
      expect(tabModel<SiteTabModel>(model, 'site')?.grid.audit.value?.siteId).toBe('site1'),
    );
    expect(sent.filter((t) => t === 'site.getSiteAudit')).toHaveLength(1);
    expect(sent).not.toContain('site.auditSite');
    tabModel<SiteTabModel>(model, 'site')?.grid.dispose();
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
