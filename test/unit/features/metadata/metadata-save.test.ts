import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Page } from '@/lib/core/api/pages';
import { overlay } from '@/lib/core/drafts/check';
import { createDraftHandlers } from '@/lib/core/drafts/draft-messages';
import { createDraftStore } from '@/lib/core/drafts/draft-store';
import type { DraftRemote } from '@/lib/core/drafts/draft-kind';
import { createDraftSaveExecutor, DRAFT_SAVE_KIND } from '@/lib/core/drafts/save-draft';
import { createJobJournal } from '@/lib/core/jobs/journal';
import { createJobRunner } from '@/lib/core/jobs/runner';
import type { PageLocation } from '@/lib/core/locate/page-locator';
import { createMessagingClient } from '@/lib/core/messaging/client';
import { loadProtocol } from '@/lib/app/protocol';
import { namespaced } from '../../support/namespaced';
import { createRouter, type Handlers } from '@/lib/core/messaging/router';
import { createMetadataModel } from '@/lib/features/metadata/model/metadata-model';
import { pageDraftKinds } from '../../support/page-draft-kinds';

const protocol = await loadProtocol();

const self = { id: 'ext', pageOrigin: 'chrome-extension://ext' };
const page: Page = {
  id: 'p1',
  title: 'Pricing',
  slug: 'pricing',
  publishedPath: '/pricing',
  lastUpdated: 't1',
  seo: { title: '', description: '' },
  openGraph: { title: '', titleCopied: true, description: '', descriptionCopied: true },
};
const at: PageLocation = {
  site: { id: 's1', name: 'Acme' },
  page: { id: 'p1', title: 'Pricing', path: '/pricing' },
  locale: { id: 'en', tag: 'en', name: 'English', primary: true },
  locales: [{ id: 'en', tag: 'en', name: 'English', primary: true }],
  paths: { en: '/pricing' },
  via: 'staging',
};

/** The Metadata tab's model through the real router and draft machinery, over a fake service. */
function setup(options: { ignoreSlug?: boolean } = {}) {
  let held: Page = page;
  const service = {
    reads: 0,
    writes: 0,
    remote: {
      read: async () => {
        service.reads++;
        return { lastUpdated: held.lastUpdated ?? null, value: held as never };
      },
      write: async (_key, send) => {
        service.writes++;
        const next = overlay(held, send) as Page;
        held = { ...next, slug: options.ignoreSlug ? held.slug : next.slug, lastUpdated: 't2' };
        return { lastUpdated: 't2', value: held as never };
      },
    } satisfies DraftRemote,
  };
  const drafts = createDraftStore({ kinds: pageDraftKinds() });
  const journal = createJobJournal();
  const runner = createJobRunner({
    journal,
    executors: { [DRAFT_SAVE_KIND]: createDraftSaveExecutor({ remote: service.remote, drafts }) },
    batchSize: 1,
  });
  const pageMetadata = vi.fn(async () => ({ page: held, siblings: [] }));
  const handlers = {
    ...namespaced(
      'drafts',
      createDraftHandlers({ drafts, journal, runner, remote: service.remote }),
    ),
    'metadata.pageMetadata': pageMetadata,
    'redirects.redirectPlan': async () => ({ mode: 'api', moves: [], targets: [] }),
  } as unknown as Handlers;
  const route = createRouter(protocol, handlers, self);
  const client = createMessagingClient(async (envelope) =>
    route(envelope, { id: 'ext', url: 'chrome-extension://ext/sidepanel.html' }),
  );
  return { model: createMetadataModel(client, 0), service, pageMetadata };
}

describe('a metadata save', () => {
  beforeEach(() => fakeBrowser.reset());

  it('shows the page its answer holds, with one read and one write and no read again', async () => {
    const { model, service, pageMetadata } = setup();
    await model.open(at);
    model.edit({ ...model.fields.value!, title: 'Plans and prices' });
    await model.save();
    expect(model.notices.value).toEqual([{ tone: 'success', text: expect.any(String) }]);
    expect(service).toMatchObject({ reads: 1, writes: 1 });
    expect(pageMetadata).toHaveBeenCalledTimes(1);
    expect(model.state.value?.page).toMatchObject({ title: 'Plans and prices', lastUpdated: 't2' });
    expect(model.fields.value?.title).toBe('Plans and prices');
  });

  it('keeps a slug the service ignored as an unsaved edit over the page it answered', async () => {
    const { model, pageMetadata } = setup({ ignoreSlug: true });
    await model.open(at);
    model.edit({ ...model.fields.value!, title: 'Plans', slug: 'plans' });
    await model.save();
    expect(pageMetadata).toHaveBeenCalledTimes(1);
    expect(model.state.value?.page).toMatchObject({ title: 'Plans', slug: 'pricing' });
    expect(model.fields.value).toMatchObject({ title: 'Plans', slug: 'plans' });
    expect(model.notices.value.map((n) => n.tone)).toEqual(['success', 'warning']);
  });
});
