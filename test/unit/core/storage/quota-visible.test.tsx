// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Page } from '@/lib/core/api/pages';
import { createDraftHandlers } from '@/lib/core/drafts/draft-messages';
import { createDraftStore } from '@/lib/core/drafts/draft-store';
import { createDraftSaveExecutor, DRAFT_SAVE_KIND } from '@/lib/core/drafts/save-draft';
import { createJobJournal } from '@/lib/core/jobs/journal';
import { createJobRunner } from '@/lib/core/jobs/runner';
import type { PageLocation } from '@/lib/core/locate/page-locator';
import { createMessagingClient } from '@/lib/core/messaging/client';
import { loadProtocol } from '@/lib/app/protocol';
import { createRouter, type Handlers } from '@/lib/core/messaging/router';
import { createMetadataModel } from '@/lib/features/metadata/model/metadata-model';
import { MetadataTab } from '@/components/metadata/MetadataTab';
import { pageDraftKinds } from '../../support/page-draft-kinds';
import { namespaced } from '../../support/namespaced';

const protocol = await loadProtocol();

const self = { id: 'ext', pageOrigin: 'chrome-extension://ext' };
const page: Page = {
  id: 'p1',
  title: 'Pricing',
  slug: 'pricing',
  publishedPath: '/pricing',
  lastUpdated: '2026-01-01T00:00:00.000Z',
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

/** The Metadata tab's model talking through the real router to the real draft store. */
function setup() {
  const drafts = createDraftStore({ kinds: pageDraftKinds() });
  const journal = createJobJournal();
  const remote = {
    read: vi.fn(async () => ({ lastUpdated: page.lastUpdated ?? null, value: page as never })),
    write: vi.fn(),
  };
  const runner = createJobRunner({
    journal,
    executors: { [DRAFT_SAVE_KIND]: createDraftSaveExecutor({ remote, drafts }) },
    batchSize: 1,
  });
  const draftHandlers = createDraftHandlers({ drafts, journal, runner, remote });
  const handlers = {
    ...namespaced('drafts', draftHandlers),
    'metadata.pageMetadata': async () => ({ page, siblings: [] }),
  } as unknown as Handlers;
  const route = createRouter(protocol, handlers, self);
  const client = createMessagingClient(async (envelope) =>
    route(envelope, { id: 'ext', url: 'chrome-extension://ext/sidepanel.html' }),
  );
  return { model: createMetadataModel(client, 0), drafts, remote };
}

const QUOTA = /Your draft was not saved in the browser: the extension's storage is full/;

describe('a storage quota refusal', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(cleanup);

  it('is shown on the Metadata tab (as an alert) while editing, and on save, with the edits kept and nothing sent', async () => {
    const { model, remote } = setup();
    await model.open(at);
    expect(model.error.value).toBeUndefined();
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValue(
      new Error('QUOTA_BYTES quota exceeded'),
    );
    model.edit({ ...model.fields.value!, title: 'Plans and prices' });
    await vi.waitFor(() => expect(model.error.value).toMatch(QUOTA));
    render(<MetadataTab model={model} locales={at.locales} host="www.acme.example" />);
    expect(screen.getByRole('alert').textContent).toMatch(QUOTA);

    await model.save();
    expect(model.notices.value).toEqual([{ tone: 'error', text: expect.stringMatching(QUOTA) }]);
    expect(model.notices.value[0]!.text).toMatch(/Your edits are kept\.$/);
    expect(model.fields.value?.title).toBe('Plans and prices');
    expect(remote.write).not.toHaveBeenCalled();
  });
});
