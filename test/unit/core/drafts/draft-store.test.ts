import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createDraftStore } from '@/lib/core/drafts/draft-store';
import type { DraftInput, DraftSummary } from '@/lib/core/drafts/draft-types';
import { isStaleDraft, STALE_DRAFT_MS } from '@/lib/core/drafts/draft-types';
import { StorageWriteError } from '@/lib/core/storage/storage-error';

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
    const store = createDraftStore({ now });
    await store.put(schemaInput());
    expect((await store.get(keyOf(schemaInput())))?.value).toBe('{"@type": "Thing", "name": ');
  });

  it('keeps the original base and createdAt on update', async () => {
    const store = createDraftStore({ now });
    await store.put(schemaInput());
    clock = 2000;
    const updated = await store.put(
      schemaInput({ value: '{}', base: { lastUpdated: 'later', value: null } }),
    );
    expect(updated).toMatchObject({ value: '{}', base, createdAt: 1000, updatedAt: 2000 });
    expect(await store.get(keyOf(schemaInput()))).toEqual(updated);
  });

  it('survives a new store over the same storage (a stopped worker, a closed panel)', async () => {
    await createDraftStore({ now }).put(schemaInput());
    const again = createDraftStore({ now });
    expect(await again.get(keyOf(schemaInput()))).toMatchObject({
      value: schemaInput().value,
      base,
    });
    expect(await again.list()).toHaveLength(1);
  });

  it('separates drafts by site, page, locale and kind', async () => {
    const store = createDraftStore({ now });
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
    const store = createDraftStore({ now });
    await store.put(schemaInput({ siteId: 'a/b', pageId: 'c' }));
    await store.put(schemaInput({ siteId: 'a', pageId: 'b/c' }));
    expect(await store.list()).toHaveLength(2);
  });

  it('removes a draft and its index entry', async () => {
    const store = createDraftStore({ now });
    await store.put(schemaInput());
    await store.put(schemaInput({ localeId: 'fr' }));
    await store.remove(keyOf(schemaInput()));
    expect(await store.get(keyOf(schemaInput()))).toBeNull();
    expect((await store.list()).map((s) => s.localeId)).toEqual(['fr']);
  });

  it('loses no index entry under concurrent puts', async () => {
    const store = createDraftStore({ now });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.put(schemaInput({ pageId: `p${i}` }))),
    );
    expect(await store.list()).toHaveLength(20);
  });

  it('watches the summaries matching a filter', async () => {
    const store = createDraftStore({ now });
    const seen: DraftSummary[][] = [];
    const stop = store.watch({ pageId: 'p1' }, (list) => seen.push(list));
    await store.put(schemaInput());
    await store.put(schemaInput({ pageId: 'p2' }));
    await store.remove(keyOf(schemaInput()));
    stop();
    expect(seen.map((list) => list.length)).toEqual([1, 1, 0]);
  });

  it('watches one draft', async () => {
    const store = createDraftStore({ now });
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
    const store = createDraftStore({ now });
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
    const store = createDraftStore({ now });
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
    const store = createDraftStore({ now, maxDraftBytes: 1024 });
    await expect(store.put(schemaInput({ value: 'x'.repeat(2000) }))).rejects.toMatchObject({
      reason: 'too-large',
    });
    expect(await store.list()).toEqual([]);
  });

  it('rejects malformed input', async () => {
    const store = createDraftStore({ now });
    await expect(store.put({ ...schemaInput(), siteId: '' })).rejects.toThrow();
    await expect(
      store.put({ ...schemaInput(), value: 42 } as unknown as DraftInput),
    ).rejects.toThrow();
  });

  it('flags old drafts without deleting them', async () => {
    const store = createDraftStore({ now });
    await store.put(schemaInput());
    clock += STALE_DRAFT_MS + 1;
    const [summary] = await store.list();
    expect(summary && isStaleDraft(summary, clock)).toBe(true);
    expect(summary && isStaleDraft(summary, 1000 + STALE_DRAFT_MS)).toBe(false);
  });
});
