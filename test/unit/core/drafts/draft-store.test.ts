import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createDraftStore } from '@/lib/core/drafts/draft-store';
import { DraftKindError } from '@/lib/core/drafts/draft-kinds';
import type { DraftInput, DraftSummary } from '@/lib/core/drafts/draft-types';
import { isStaleDraft, STALE_DRAFT_MS } from '@/lib/core/drafts/draft-types';
import { StorageWriteError } from '@/lib/core/storage/storage-error';
import { pageDraftKinds } from '../../support/page-draft-kinds';

const kinds = pageDraftKinds();
const base = { lastUpdated: '2026-01-01T00:00:00Z', value: { '@type': 'Thing' } };

const schemaInput = (over: Partial<DraftInput> = {}): DraftInput =>
  ({
    siteId: 's1',
    pageId: 'p1',
    localeId: null,
    kind: 'schema',
    value: '{"@type": "Thing", "name": ',
    base,
    ...over,
  }) as DraftInput;

const keyOf = (input: DraftInput) => ({
  siteId: input.siteId,
  pageId: input.pageId,
  localeId: input.localeId,
  kind: input.kind,
});

describe('createDraftStore', () => {
  let clock = 1000;
  const now = () => clock;
  beforeEach(() => {
    fakeBrowser.reset();
    clock = 1000;
  });

  it('keeps invalid JSON text as it was typed', async () => {
    const store = createDraftStore({ kinds, now });
    await store.put(schemaInput());
    expect((await store.get(keyOf(schemaInput())))?.value).toBe('{"@type": "Thing", "name": ');
  });

  it('keeps the original base and createdAt on update', async () => {
    const store = createDraftStore({ kinds, now });
    await store.put(schemaInput());
    clock = 2000;
    const updated = await store.put(
      schemaInput({ value: '{}', base: { lastUpdated: 'later', value: null } }),
    );
    expect(updated).toMatchObject({ value: '{}', base, createdAt: 1000, updatedAt: 2000 });
    expect(await store.get(keyOf(schemaInput()))).toEqual(updated);
  });

  it('survives a new store over the same storage (a stopped worker, a closed panel)', async () => {
    await createDraftStore({ kinds, now }).put(schemaInput());
    const again = createDraftStore({ kinds, now });
    expect(await again.get(keyOf(schemaInput()))).toMatchObject({
      value: schemaInput().value,
      base,
    });
    expect(await again.list()).toHaveLength(1);
  });

  it('separates drafts by site, page, locale and kind', async () => {
    const store = createDraftStore({ kinds, now });
    const inputs: DraftInput[] = [
      schemaInput(),
      schemaInput({ localeId: 'fr' }),
      schemaInput({ pageId: 'p2' }),
      schemaInput({ siteId: 's2' }),
      {
        ...keyOf(schemaInput()),
        kind: 'metadata',
        value: { title: 'T' },
        base: { lastUpdated: null, value: {} },
      },
    ];
    for (const input of inputs) {
      clock++;
      await store.put(input);
    }
    expect(await store.list()).toHaveLength(5);
    expect((await store.list({ siteId: 's1' })).map((s) => s.pageId).sort()).toEqual([
      'p1',
      'p1',
      'p1',
      'p2',
    ]);
    expect(await store.list({ siteId: 's1', pageId: 'p1', kind: 'schema' })).toHaveLength(2);
    expect(await store.list({ siteId: 's1', pageId: 'p1', localeId: null })).toHaveLength(2);
    expect((await store.list())[0]).toMatchObject({
      siteId: 's1',
      kind: 'metadata',
      updatedAt: 1005,
    });
  });

  it('does not confuse ids that contain separators', async () => {
    const store = createDraftStore({ kinds, now });
    await store.put(schemaInput({ siteId: 'a/b', pageId: 'c' }));
    await store.put(schemaInput({ siteId: 'a', pageId: 'b/c' }));
    expect(await store.list()).toHaveLength(2);
  });

  it('removes a draft and its index entry', async () => {
    const store = createDraftStore({ kinds, now });
    await store.put(schemaInput());
    await store.put(schemaInput({ localeId: 'fr' }));
    await store.remove(keyOf(schemaInput()));
    expect(await store.get(keyOf(schemaInput()))).toBeNull();
    expect((await store.list()).map((s) => s.localeId)).toEqual(['fr']);
  });

  it('loses no index entry under concurrent puts', async () => {
    const store = createDraftStore({ kinds, now });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.put(schemaInput({ pageId: `p${i}` }))),
    );
    expect(await store.list()).toHaveLength(20);
  });

  it('watches the summaries matching a filter', async () => {
    const store = createDraftStore({ kinds, now });
    const seen: DraftSummary[][] = [];
    const stop = store.watch({ pageId: 'p1' }, (list) => seen.push(list));
    await store.put(schemaInput());
    await store.put(schemaInput({ pageId: 'p2' }));
    await store.remove(keyOf(schemaInput()));
    stop();
    expect(seen.map((list) => list.length)).toEqual([1, 1, 0]);
  });

  it('watches one draft', async () => {
    const store = createDraftStore({ kinds, now });
    const seen: (string | null)[] = [];
    const stop = store.watchDraft(keyOf(schemaInput()), (d) =>
      seen.push(d ? String(d.value) : null),
    );
    await store.put(schemaInput({ value: 'a' }));
    await store.remove(keyOf(schemaInput()));
    stop();
    expect(seen).toEqual(['a', null]);
  });

  it('rebases on keep-mine and on a merged value', async () => {
    const store = createDraftStore({ kinds, now });
    await store.put(schemaInput({ value: '{"a":1}' }));
    const theirs = { lastUpdated: 't2', value: { b: 2 } };
    expect(await store.rebase(keyOf(schemaInput()), theirs)).toMatchObject({
      value: '{"a":1}',
      base: theirs,
    });
    const merged = await store.rebase(keyOf(schemaInput()), theirs, { a: 1, b: 2 });
    expect(JSON.parse(String(merged?.value))).toEqual({ a: 1, b: 2 });
    expect((await store.list())[0]?.baseLastUpdated).toBe('t2');
    expect(await store.rebase(keyOf(schemaInput({ pageId: 'none' })), theirs)).toBeNull();
  });

  it('rejects a quota error with a readable message and keeps the previous draft', async () => {
    const store = createDraftStore({ kinds, now });
    await store.put(schemaInput({ value: 'first' }));
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(
      new Error('QUOTA_BYTES quota exceeded'),
    );
    const write = store.put(schemaInput({ value: 'second' }));
    await expect(write).rejects.toBeInstanceOf(StorageWriteError);
    await expect(write).rejects.toThrow('Your draft was not saved in the browser');
    vi.restoreAllMocks();
    expect((await store.get(keyOf(schemaInput())))?.value).toBe('first');
    await expect(store.put(schemaInput({ value: 'third' }))).resolves.toMatchObject({
      value: 'third',
    });
  });

  it('refuses a draft over the size bound', async () => {
    const store = createDraftStore({ kinds, now, maxDraftBytes: 1024 });
    await expect(store.put(schemaInput({ value: 'x'.repeat(2000) }))).rejects.toMatchObject({
      reason: 'too-large',
    });
    expect(await store.list()).toEqual([]);
  });

  it('rejects malformed input', async () => {
    const store = createDraftStore({ kinds, now });
    await expect(store.put({ ...schemaInput(), siteId: '' })).rejects.toThrow();
    await expect(
      store.put({ ...schemaInput(), value: 42 } as unknown as DraftInput),
    ).rejects.toThrow();
  });

  it('reads and keeps the drafts stored before kinds were declared by features (same ids)', async () => {
    // What the store wrote when it knew only `schema` and `metadata` drafts keyed by a page.
    const summary = { siteId: 's1', pageId: 'p1', localeId: 'fr', kind: 'schema' };
    await fakeBrowser.storage.local.set({
      'draft:schema/s1/p1/fr': { ...summary, value: '{"a":1}', base, createdAt: 5, updatedAt: 6 },
      'draft:schema/s1/p1/fr$': { v: 1 },
      draftIndex: {
        'schema/s1/p1/fr': {
          ...summary,
          baseLastUpdated: base.lastUpdated,
          createdAt: 5,
          updatedAt: 6,
        },
      },
      draftIndex$: { v: 1 },
    });
    const store = createDraftStore({ kinds, now });
    expect(await store.get(summary)).toMatchObject({ value: '{"a":1}', createdAt: 5 });
    expect(await store.list({ pageId: 'p1' })).toEqual([
      { ...summary, baseLastUpdated: base.lastUpdated, createdAt: 5, updatedAt: 6 },
    ]);
    await store.put({ ...summary, value: '{"a":2}', base });
    const stored = await fakeBrowser.storage.local.get(null);
    expect(
      Object.keys(stored)
        .filter((k) => k.startsWith('draft:'))
        .sort(),
    ).toEqual(['draft:schema/s1/p1/fr', 'draft:schema/s1/p1/fr$']);
    expect(stored['draft:schema/s1/p1/fr']).toMatchObject({ value: '{"a":2}', createdAt: 5 });
  });

  it('refuses a kind nobody registered in words an editor can read, and lists none of it', async () => {
    const store = createDraftStore({ kinds, now });
    const unknown = { ...schemaInput(), kind: 'retired' };
    await expect(store.put(unknown)).rejects.toBeInstanceOf(DraftKindError);
    await expect(store.get(unknown)).rejects.toThrow(/"retired"/);
    await fakeBrowser.storage.local.set({
      draftIndex: {
        'retired/s1/p1/': { ...keyOf(unknown), baseLastUpdated: null, createdAt: 1, updatedAt: 1 },
      },
    });
    expect(await store.list()).toEqual([]);
  });

  it('refuses a key without its kind’s own fields, or a value its kind does not keep', async () => {
    const store = createDraftStore({ kinds, now });
    const { pageId: _pageId, ...noPage } = schemaInput();
    await expect(store.put(noPage as DraftInput)).rejects.toThrow(/"schema".*pageId/s);
    await expect(store.put({ ...schemaInput(), kind: 'metadata', value: 'text' })).rejects.toThrow(
      /"metadata"/,
    );
  });

  it('flags old drafts without deleting them', async () => {
    const store = createDraftStore({ kinds, now });
    await store.put(schemaInput());
    clock += STALE_DRAFT_MS + 1;
    const [summary] = await store.list();
    expect(summary && isStaleDraft(summary, clock)).toBe(true);
    expect(summary && isStaleDraft(summary, 1000 + STALE_DRAFT_MS)).toBe(false);
  });
});
