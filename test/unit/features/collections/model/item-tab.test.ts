import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { emulatorClient } from '../../../support/emulator-client';
import { namespaced } from '../../../support/namespaced';
import { createDraftKinds, createDraftRemote } from '@/lib/core/drafts/draft-kinds';
import { createDraftHandlers } from '@/lib/core/drafts/draft-messages';
import { createDraftStore } from '@/lib/core/drafts/draft-store';
import { createDraftRescue } from '@/lib/core/drafts/rescue';
import { createDraftSaveExecutor, DRAFT_SAVE_KIND } from '@/lib/core/drafts/save-draft';
import { createJobJournal } from '@/lib/core/jobs/journal';
import { createJobRunner } from '@/lib/core/jobs/runner';
import type { PageLocation } from '@/lib/core/locate/page-locator';
import { createMessagingClient } from '@/lib/core/messaging/client';
import { createRouter, type Handlers } from '@/lib/core/messaging/router';
import { loadProtocol } from '@/lib/app/protocol';
import { createCollectionLookup } from '@/lib/features/collections/collection-lookup';
import { itemDraftKind } from '@/lib/features/collections/item-draft-kind';
import { createItemHandlers } from '@/lib/features/collections/item-messages';
import { makeItemTab } from '@/lib/features/collections/model/item-tab';
import { createReadPublishedPage } from '@/lib/features/live-site/read-published-page';
import { createRedirectHandlers } from '@/lib/features/redirects/redirect-messages';
import type { Endpoints } from '@/lib/core/settings/defaults';
import { startEmulator, type TestEmulator } from '@/emulator/testing';

const protocol = await loadProtocol();
const self = { id: 'ext', pageOrigin: 'chrome-extension://ext' };

type Row = { id: string; fieldData: Record<string, unknown> };
type Locale = { id: string; cmsLocaleId: string; tag: string; displayName?: string };

