import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { z } from 'zod';
import { compareFields } from '@/lib/core/drafts/compare';
import { defineDraftKind } from '@/lib/core/drafts/draft-kind';
import { createDraftKinds, createDraftRemote } from '@/lib/core/drafts/draft-kinds';
import { createDraftHandlers } from '@/lib/core/drafts/draft-messages';
import { createDraftStore } from '@/lib/core/drafts/draft-store';
import type { RemoteState } from '@/lib/core/drafts/draft-types';
import type { Json } from '@/lib/core/drafts/json-value';
import { createDraftSaveExecutor, DRAFT_SAVE_KIND } from '@/lib/core/drafts/save-draft';
import { createJobJournal } from '@/lib/core/jobs/journal';
import { createJobRunner } from '@/lib/core/jobs/runner';
import type { ApiClient } from '@/lib/core/api/client';

/** A CMS item's fields, held by an in-memory service: nothing of it is known to lib/core/drafts. */
function cmsService() {
  const items = new Map<string, { lastUpdated: string; fieldData: Record<string, Json> }>();
  let clock = 0;
  const id = (k: { collectionId: string; itemId: string; localeId: string | null }) =>
    `${k.collectionId}/${k.itemId}/${k.localeId ?? ''}`;
  const stateOf = (k: Parameters<typeof id>[0]): RemoteState => {
    const item = items.get(id(k));
    return { lastUpdated: item?.lastUpdated ?? null, value: item?.fieldData ?? {} };
  };
  const set = (k: Parameters<typeof id>[0], fieldData: Record<string, Json>) =>
    items.set(id(k), { lastUpdated: `t${++clock}`, fieldData });
  const writes: unknown[] = [];
  const kind = defineDraftKind({
    kind: 'cms-item',
    keyFields: { collectionId: z.string().min(1), itemId: z.string().min(1) },
    value: z.record(z.string(), z.json()),
    compare: compareFields,
    remote: (clientFor) => ({
      async read(key) {
        await clientFor(key.siteId);
        return stateOf(key);
      },
      async write(key, send) {
        await clientFor(key.siteId);
        writes.push(send);
        set(key, { ...(stateOf(key).value as Record<string, Json>), ...(send as object) });
        return stateOf(key);
      },
    }),
  });
  return { kind, set, stateOf, writes };
}

function setup() {
  const service = cmsService();
  const drafts = createDraftStore({ kinds: createDraftKinds([service.kind]) });
  const remote = createDraftRemote(drafts.kinds, async () => ({}) as ApiClient);
  const journal = createJobJournal();
  const runner = createJobRunner({
    journal,
    executors: { [DRAFT_SAVE_KIND]: createDraftSaveExecutor({ remote, drafts }) },
    batchSize: 1,
  });
  return { service, handlers: createDraftHandlers({ drafts, journal, runner, remote }) };
}

const item = { kind: 'cms-item', siteId: 's', collectionId: 'posts', itemId: 'i1', localeId: 'fr' };
const fields = { name: 'Bonjour', slug: 'bonjour' };

describe('a kind declared outside lib/core/drafts (a CMS item keyed by collection and item)', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is put, listed by its own key fields and read back', async () => {
    const { service, handlers } = setup();
    service.set(item, fields);
    const base = service.stateOf(item);
    await handlers.putDraft({ ...item, value: { name: 'Salut' }, base });
    await handlers.putDraft({ ...item, itemId: 'i2', value: { name: 'Autre' }, base });
    expect(await handlers.getDraft(item)).toMatchObject({ ...item, value: { name: 'Salut' } });
    expect(await handlers.listDrafts({ siteId: 's', collectionId: 'posts' })).toHaveLength(2);
    expect(await handlers.listDrafts({ itemId: 'i2' })).toEqual([
      expect.objectContaining({ ...item, itemId: 'i2', baseLastUpdated: base.lastUpdated }),
    ]);
    expect(await handlers.listDrafts({ pageId: 'p' })).toEqual([]);
    const stored = await fakeBrowser.storage.local.get(null);
    expect(Object.keys(stored)).toContain('draft:cms-item/s/posts/i1/fr');
  });

  it('saves only the changed fields, and the draft is gone', async () => {
    const { service, handlers } = setup();
    service.set(item, fields);
    await handlers.putDraft({ ...item, value: { name: 'Salut' }, base: service.stateOf(item) });
    const saved = await handlers.saveDraft(item);
    expect(saved).toMatchObject({ status: 'saved', matched: true, wrote: true });
    expect(saved.status === 'saved' && saved.stored.value).toEqual({ ...fields, name: 'Salut' });
    expect(service.writes).toEqual([{ name: 'Salut' }]);
    expect(await handlers.getDraft(item)).toBeNull();
  });

  it('conflicts when someone changed a field it edits, and saves once mine is kept', async () => {
    const { service, handlers } = setup();
    service.set(item, fields);
    await handlers.putDraft({ ...item, value: { name: 'Mine' }, base: service.stateOf(item) });
    service.set(item, { ...fields, name: 'Theirs' });
    const conflict = await handlers.saveDraft(item);
    expect(conflict).toMatchObject({ status: 'conflict', mine: { name: 'Mine' } });
    expect(service.writes).toEqual([]);
    await handlers.rebaseDraft({ key: item, remote: service.stateOf(item) });
    expect(await handlers.saveDraft(item)).toMatchObject({ status: 'saved' });
    expect(service.stateOf(item).value).toEqual({ ...fields, name: 'Mine' });
  });

  it('is refused without its own key fields; another kind is unknown here', async () => {
    const { handlers } = setup();
    const { itemId: _itemId, ...noItem } = item;
    await expect(handlers.getDraft(noItem)).rejects.toThrow(/itemId/);
    await expect(handlers.getDraft({ ...item, kind: 'schema', pageId: 'p' })).rejects.toThrow(
      /"schema"/,
    );
  });

  it('has a name of its own and key fields that are neither generic nor a draft’s', () => {
    const { kind } = cmsService();
    expect(() => createDraftKinds([kind, kind])).toThrow(/registered twice/);
    expect(() =>
      createDraftKinds([{ ...kind, keyFields: { ...kind.keyFields, value: z.string() } }]),
    ).toThrow(/"value"/);
    expect(() =>
      createDraftKinds([{ ...kind, keyFields: { ...kind.keyFields, siteId: z.string() } }]),
    ).toThrow(/"siteId"/);
  });
});
