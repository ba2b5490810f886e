import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import type { MessagingClient } from '@/lib/core/messaging/client';
import type { Status } from '@/lib/features/account/session-messages';
import { createSchemaModel } from '@/lib/features/schema/model/schema-model';
import { createSidePanelModel } from '@/lib/app/model/side-panel-model';
import { readViewCache, writeViewCache } from '@/lib/app/model/view-cache';
import { readMarkup, writeMarkup } from '@/lib/features/schema/model/markup-cache';
import type { LocaleSchema } from '@/lib/features/schema/page-schema';

const URL_ = 'http://demo.localhost/about';
const en = { id: 'en', tag: 'en', name: 'English', primary: true };
const fr = { id: 'fr', tag: 'fr', name: 'French', primary: false };
const location = (locales = [en]) => ({
  site: { id: 's', name: 'Demo' },
  page: { id: 'p', title: 'About', path: '/about' },
  locale: en,
  locales,
  paths: { en: '/about' },
  via: 'staging' as const,
});
const status: Status = { version: '1', signedIn: true, accounts: [], signIn: 'idle', rates: [] };
const none = { localeId: null, state: 'none', value: null, raw: null, lastUpdated: null };

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

/** A background whose `account.locatePage` answers only when `locate.answer` is called. */
function heldLocateClient(fresh: ReturnType<typeof location>) {
  const sent: { type: string; data: unknown }[] = [];
  let answerLocate: (value: unknown) => void = () => undefined;
  const client = {
    request: async (type: string, data: unknown) => {
      sent.push({ type, data });
      if (type === 'account.locatePage') {
        return new Promise((resolve) => (answerLocate = resolve));
      }
      if (type === 'account.getStatus') return status;
      if (type === 'schema.pageSchema')
        return (data as { localeIds: unknown[] }).localeIds.map(() => none);
      return null;
    },
  } as unknown as MessagingClient;
  return {
    client,
    sent,
    types: () => sent.map((s) => s.type),
    answerLocate: () => answerLocate({ ok: true, location: fresh }),
  };
}

function panel(client: MessagingClient, cache: ReturnType<typeof memoryStorage>) {
  return createSidePanelModel({
    client,
    check: async () => ({ diagnostics: [] }),
    pending: signal(null),
    clearPending: async () => undefined,
    cache,
  });
}

describe('side panel: the last view', () => {
  it('reads the markup of the last located page while that address is located again', async () => {
    const cache = memoryStorage();
    writeViewCache(cache, {
      status,
      location: { url: URL_, answer: { ok: true, location: location() } },
    });
    const background = heldLocateClient(location());
    const model = panel(background.client, cache);
    const opening = model.open(URL_, 1);
    await vi.waitFor(() => expect(model.schema.editors.value).toHaveLength(1));
    // Still locating: the markup did not wait for it.
    expect(model.location.loading.value).toBe(true);
    background.answerLocate();
    await opening;
    await new Promise((r) => setTimeout(r, 20));
    expect(background.types().filter((t) => t === 'schema.pageSchema')).toHaveLength(1);
  });

  it('reads the markup again when the page located afresh differs from the last view', async () => {
    const cache = memoryStorage();
    writeViewCache(cache, {
      status,
      location: { url: URL_, answer: { ok: true, location: location() } },
    });
    const background = heldLocateClient(location([en, fr]));
    const model = panel(background.client, cache);
    const opening = model.open(URL_, 1);
    background.answerLocate();
    await opening;
    await vi.waitFor(() => expect(model.schema.editors.value).toHaveLength(2));
    const reads = background.sent.filter((s) => s.type === 'schema.pageSchema');
    expect(reads.map((r) => (r.data as { localeIds: unknown[] }).localeIds)).toEqual([
      [null],
      [null, 'fr'],
    ]);
    await new Promise((r) => setTimeout(r, 20));
    expect(model.schema.editors.value.map((e) => e.locale.id)).toEqual(['en', 'fr']);
    expect(readViewCache(cache).location?.answer).toEqual({
      ok: true,
      location: location([en, fr]),
    });
  });

  it('uses no last view of another address, and keeps the one it located', async () => {
    const cache = memoryStorage();
    writeViewCache(cache, {
      status,
      location: { url: 'http://demo.localhost/other', answer: { ok: true, location: location() } },
    });
    const background = heldLocateClient(location());
    const model = panel(background.client, cache);
    const opening = model.open(URL_, 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(background.types()).not.toContain('schema.pageSchema');
    expect(model.location.answer.value).toBeUndefined();
    background.answerLocate();
    await opening;
    await vi.waitFor(() => expect(background.types()).toContain('schema.pageSchema'));
    expect(readViewCache(cache).location?.url).toBe(URL_);
  });
});

describe('side panel: the last status', () => {
  it('paints the last status at once, and forgets the kept markup when nobody is signed in', async () => {
    const cache = memoryStorage();
    writeViewCache(cache, {
      status,
      location: { url: URL_, answer: { ok: true, location: location() } },
    });
    writeMarkup(cache, { siteId: 's', pageId: 'p', localeIds: [null] }, [none as LocaleSchema]);
    let answerStatus: (value: Status) => void = () => undefined;
    const client = {
      request: async (type: string) => {
        if (type === 'account.getStatus') return new Promise((resolve) => (answerStatus = resolve));
        if (type === 'account.locatePage') return { ok: true, location: location() };
        if (type === 'schema.pageSchema') return [none];
        return null;
      },
    } as unknown as MessagingClient;
    const model = panel(client, cache);
    expect(model.session.status.value?.signedIn).toBe(true);
    const opening = model.open(URL_, 1);
    // The kept markup shows before the background says who is signed in.
    expect(model.schema.editors.value).toHaveLength(1);
    expect(readViewCache(cache).location?.url).toBe(URL_);
    answerStatus({ ...status, signedIn: false });
    await opening;
    expect(model.location.answer.value).toBeUndefined();
    expect(readMarkup(cache, { siteId: 's', pageId: 'p', localeIds: [null] })).toBeUndefined();
    expect(readViewCache(cache).location).toBeUndefined();
  });
});

describe('schema model: two loads in flight', () => {
  it('shows the later load, even when the earlier one answers last', async () => {
    const answers: ((value: unknown) => void)[] = [];
    const client = {
      request: async (type: string) =>
        type === 'schema.pageSchema' ? new Promise((resolve) => answers.push(resolve)) : null,
    } as unknown as MessagingClient;
    const model = createSchemaModel({ client, check: async () => ({ diagnostics: [] }) });
    const first = model.load(location(), URL_);
    const second = model.load(location([en, fr]), URL_);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!([none, { ...none, localeId: 'fr' }]);
    await second;
    answers[0]!([none]);
    await first;
    expect(model.editors.value.map((e) => e.locale.id)).toEqual(['en', 'fr']);
  });
});
