import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { createSidePanelModel } from '@/lib/app/model/side-panel-model';
import type { PanelAction } from '@/lib/features/menus/panel-action';
import { tabModel } from '../../support/panel-tabs';

const location = {
  site: { id: 's', name: 'Demo' },
  page: { id: 'p', title: 'Home', path: '/' },
  locale: { id: 'en', tag: 'en', name: 'English', primary: true },
  locales: [{ id: 'en', tag: 'en', name: 'English', primary: true }],
  paths: { en: '/' },
  via: 'staging',
};

/** A background that answers what an opening asks and records every request. */
function recordingClient() {
  const sent: string[] = [];
  const answers: Record<string, unknown> = {
    'account.getStatus': { version: '1', signedIn: true, accounts: [], signIn: 'idle', rates: [] },
    'account.locatePage': { ok: true, location },
    'schema.pageSchema': [
      { localeId: null, state: 'none', value: null, raw: null, lastUpdated: null },
    ],
    'drafts.getDraft': null,
    'schema.templateContext': { breadcrumbs: [] },
    'metadata.pageMetadata': {
      page: { id: 'p', title: 'Home', slug: 'index', publishedPath: '/' },
      siblings: [],
    },
    'assets.assetFolders': { folders: [], siteTotal: 0 },
    'assets.listAssets': { assets: [], total: 0 },
  };
  const client = {
    request: async (type: string) => {
      sent.push(type);
      return answers[type];
    },
  } as unknown as MessagingClient;
  return { client, sent, answers };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('side panel model', () => {
  it('loads the Metadata and Assets tabs only when they are shown', async () => {
    const { client, sent } = recordingClient();
    const model = createSidePanelModel({
      client,
      check: async () => ({ diagnostics: [] }),
      pending: signal(null),
      clearPending: async () => undefined,
    });
    await model.open('http://demo.localhost/', 1);
    await settle();
    expect(sent).toContain('schema.pageSchema');
    expect(sent).not.toContain('metadata.pageMetadata');
    expect(sent).not.toContain('assets.assetFolders');

    model.tab.value = 'metadata';
    await vi.waitFor(() =>
      expect(sent.filter((t) => t === 'metadata.pageMetadata')).toHaveLength(1),
    );
    expect(sent).not.toContain('assets.assetFolders');
    expect(tabModel(model, 'assets')).toBeUndefined();

    model.tab.value = 'assets';
    await settle();
    model.tab.value = 'metadata';
    await vi.waitFor(() => expect(sent.filter((t) => t === 'assets.assetFolders')).toHaveLength(1));
    await settle();
    expect(sent.filter((t) => t === 'metadata.pageMetadata')).toHaveLength(1);
  });

  it('loads a tab again on retry, and only that tab', async () => {
    const { client, sent } = recordingClient();
    const model = createSidePanelModel({
      client,
      check: async () => ({ diagnostics: [] }),
      pending: signal(null),
      clearPending: async () => undefined,
    });
    await model.open('http://demo.localhost/', 1);
    model.tab.value = 'metadata';
    await vi.waitFor(() =>
      expect(sent.filter((t) => t === 'metadata.pageMetadata')).toHaveLength(1),
    );
    model.retry('metadata');
    await vi.waitFor(() =>
      expect(sent.filter((t) => t === 'metadata.pageMetadata')).toHaveLength(2),
    );
    expect(sent.filter((t) => t === 'schema.pageSchema')).toHaveLength(1);
    model.retry('schema');
    await settle();
    expect(sent.filter((t) => t === 'schema.pageSchema')).toHaveLength(2);
  });

  it("makes the picker of Add schema only when the page's own action starts", async () => {
    const { client, sent } = recordingClient();
    const pending = signal<PanelAction | null>(null);
    const model = createSidePanelModel({
      client,
      check: async () => ({ diagnostics: [] }),
      pending,
      clearPending: async () => undefined,
    });
    await model.open('http://demo.localhost/', 1);
    await settle();
    expect(model.addSchema.current.value).toBeUndefined();
    // Chosen on another tab: not this panel's to start.
    pending.value = { kind: 'add-schema', tabId: 2, createdAt: 1 };
    await settle();
    expect(model.pendingHere.value).toBeNull();
    expect(model.addSchema.current.value).toBeUndefined();

    pending.value = {
      kind: 'add-schema',
      tabId: 1,
      pageUrl: 'http://demo.localhost/',
      createdAt: 2,
    };
    await vi.waitFor(() => expect(model.addSchema.current.value?.open.value).toBe(true), {
      timeout: 5000,
    });
    expect(sent).toContain('schema.templateContext');
    expect(model.addSchema.current.value?.choices.value.length).toBeGreaterThan(0);
  });

  it('offers the Item tab in place of Metadata on an item page, and Metadata again off it', async () => {
    const { client, sent, answers } = recordingClient();
    const item = {
      ...location,
      page: { ...location.page, collectionId: 'c1' },
      itemSlug: 'how-we-bake',
    };
    answers['account.locatePage'] = { ok: true, location: item };
    answers['collections.collectionTemplate'] = { state: 'no-access', credential: 'site-key' };
    answers['collections.itemEditor'] = { state: 'no-access', credential: 'site-key' };
    const model = createSidePanelModel({
      client,
      check: async () => ({ diagnostics: [] }),
      pending: signal(null),
      clearPending: async () => undefined,
    });
    await model.open('http://demo.localhost/post/how-we-bake', 1);
    model.tab.value = 'metadata';
    await vi.waitFor(() => expect(model.tab.value).toBe('item'));
    await vi.waitFor(() => expect(sent).toContain('collections.itemEditor'));
    expect(sent).not.toContain('metadata.pageMetadata');

    answers['account.locatePage'] = { ok: true, location };
    await model.open('http://demo.localhost/', 1);
    await vi.waitFor(() => expect(model.tab.value).toBe('metadata'));
    await vi.waitFor(() => expect(sent).toContain('metadata.pageMetadata'));
  });
});
