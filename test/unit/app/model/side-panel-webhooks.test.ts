import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { createSidePanelModel } from '@/lib/app/model/side-panel-model';
import { tabModel } from '../../support/panel-tabs';
import type { WebhooksTabModel } from '@/lib/features/webhooks/model/panel-tab';

const location = (siteId: string) => ({
  site: { id: siteId, name: 'Demo' },
  page: { id: 'p', title: 'Home', path: '/' },
  locale: { id: 'en', tag: 'en', name: 'English', primary: true },
  locales: [{ id: 'en', tag: 'en', name: 'English', primary: true }],
  paths: { en: '/' },
  via: 'staging',
});

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('side panel Webhooks tab', () => {
  it('loads a site’s webhooks when the tab is first shown, once per site', async () => {
    const sent: { type: string; data: unknown }[] = [];
    let siteId = 's1';
    const answers: Record<string, () => unknown> = {
      'account.getStatus': () => ({
        version: '1',
        signedIn: true,
        accounts: [],
        signIn: 'idle',
        rates: [],
      }),
      'account.locatePage': () => ({ ok: true, location: location(siteId) }),
      'schema.pageSchema': () => [
        { localeId: null, state: 'none', value: null, raw: null, lastUpdated: null },
      ],
      'drafts.getDraft': () => null,
      'webhooks.listWebhooks': () => [],
    };
    const client = {
      request: async (type: string, data: unknown) => {
        sent.push({ type, data });
        return answers[type]?.();
      },
    } as unknown as MessagingClient;
    const model = createSidePanelModel({
      client,
      check: async () => ({ diagnostics: [] }),
      pending: signal(null),
      clearPending: async () => undefined,
    });
    const lists = () => sent.filter((s) => s.type === 'webhooks.listWebhooks').map((s) => s.data);

    await model.open('http://demo.localhost/', 1);
    await settle();
    expect(lists()).toEqual([]);
    expect(tabModel(model, 'webhooks')).toBeUndefined();

    model.tab.value = 'webhooks';
    await settle();
    model.tab.value = 'schema';
    await settle();
    model.tab.value = 'webhooks';
    await settle();
    await vi.waitFor(() =>
      expect(tabModel<WebhooksTabModel>(model, 'webhooks')?.webhooks.webhooks.value).toEqual([]),
    );
    expect(lists()).toEqual([{ siteId: 's1' }]);

    siteId = 's2';
    await model.open('http://other.localhost/', 2);
    await vi.waitFor(() => expect(lists()).toEqual([{ siteId: 's1' }, { siteId: 's2' }]));
  });
});
