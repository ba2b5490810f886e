import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { createSidePanelModel } from '@/lib/app/model/side-panel-model';
import { tabModel } from '../../support/panel-tabs';
import type { FontsTabModel } from '@/lib/features/fonts/model/panel-tab';

const location = {
  site: { id: 's', name: 'Demo' },
  page: { id: 'p', title: 'Home', path: '/' },
  locale: { id: 'en', tag: 'en', name: 'English', primary: true },
  locales: [{ id: 'en', tag: 'en', name: 'English', primary: true }],
  paths: { en: '/' },
  via: 'staging',
};

describe('the side panel’s Fonts tab', () => {
  it('reads the site’s fonts when first shown, once per site', async () => {
    const sent: { type: string; data: unknown }[] = [];
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
      'fonts.listFonts': [],
    };
    const client = {
      request: async (type: string, data: unknown) => {
        sent.push({ type, data });
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
    expect(sent.some((s) => s.type === 'fonts.listFonts')).toBe(false);
    expect(tabModel(model, 'fonts')).toBeUndefined();
    model.tab.value = 'fonts';
    await new Promise((r) => setTimeout(r, 20));
    model.tab.value = 'schema';
    model.tab.value = 'fonts';
    await vi.waitFor(() =>
      expect(tabModel<FontsTabModel>(model, 'fonts')?.fonts.fonts.value).toEqual([]),
    );
    expect(sent.filter((s) => s.type === 'fonts.listFonts')).toEqual([
      { type: 'fonts.listFonts', data: { siteId: 's' } },
    ]);
  });
});