describe('the Item tab’s model, over the emulator through the real router', () => {
  let emu: TestEmulator;
  let site: TestEmulator['fixtures']['sites'][number];
  let blogId: string;
  let post: Row;
  let at: PageLocation;
  let url: string;

  /** The model with the background's real handlers; `access` answers the host permission. */
  const setup = (access = true) => {
    const client = emulatorClient(emu, site.apiKey!);
    const lookup = createCollectionLookup({
      clientFor: async () => client,
      credentialKind: async () => 'site-key',
    });
    const store = createDraftStore({ kinds: createDraftKinds([itemDraftKind]) });
    const remote = createDraftRemote(store.kinds, async () => client);
    const journal = createJobJournal();
    const runner = createJobRunner({
      journal,
      executors: { [DRAFT_SAVE_KIND]: createDraftSaveExecutor({ remote, drafts: store }) },
      batchSize: 1,
    });
    const readPage = createReadPublishedPage({
      clientFor: async () => client,
      hasAccess: async () => access,
      stagingSuffix: async () => `.localhost:${emu.port}`,
      fetch: async (input) => {
        const { host, pathname } = new URL(String(input));
        const page = await emu.getWithHost(host, pathname);
        return new Response(page.text, { status: page.status });
      },
      fetchOptions: { sleep: async () => undefined },
    });
    const handlers = {
      ...namespaced('drafts', createDraftHandlers({ drafts: store, journal, runner, remote })),
      ...namespaced(
        'collections',
        createItemHandlers({
          lookup,
          clientFor: async () => client,
          credentialKind: async () => 'site-key',
          credentialScopes: async () => undefined,
        }),
      ),
      'live-site.readPublishedPage': readPage,
      ...namespaced(
        'redirects',
        createRedirectHandlers({
          clientFor: async () => client,
          getEndpoints: async () =>
            ({ apiBase: emu.origin, stagingSuffix: `.localhost:${emu.port}` }) as Endpoints,
        }),
      ),
    } as unknown as Handlers;
    const route = createRouter(protocol, handlers, self);
    const messaging = createMessagingClient(async (envelope) =>
      route(envelope, { id: 'ext', url: 'chrome-extension://ext/sidepanel.html' }),
    );
    const kept = new Map<string, string>();
    const local = {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    };
    const granted: string[][] = [];
    const hostAccess = {
      contains: async () => access,
      request: async (patterns: string[]) => {
        granted.push(patterns);
        access = true;
        return true;
      },
    };
    const rescue = createDraftRescue(local);
    const model = makeItemTab({ client: messaging, rescue, hostAccess }, 0);
    return { model, kept, granted };
  };

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    site = emu.fixtures.sites[0]!;
    const token = { token: site.apiKey! };
    const { collections } = (
      await emu.call<{ collections: { id: string; displayName: string }[] }>(
        `/v2/sites/${site.id}/collections`,
        token,
      )
    ).body;
    blogId = collections.find((c) => c.displayName === 'Blog Posts')!.id;
    const locales = [site.locales.primary, ...site.locales.secondary] as Locale[];
    const french = locales[1]!;
    const { pages } = (
      await emu.call<{ pages: { id: string; collectionId?: string }[] }>(
        `/v2/sites/${site.id}/pages`,
        token,
      )
    ).body;
    const template = pages.find((p) => p.collectionId === blogId)!;
    const paths: Record<string, string> = {};
    for (const l of locales) {
      const page = await emu.call<{ publishedPath: string }>(
        `/v2/pages/${template.id}?localeId=${l.id}`,
        token,
      );
      paths[l.id] = page.body.publishedPath;
    }
    const views = locales.map((l, i) => ({
      id: l.id,
      tag: l.tag,
      name: ['English', 'French', 'German'][i]!,
      primary: i === 0,
      cmsLocaleId: l.cmsLocaleId,
    }));
    const live = await emu.call<{ items: Row[] }>(
      `/v2/collections/${blogId}/items/live?limit=1&cmsLocaleId=${french.cmsLocaleId}`,
      token,
    );
    post = live.body.items[0]!;
    const slug = String(post.fieldData.slug);
    const folder = paths[french.id]!.slice(0, paths[french.id]!.lastIndexOf('/'));
    url = `http://${site.shortName}.localhost:${emu.port}${folder}/${slug}`;
    at = {
      site: { id: site.id, name: site.displayName },
      page: {
        id: template.id,
        title: 'Post template',
        path: paths[french.id]!,
        collectionId: blogId,
      },
      locale: views[1]!,
      locales: views,
      paths,
      via: 'staging',
      itemSlug: slug,
    };
  });
  beforeEach(async () => {
    fakeBrowser.reset();
    await emu.control('/reset', { method: 'POST' });
  });
  afterAll(() => emu?.close());

  it('infers the fields from the published page, and remembers them once confirmed', async () => {
    const { model } = setup();
    await model.open({ location: at, url });
    expect(model.seo.source.value).toBe('inferred');
    expect(model.seo.choice.value).toEqual({
      title: 'name',
      description: 'post-summary',
      ogImage: 'main-image',
    });
    expect(model.seo.inferred.value.title).toMatchObject({
      how: 'prefix',
      suffix: ' | Acme Bakery',
    });
    await model.seo.confirm(model.cmsLocaleId.value!);
    const again = setup();
    await again.model.open({ location: at, url });
    expect(again.model.seo.source.value).toBe('confirmed');
  });

  it('asks for the published host in the click, then reads the page', async () => {
    const { model, granted } = setup(false);
    await model.open({ location: at, url });
    expect(model.seo.read.value).toMatchObject({ state: 'needs-access' });
    expect(model.seo.source.value).toBe('unconfirmed');
    await model.seo.allowReading(model.cmsLocaleId.value!);
    expect(granted).toEqual([[`http://${site.shortName}.localhost/*`]]);
    expect(model.seo.source.value).toBe('inferred');
  });

  it('keeps an edit through a closing panel, saves it in French, publishes and sees it live', async () => {
    const first = setup();
    await first.model.open({ location: at, url });
    first.model.edit.edit('name', 'Le levain en bref');
    first.model.flushPending();
    // Kept in the page at once, in case the panel closes before the draft reaches the background.
    expect(first.kept.size).toBe(1);
    await vi.waitFor(() => expect(first.kept.size).toBe(0));
    // Another panel (the same browser's storage) opens on the draft.
    const { model } = setup();
    await model.open({ location: at, url });
    expect(model.edit.texts.value).toEqual({ name: 'Le levain en bref' });
    expect(model.edit.dirty()).toBe(true);
    await model.save();
    expect(model.notices.value[0]).toMatchObject({
      tone: 'success',
      text: 'Saved in French. The page shows it once the item is published.',
    });
    expect(model.row()).toMatchObject({ changed: true, fieldData: { name: 'Le levain en bref' } });
    const asked: string[] = [];
    expect(await model.publish.publish((q) => (asked.push(q), true))).toBe(true);
    expect(asked).toEqual([
      'Publish “Le levain en bref” in French? Only this item is published, in these locales; the rest of the site is not.',
    ]);
    expect(model.publish.live.value).toEqual([
      expect.objectContaining({ state: 'live', title: 'Le levain en bref | Acme Bakery' }),
    ]);
    expect(model.publish.changedLocales()).toEqual([]);
  });

  it('publishes nothing when the editor says no', async () => {
    const { model } = setup();
    await model.open({ location: at, url });
    model.edit.edit('name', 'Autre titre');
    await model.save();
    expect(await model.publish.publish(() => false)).toBe(false);
    expect(model.publish.changedLocales()).toHaveLength(1);
  });

  it('on a conflict saves nothing, and Discard shows what the other editor saved', async () => {
    const { model } = setup();
    await model.open({ location: at, url });
    model.edit.edit('name', 'Mine');
    await emu.call(`/v2/collections/${blogId}/items/${post.id}`, {
      method: 'PATCH',
      token: site.apiKey!,
      body: { cmsLocaleId: at.locale.cmsLocaleId, fieldData: { name: 'Theirs' } },
    });
    await model.save();
    expect(model.notices.value).toEqual([
      { tone: 'error', text: expect.stringContaining('Someone else') },
    ]);
    await model.discard();
    expect(model.row()?.fieldData.name).toBe('Theirs');
    expect(model.edit.dirty()).toBe(false);
    expect(model.cmsLocaleId.value).toBe(at.locale.cmsLocaleId);
  });

  it('saves a new slug after checking it, and offers the redirect of the old address', async () => {
    const { model } = setup();
    await model.open({ location: at, url });
    const { items } = (
      await emu.call<{ items: Row[] }>(
        `/v2/collections/${blogId}/items?limit=2&offset=1&cmsLocaleId=${at.locale.cmsLocaleId}`,
        { token: site.apiKey! },
      )
    ).body;
    const taken = String(items.find((i) => i.id !== post.id)!.fieldData.slug);
    model.edit.edit('slug', taken);
    expect(await model.edit.save()).toBe(false);
    expect(model.notices.value[0]!.text).toContain(`already has the slug “${taken}”`);

    model.edit.edit('slug', 'mon-levain-du-dimanche');
    await model.save();
    expect(model.notices.value).toEqual([
      { tone: 'success', text: expect.stringContaining('Saved') },
    ]);
    const folder = at.paths[at.locale.id]!.slice(0, at.paths[at.locale.id]!.lastIndexOf('/'));
    await vi.waitFor(() =>
      expect(model.redirects.plan.value?.moves).toEqual([
        expect.objectContaining({
          localeId: at.locale.id,
          fromPath: `${folder}/${post.fieldData.slug}`,
          toPath: `${folder}/mon-levain-du-dimanche`,
        }),
      ]),
    );
    // The page is read at its new address once published.
    expect(await model.publish.publish(() => true)).toBe(true);
    expect(model.publish.live.value).toEqual([expect.objectContaining({ state: 'live' })]);
  });
});
