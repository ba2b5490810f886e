import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createDraftHandlers, draftMessages } from '@/lib/core/drafts/draft-messages';
import { createDraftStore } from '@/lib/core/drafts/draft-store';
import type { DraftRemote } from '@/lib/core/drafts/draft-kind';
import { createDraftSaveExecutor, DRAFT_SAVE_KIND } from '@/lib/core/drafts/save-draft';
import type { RemoteState } from '@/lib/core/drafts/draft-types';
import { createJobJournal } from '@/lib/core/jobs/journal';
import { createJobRunner } from '@/lib/core/jobs/runner';
import { pageDraftKinds } from '../../support/page-draft-kinds';

const key = { siteId: 's', pageId: 'p', localeId: null, kind: 'schema' as const };

function setup() {
  let remoteState: RemoteState = { lastUpdated: 't1', value: { '@type': 'Thing' } };
  const writes: unknown[] = [];
  const remote: DraftRemote = {
    read: async () => remoteState,
    write: async (_key, send) => {
      writes.push(send);
      remoteState = { lastUpdated: 't2', value: send as RemoteState['value'] };
      return remoteState;
    },
  };
  const drafts = createDraftStore({ kinds: pageDraftKinds() });
  const journal = createJobJournal();
  const runner = createJobRunner({
    journal,
    executors: { [DRAFT_SAVE_KIND]: createDraftSaveExecutor({ remote, drafts }) },
    batchSize: 1,
  });
  return { writes, handlers: createDraftHandlers({ drafts, journal, runner, remote }) };
}

describe('draft messages', () => {
  beforeEach(() => fakeBrowser.reset());

  it('validates requests with the message schemas, which are every kind’s', () => {
    const valid = (data: unknown) => draftMessages.getDraft.request.safeParse(data).success;
    expect(valid(key)).toBe(true);
    expect(valid({ ...key, kind: 'cms-item', collectionId: 'c', itemId: 'i' })).toBe(true);
    expect(valid({ ...key, kind: '' })).toBe(false);
    expect(valid({ ...key, pageId: 42 })).toBe(false);
    expect(valid({ ...key, pageId: '' })).toBe(false);
    expect(draftMessages.listDrafts.request.safeParse({ siteId: 's' }).success).toBe(true);
    expect(
      draftMessages.rebaseDraft.request.safeParse({
        key,
        remote: { lastUpdated: null, value: null },
      }).success,
    ).toBe(true);
  });

  it('refuses a kind nobody registered, and a key missing its kind’s own fields', async () => {
    const { handlers } = setup();
    const retired = { ...key, kind: 'retired' };
    await expect(handlers.getDraft(retired)).rejects.toThrow(/"retired"/);
    await expect(handlers.saveDraft(retired)).rejects.toThrow(/"retired"/);
    await expect(handlers.listDrafts({ kind: 'retired' })).rejects.toThrow(/"retired"/);
    const { pageId: _pageId, ...noPage } = key;
    await expect(handlers.getDraft(noPage)).rejects.toThrow(/pageId/);
  });

  it('puts, lists, saves with the kind’s normalizer, and removes', async () => {
    const { handlers, writes } = setup();
    const text = '<script type="application/ld+json">{"@type":"Thing","name":"N"}</script>';
    await handlers.putDraft({
      ...key,
      value: text,
      base: { lastUpdated: 't1', value: { '@type': 'Thing' } },
    });
    expect(await handlers.listDrafts({ siteId: 's' })).toHaveLength(1);
    expect(await handlers.saveDraft(key)).toMatchObject({ status: 'saved', matched: true });
    expect(writes).toEqual([{ '@type': 'Thing', name: 'N' }]);
    expect(await handlers.getDraft(key)).toBeNull();

    await handlers.putDraft({ ...key, value: '{}', base: { lastUpdated: 't2', value: null } });
    await handlers.removeDraft(key);
    expect(await handlers.listDrafts({})).toEqual([]);
  });

  it('resolves a conflict by keeping mine, then saves', async () => {
    const { handlers, writes } = setup();
    await handlers.putDraft({
      ...key,
      value: '{"@type":"Event"}',
      base: { lastUpdated: 't0', value: { '@type': 'Old' } },
    });
    const conflict = await handlers.saveDraft(key);
    expect(conflict).toMatchObject({ status: 'conflict', theirs: { '@type': 'Thing' } });
    expect(writes).toEqual([]);
    await handlers.rebaseDraft({ key, remote: { lastUpdated: 't1', value: { '@type': 'Thing' } } });
    expect(await handlers.saveDraft(key)).toMatchObject({ status: 'saved' });
    expect(writes).toEqual([{ '@type': 'Event' }]);
  });
});
