import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { emulatorClient } from '../../support/emulator-client';
import type { ApiClient } from '@/lib/core/api/client';
import { createDraftKinds, createDraftRemote } from '@/lib/core/drafts/draft-kinds';
import { createDraftHandlers } from '@/lib/core/drafts/draft-messages';
import { createDraftStore } from '@/lib/core/drafts/draft-store';
import { createDraftSaveExecutor, DRAFT_SAVE_KIND } from '@/lib/core/drafts/save-draft';
import { createJobJournal } from '@/lib/core/jobs/journal';
import { createJobRunner } from '@/lib/core/jobs/runner';
import { createCollectionLookup } from '@/lib/features/collections/collection-lookup';
import { itemDraftKind } from '@/lib/features/collections/item-draft-kind';
import { createItemHandlers } from '@/lib/features/collections/item-messages';
import { clearWriteRefusals } from '@/lib/features/collections/write-refusals';
import { startEmulator, type TestEmulator } from '@/emulator/testing';

type Row = { id: string; cmsLocaleId: string; fieldData: Record<string, unknown> };

describe('the Item tab’s messages against the emulator', () => {
  let emu: TestEmulator;
  let site: TestEmulator['fixtures']['sites'][number];
  let blogId: string;
  let cms: { en: string; fr: string; de: string };
  let post: Row;
  const get = async <T>(path: string) => (await emu.call<T>(path, { token: site.apiKey! })).body;

  /** The item handlers and the draft machinery over a credential of `token`. */
  const setup = (
    token = site.apiKey!,
    credential: { kind: 'site-key' | 'oauth'; scopes?: string[] } = { kind: 'site-key' },
  ) => {
    const client: ApiClient = emulatorClient(emu, token);
    const lookup = createCollectionLookup({
      clientFor: async () => client,
      credentialKind: async () => credential.kind,
    });
    const items = createItemHandlers({
      lookup,
      clientFor: async () => client,
      credentialKind: async () => credential.kind,
      credentialScopes: async () => credential.scopes,
    });
    const store = createDraftStore({ kinds: createDraftKinds([itemDraftKind]) });
    const remote = createDraftRemote(store.kinds, async () => client);
    const journal = createJobJournal();
    const runner = createJobRunner({
      journal,
      executors: { [DRAFT_SAVE_KIND]: createDraftSaveExecutor({ remote, drafts: store }) },
      batchSize: 1,
    });
    return { items, drafts: createDraftHandlers({ drafts: store, journal, runner, remote }) };
  };
  const editorRequest = () => ({
    siteId: site.id,
    collectionId: blogId,
    itemSlug: String(post.fieldData.slug),
    cmsLocaleId: cms.fr,
    cmsLocaleIds: [cms.fr, cms.en, cms.de],
  });
  const keyOf = (cmsLocaleId: string) => ({
    kind: 'cms-item',
    siteId: site.id,
    localeId: cmsLocaleId === cms.en ? null : `locale-${cmsLocaleId}`,
    collectionId: blogId,
    itemId: post.id,
    cmsLocaleId,
  });
  const staged = (cmsLocaleId: string) =>
    get<Row>(`/v2/collections/${blogId}/items/${post.id}?cmsLocaleId=${cmsLocaleId}`);
  const live = (cmsLocaleId: string) =>
    get<Row>(`/v2/collections/${blogId}/items/${post.id}/live?cmsLocaleId=${cmsLocaleId}`);

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    site = emu.fixtures.sites[0]!;
    const locales = [site.locales.primary, ...site.locales.secondary] as { cmsLocaleId: string }[];
    cms = { en: locales[0]!.cmsLocaleId, fr: locales[1]!.cmsLocaleId, de: locales[2]!.cmsLocaleId };
    const { collections } = await get<{ collections: { id: string; displayName: string }[] }>(
      `/v2/sites/${site.id}/collections`,
    );
    blogId = collections.find((c) => c.displayName === 'Blog Posts')!.id;
  });
  beforeEach(async () => {
    fakeBrowser.reset();
    await emu.control('/reset', { method: 'POST' });
    const { items } = await get<{ items: Row[] }>(
      `/v2/collections/${blogId}/items/live?limit=1&cmsLocaleId=${cms.fr}`,
    );
    post = items[0]!;
  });
  afterEach(() => clearWriteRefusals());
  afterAll(() => emu?.close());

  it('answers the item with its fields by type and its staged values in every locale asked', async () => {
    const answer = await setup().items.itemEditor(editorRequest());
    if (answer.state !== 'item') throw new Error(answer.state);
    expect(answer.itemId).toBe(post.id);
    expect(answer.collection.name).toBe('Blog Posts');
    expect(answer.fields).toContainEqual(
      expect.objectContaining({ slug: 'post-summary', type: 'PlainText', maxLength: 160 }),
    );
    expect(answer.fields).toContainEqual(
      expect.objectContaining({ slug: 'post-body', type: 'RichText' }),
    );
    expect(answer.locales.map((r) => r.cmsLocaleId)).toEqual([cms.fr, cms.en, cms.de]);
    expect(answer.locales[0]!.fieldData.name).toBe(post.fieldData.name);
    expect(answer.locales[1]!.fieldData.name).not.toBe(post.fieldData.name);
    expect(answer.locales.every((r) => !r.changed)).toBe(true);
    expect(answer.write).toBe('ok');
    expect(answer.seo).toEqual({ [cms.fr]: null, [cms.en]: null, [cms.de]: null });
  });

  it('saves a French title for that CMS locale only, then publishes that item in French only', async () => {
    const { items, drafts } = setup();
    const before = await staged(cms.fr);
    const english = await staged(cms.en);
    const title = 'Le levain, pas à pas';
    await drafts.putDraft({
      ...keyOf(cms.fr),
      value: { name: title },
      base: {
        lastUpdated: (before as { lastUpdated?: string }).lastUpdated ?? null,
        value: before.fieldData as never,
      },
    });
    const saved = await drafts.saveDraft(keyOf(cms.fr));
    expect(saved).toMatchObject({ status: 'saved', matched: true, wrote: true });
    expect((await staged(cms.fr)).fieldData.name).toBe(title);
    expect((await staged(cms.en)).fieldData).toEqual(english.fieldData);
    expect((await live(cms.fr)).fieldData.name).toBe(post.fieldData.name);

    const changed = await items.itemEditor(editorRequest());
    if (changed.state !== 'item') throw new Error(changed.state);
    expect(changed.locales[0]).toMatchObject({
      changed: true,
      live: { name: post.fieldData.name },
    });
    expect(changed.locales[1]!.changed).toBe(false);

    const published = await items.publishItem({
      siteId: site.id,
      collectionId: blogId,
      itemId: post.id,
      locales: [{ cmsLocaleId: cms.fr, localeId: 'fr-locale' }],
    });
    expect(published).toEqual({ state: 'published', published: true, errors: [] });
    expect((await live(cms.fr)).fieldData.name).toBe(title);
    expect((await live(cms.en)).fieldData.name).toBe(english.fieldData.name);
    const after = await items.itemEditor(editorRequest());
    expect(after.state === 'item' && after.locales[0]!.changed).toBe(false);
  });

  it('refuses a save when someone changed the field since the draft started', async () => {
    const { drafts } = setup();
    const before = await staged(cms.fr);
    await drafts.putDraft({
      ...keyOf(cms.fr),
      value: { name: 'Mine' },
      base: {
        lastUpdated: (before as { lastUpdated?: string }).lastUpdated ?? null,
        value: before.fieldData as never,
      },
    });
    await emu.call(`/v2/collections/${blogId}/items/${post.id}`, {
      method: 'PATCH',
      token: site.apiKey!,
      body: { cmsLocaleId: cms.fr, fieldData: { name: 'Theirs' } },
    });
    expect(await drafts.saveDraft(keyOf(cms.fr))).toMatchObject({ status: 'conflict' });
    expect((await staged(cms.fr)).fieldData.name).toBe('Theirs');
  });

  it('remembers the confirmed fields per collection, and a locale’s own where they differ', async () => {
    const { items } = setup();
    const map = { title: 'name', description: 'post-summary', ogImage: 'main-image' };
    await items.rememberItemSeo({
      siteId: site.id,
      collectionId: blogId,
      cmsLocaleId: cms.fr,
      map,
    });
    const german = { ...map, description: null };
    expect(
      await items.rememberItemSeo({
        siteId: site.id,
        collectionId: blogId,
        cmsLocaleId: cms.de,
        map: german,
      }),
    ).toEqual({ [cms.de]: german });
    const answer = await items.itemEditor(editorRequest());
    expect(answer.state === 'item' && answer.seo).toEqual({
      [cms.fr]: map,
      [cms.en]: map,
      [cms.de]: german,
    });
  });

  it('a key without cms:write reads the item, and says so once the service refused a write', async () => {
    const { body } = await emu.control<{ apiKey: string }>('/site-keys', {
      method: 'POST',
      body: { siteId: site.id, withoutScopes: ['cms:write'] },
    });
    const { items, drafts } = setup(body.apiKey);
    expect(await items.itemEditor(editorRequest())).toMatchObject({ state: 'item', write: 'ok' });
    const before = await staged(cms.fr);
    await drafts.putDraft({
      ...keyOf(cms.fr),
      value: { name: 'Nouveau' },
      base: {
        lastUpdated: (before as { lastUpdated?: string }).lastUpdated ?? null,
        value: before.fieldData as never,
      },
    });
    expect(await drafts.saveDraft(keyOf(cms.fr))).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('cms:write'),
    });
    expect(await drafts.getDraft(keyOf(cms.fr))).toMatchObject({ value: { name: 'Nouveau' } });
    expect(await items.itemEditor(editorRequest())).toMatchObject({
      state: 'item',
      write: 'no-access-key',
    });
    expect(
      await items.publishItem({
        siteId: site.id,
        collectionId: blogId,
        itemId: post.id,
        locales: [{ cmsLocaleId: cms.fr, localeId: 'fr-locale' }],
      }),
    ).toEqual({ state: 'no-write', write: 'no-access-key' });
  });

  it('an account signed in without cms:write is said to lack it before any write', async () => {
    const without = setup(site.apiKey!, { kind: 'oauth', scopes: ['cms:read'] });
    expect(await without.items.itemEditor(editorRequest())).toMatchObject({
      write: 'no-access-account',
    });
    const unknown = setup(site.apiKey!, { kind: 'oauth' });
    expect(await unknown.items.itemEditor(editorRequest())).toMatchObject({
      write: 'no-access-account',
    });
    const granted = setup(site.apiKey!, { kind: 'oauth', scopes: ['cms:read', 'cms:write'] });
    expect(await granted.items.itemEditor(editorRequest())).toMatchObject({ write: 'ok' });
  });

  it('tells a slug another item of the collection has in that locale, not the item’s own', async () => {
    const { items } = setup();
    const { items: others } = await get<{ items: Row[] }>(
      `/v2/collections/${blogId}/items?limit=2&offset=1&cmsLocaleId=${cms.fr}`,
    );
    const other = others.find((o) => o.id !== post.id)!;
    const ask = (slug: string) =>
      items.slugTaken({
        siteId: site.id,
        collectionId: blogId,
        itemId: post.id,
        cmsLocaleId: cms.fr,
        slug,
      });
    expect(await ask(String(other.fieldData.slug))).toBe(true);
    expect(await ask(String(post.fieldData.slug))).toBe(false);
    expect(await ask('nobody-has-this-slug')).toBe(false);
  });

  it('reads the item by its id once known, when its slug moved since the address was read', async () => {
    const { items } = setup();
    await emu.call(`/v2/collections/${blogId}/items/${post.id}`, {
      method: 'PATCH',
      token: site.apiKey!,
      body: { cmsLocaleId: cms.fr, fieldData: { slug: 'un-autre-slug' } },
    });
    await items.publishItem({
      siteId: site.id,
      collectionId: blogId,
      itemId: post.id,
      locales: [{ cmsLocaleId: cms.fr, localeId: 'fr-locale' }],
    });
    expect(await items.itemEditor(editorRequest())).toMatchObject({ state: 'not-published' });
    const byId = await items.itemEditor({ ...editorRequest(), itemId: post.id });
    expect(byId).toMatchObject({ state: 'item', collection: { name: 'Blog Posts' } });
    expect(byId.state === 'item' && byId.locales[0]!.fieldData.slug).toBe('un-autre-slug');
  });
});
