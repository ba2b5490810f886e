import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createDraftStore } from '@/lib/core/drafts/draft-store';
import type { DraftInput, DraftKey, RemoteState } from '@/lib/core/drafts/draft-types';
import { overlay } from '@/lib/core/drafts/check';
import type { DraftRemote } from '@/lib/core/drafts/draft-kind';
import { createDraftSaveExecutor, DRAFT_SAVE_KIND, saveDraft } from '@/lib/core/drafts/save-draft';
import { createJobJournal } from '@/lib/core/jobs/journal';
import { createJobRunner } from '@/lib/core/jobs/runner';
import { pageDraftKinds } from '../../support/page-draft-kinds';

const schemaKey: DraftKey = { siteId: 's', pageId: 'p', localeId: 'fr', kind: 'schema' };
const metaKey: DraftKey = { ...schemaKey, kind: 'metadata' };
const article = { '@type': 'Article', headline: 'Old' };
const page = { title: 'Home', slug: 'home', seo: { title: 'T', description: 'D' } };

/** An emulated service holding one schema value and one page, with a log of writes. */
function fakeRemote() {
  const state = {
    schema: { lastUpdated: 't1', value: article as unknown },
    page: { lastUpdated: 't1', value: page as unknown },
  };
  const writes: unknown[] = [];
  let version = 1;
  const behaviour = {
    /** 'ok' | 'reject' (400, nothing applied) | 'drop' (applied, then the connection dropped). */
    mode: 'ok' as 'ok' | 'reject' | 'drop',
    /** Slugs the service silently ignores (home page). */
    ignoreSlug: false,
    /** Called inside a write, before the answer (a slow network). */
    during: async () => {},
  };
  const slot = (key: DraftKey) => (key.kind === 'schema' ? 'schema' : 'page');
  const remote: DraftRemote = {
    read: async (key) => structuredClone(state[slot(key)]) as RemoteState,
    write: async (key, send) => {
      if (behaviour.mode === 'reject') throw new Error('The markup is not valid JSON-LD');
      writes.push(send);
      const target = state[slot(key)];
      let next = key.kind === 'schema' ? send : overlay(target.value, send);
      if (behaviour.ignoreSlug && key.kind === 'metadata')
        next = { ...(next as object), slug: (target.value as typeof page).slug };
      state[slot(key)] = { lastUpdated: `t${++version}`, value: next };
      await behaviour.during();
      if (behaviour.mode === 'drop') throw new Error('socket hang up');
      return structuredClone(state[slot(key)]) as RemoteState;
    },
  };
  return { state, writes, behaviour, remote };
}

function setup() {
  const service = fakeRemote();
  const drafts = createDraftStore({ kinds: pageDraftKinds() });
  const journal = createJobJournal();
  const runner = createJobRunner({
    journal,
    executors: { [DRAFT_SAVE_KIND]: createDraftSaveExecutor({ remote: service.remote, drafts }) },
    batchSize: 1,
  });
  const deps = { drafts, journal, runner, remote: service.remote };
  return { service, drafts, journal, runner, deps };
}

const schemaDraft = (text: string): DraftInput => ({
  ...schemaKey,
  kind: 'schema',
  value: text,
  base: { lastUpdated: 't1', value: article },
});

