// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createDraftRescue, flushWhenHidden, type SyncStorage } from '@/lib/core/drafts/rescue';
import type { DraftInput } from '@/lib/core/drafts/draft-types';
import type { PageLocation } from '@/lib/core/locate/page-locator';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { createSchemaModel } from '@/lib/features/schema/model/schema-model';

const input: DraftInput = {
  siteId: 's1',
  pageId: 'p1',
  localeId: null,
  kind: 'schema',
  value: '{"@type":"Thing"',
  base: { lastUpdated: 't1', value: null },
};

function memoryStorage(): SyncStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

describe('createDraftRescue', () => {
  it('keeps an input synchronously and hands it over once', async () => {
    const storage = memoryStorage();
    const rescue = createDraftRescue(storage);
    rescue.keep(input);
    expect(storage.items.size).toBe(1);
    expect(await rescue.take(input)).toEqual(input);
    expect(await rescue.take(input)).toBeUndefined();
  });

  it('forgets a kept input', async () => {
    const rescue = createDraftRescue(memoryStorage());
    rescue.keep(input);
    rescue.forget(input);
    expect(await rescue.take(input)).toBeUndefined();
  });

  it('drops what it cannot read instead of passing it on', async () => {
    const storage = memoryStorage();
    const rescue = createDraftRescue(storage);
    rescue.keep(input);
    const [name] = [...storage.items.keys()];
    storage.items.set(name!, '{"kind":"schema"');
    expect(await rescue.take(input)).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it('does not throw when the storage refuses a write', () => {
    const rescue = createDraftRescue({
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(() => rescue.keep(input)).not.toThrow();
  });
});

describe('flushWhenHidden', () => {
  it('flushes on pagehide and when the page becomes hidden, not when it becomes visible', () => {
    const flush = vi.fn();
    const stop = flushWhenHidden(window, flush);
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(1);
    const state = vi.spyOn(document, 'visibilityState', 'get');
    state.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(1);
    state.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(2);
    state.mockRestore();
  });
});

const at: PageLocation = {
  site: { id: 's1', name: 'Acme' },
  page: { id: 'p1', title: 'Pricing', path: '/pricing' },
  locale: { id: 'en', tag: 'en', name: 'English', primary: true },
  locales: [{ id: 'en', tag: 'en', name: 'English', primary: true }],
  paths: { en: '/pricing' },
  via: 'staging',
};

/** A background that holds drafts in memory and answers the Schema tab's requests. */
function fakeBackground() {
  const drafts = new Map<string, DraftInput>();
  const calls: string[] = [];
  const request = vi.fn(async (type: string, body: unknown) => {
    calls.push(type);
    if (type === 'schema.pageSchema')
      return [{ localeId: null, state: 'none', value: null, raw: null, lastUpdated: 't1' }];
    if (type === 'drafts.putDraft') drafts.set('p1', body as DraftInput);
    if (type === 'drafts.getDraft') return drafts.get('p1') ?? null;
    return null;
  });
  return { client: { request } as unknown as MessagingClient, drafts, calls };
}

describe('the Schema tab’s pending draft when the panel closes', () => {
  it('is sent at once and kept synchronously; the next panel stores the rescued copy first', async () => {
    const storage = memoryStorage();
    const first = fakeBackground();
    const model = createSchemaModel({
      client: first.client,
      check: async () => ({ diagnostics: [] }),
      debounceMs: 60_000,
      rescue: createDraftRescue(storage),
    });
    await model.load(at);
    model.edit('en', '{"@type":"Offer"}');
    const editor = model.editors.value[0]!;
    expect(editor.kept.value).toBe(false);
    model.flushPending();
    // Synchronously: the copy is written and the message has left.
    expect(storage.items.size).toBe(1);
    expect(first.calls).toContain('drafts.putDraft');
    await vi.waitFor(() => expect(editor.kept.value).toBe(true));
    // The store answered, so the copy is no longer needed.
    expect(storage.items.size).toBe(0);
  });

  it('stays kept when the panel closes before the store answers, and the next panel stores it first', async () => {
    const storage = memoryStorage();
    const first = fakeBackground();
    // The page goes away after sending: no answer to putDraft ever arrives.
    const closing = {
      request: (type: string, body: unknown) =>
        type === 'drafts.putDraft'
          ? new Promise(() => undefined)
          : first.client.request(type as never, body as never),
    } as unknown as MessagingClient;
    const model = createSchemaModel({
      client: closing,
      check: async () => ({ diagnostics: [] }),
      debounceMs: 60_000,
      rescue: createDraftRescue(storage),
    });
    await model.load(at);
    model.edit('en', '{"@type":"Product"}');
    model.flushPending();
    expect(storage.items.size).toBe(1);

    const second = fakeBackground();
    const reopened = createSchemaModel({
      client: second.client,
      check: async () => ({ diagnostics: [] }),
      rescue: createDraftRescue(storage),
    });
    await reopened.load(at);
    expect(second.calls.indexOf('drafts.putDraft')).toBeGreaterThanOrEqual(0);
    expect(second.calls.indexOf('drafts.putDraft')).toBeLessThan(
      second.calls.indexOf('drafts.getDraft'),
    );
    expect(reopened.editors.value[0]!.text.value).toBe('{"@type":"Product"}');
    expect(reopened.editors.value[0]!.kept.value).toBe(true);
    expect(storage.items.size).toBe(0);
  });
});
