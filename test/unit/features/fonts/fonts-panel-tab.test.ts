import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { createSidePanelModel } from '@/lib/app/model/side-panel-model';

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
      getStatus: { version: '1', signedIn: true, accounts: [], signIn: 'idle', rates: [] },
      locatePage: { ok: true, location },
      pageSchema: [{ localeId: null, state: 'none', value: null, raw: null, lastUpdated: null }],
      getDraft: null,
      listFonts: [],
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
    expect(sent.some((s) => s.type === 'listFonts')).toBe(false);
    expect(model.fonts.current.value).toBeUndefined();
    model.tab.value = 'fonts';
    await new Promise((r) => setTimeout(r, 20));
    model.tab.value = 'schema';
    model.tab.value = 'fonts';
    await vi.waitFor(() => expect(model.fonts.current.value?.fonts.value).toEqual([]));
    expect(sent.filter((s) => s.type === 'listFonts')).toEqual([
      { type: 'listFonts', data: { siteId: 's' } },
    ]);
  });
});