describe('drafts.saveDraft', () => {
  beforeEach(() => fakeBrowser.reset());
  const mine = { '@type': 'Article', headline: 'New' };

  it('writes a clean draft once, then drops it and the job', async () => {
    const { service, drafts, journal, deps } = setup();
    await drafts.put(schemaDraft(JSON.stringify(mine)));
    const result = await saveDraft(deps, schemaKey);
    expect(result).toMatchObject({
      status: 'saved',
      matched: true,
      wrote: true,
      stored: { value: mine },
    });
    expect(service.writes).toEqual([mine]);
    expect(await drafts.get(schemaKey)).toBeNull();
    expect(await journal.list()).toEqual([]);
  });

  it('sends nothing on a conflict and keeps the draft', async () => {
    const { service, drafts, deps } = setup();
    await drafts.put(schemaDraft(JSON.stringify(mine)));
    service.state.schema = { lastUpdated: 't9', value: { ...article, headline: 'Theirs' } };
    const result = await saveDraft(deps, schemaKey);
    expect(result).toMatchObject({ status: 'conflict', theirs: { headline: 'Theirs' }, mine });
    expect(service.writes).toEqual([]);
    expect(await drafts.get(schemaKey)).not.toBeNull();
  });

  it('sends nothing for invalid text, and nothing when the service already holds the draft', async () => {
    const { service, drafts, deps } = setup();
    await drafts.put(schemaDraft('{"@type": '));
    expect((await saveDraft(deps, schemaKey)).status).toBe('invalid');
    await drafts.put(schemaDraft(JSON.stringify(mine)));
    service.state.schema = { lastUpdated: 't2', value: mine };
    expect(await saveDraft(deps, schemaKey)).toMatchObject({ status: 'saved', wrote: false });
    expect(service.writes).toEqual([]);
    expect(await drafts.get(schemaKey)).toBeNull();
    expect(await saveDraft(deps, schemaKey)).toEqual({ status: 'no-draft' });
  });

  it('reports a refused write in words and keeps the draft', async () => {
    const { service, drafts, deps } = setup();
    await drafts.put(schemaDraft(JSON.stringify(mine)));
    service.behaviour.mode = 'reject';
    expect(await saveDraft(deps, schemaKey)).toEqual({
      status: 'failed',
      message: 'The markup is not valid JSON-LD',
    });
    expect((await drafts.get(schemaKey))?.value).toBe(JSON.stringify(mine));
  });

  it('a write that applied before the connection dropped is verified, not repeated', async () => {
    const { service, drafts, deps } = setup();
    await drafts.put(schemaDraft(JSON.stringify(mine)));
    service.behaviour.mode = 'drop';
    expect(await saveDraft(deps, schemaKey)).toMatchObject({
      status: 'saved',
      matched: true,
      wrote: true,
    });
    expect(service.writes).toHaveLength(1);
    expect(await drafts.get(schemaKey)).toBeNull();
  });

  it('never reports a dropped slug as saved: the draft keeps it, rebased on what was stored', async () => {
    const { service, drafts, deps } = setup();
    await drafts.put({
      ...metaKey,
      kind: 'metadata',
      value: { slug: 'new', seo: { title: 'New' } },
      base: { lastUpdated: 't1', value: page },
    });
    service.behaviour.ignoreSlug = true;
    const result = await saveDraft(deps, metaKey);
    expect(result).toMatchObject({ status: 'saved', matched: false });
    expect(service.writes).toEqual([{ slug: 'new', seo: { title: 'New', description: 'D' } }]);
    const kept = await drafts.get(metaKey);
    expect(kept).toMatchObject({ value: { slug: 'new' }, base: { lastUpdated: 't2' } });
  });

  it('keeps what the editor typed while the save was in flight', async () => {
    const { service, drafts, deps } = setup();
    await drafts.put(schemaDraft(JSON.stringify(mine)));
    const later = { ...mine, headline: 'Newer' };
    service.behaviour.during = async () => {
      await drafts.put(schemaDraft(JSON.stringify(later)));
    };
    await saveDraft(deps, schemaKey);
    const kept = await drafts.get(schemaKey);
    expect(JSON.parse(String(kept?.value))).toEqual(later);
    expect(kept?.base).toEqual({ lastUpdated: 't2', value: mine });
  });

  it('a double click joins the running save instead of writing twice', async () => {
    const { service, drafts, deps } = setup();
    await drafts.put(schemaDraft(JSON.stringify(mine)));
    const [a, b] = await Promise.all([saveDraft(deps, schemaKey), saveDraft(deps, schemaKey)]);
    expect(service.writes).toHaveLength(1);
    expect([a.status, b.status]).toEqual(['saved', 'saved']);
  });

  it('a worker stopped mid-save finishes on restart without a second write', async () => {
    const { service, drafts, deps } = setup();
    await drafts.put(schemaDraft(JSON.stringify(mine)));
    service.behaviour.during = () => new Promise<never>(() => {});
    void saveDraft(deps, schemaKey);
    for (let i = 0; i < 50 && service.writes.length === 0; i++)
      await new Promise((r) => setTimeout(r, 0));
    expect(service.writes).toHaveLength(1);
    service.behaviour.during = async () => {};

    const restartedDrafts = createDraftStore({ kinds: pageDraftKinds() });
    const runner = createJobRunner({
      journal: createJobJournal(),
      executors: {
        [DRAFT_SAVE_KIND]: createDraftSaveExecutor({
          remote: service.remote,
          drafts: restartedDrafts,
        }),
      },
      batchSize: 1,
      // The first life's write has landed already; nothing else can land later.
      settleMs: 0,
    });
    expect((await runner.resumeAll()).resumed).toHaveLength(1);
    expect(service.writes).toHaveLength(1);
    expect(await restartedDrafts.get(schemaKey)).toBeNull();
  });
});
