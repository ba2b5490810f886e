// @vitest-environment happy-dom
/**
 * A feature made up here, with one message, one draft kind and one panel tab, joins the product
 * by its registration alone: nothing outside this file names it.
 */
import { signal } from '@preact/signals';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SidePanelApp } from '@/components/shell/SidePanelApp';
import { createSidePanelModel } from '@/lib/app/model/side-panel-model';
import { features } from '@/lib/app/features';
import type { MessagingClient } from '@/lib/core/messaging/client';
import {
  defineBackground,
  defineFeature,
  listFeatures,
  loadFeatures,
} from '@/lib/core/messaging/registry';
import { createRouter, type Handlers } from '@/lib/core/messaging/router';
import { out } from '@/lib/core/messaging/schemas';
import {
  definePanelTab,
  tabsOf,
  type ContributedViewProps,
  type PanelPlace,
} from '@/lib/core/model/contributions';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createWork } from '@/lib/app/work';
import type { ApiClient } from '@/lib/core/api/client';
import { compareFields } from '@/lib/core/drafts/compare';
import { defineDraftKind } from '@/lib/core/drafts/draft-kind';
import type { Json } from '@/lib/core/drafts/json-value';
import { draftsFeature } from '@/lib/app/machinery';

/** The made-up tab's model: which page it was opened for. */
interface ScratchModel {
  opened: string[];
  open(place: PanelPlace): void;
}

function ScratchView({ model, place }: ContributedViewProps<ScratchModel, PanelPlace>) {
  return (
    <p data-testid="scratch-view">
      Notes on {place.location.page.title} ({model.opened.length})
    </p>
  );
}

/** The made-up service: notes on a page, held in memory. */
const notes = new Map<string, { lastUpdated: string; fields: Record<string, Json> }>();
let clock = 0;
const scratchDraftKind = defineDraftKind({
  kind: 'scratch-note',
  keyFields: { noteId: z.string().min(1) },
  value: z.record(z.string(), z.json()),
  compare: compareFields,
  remote: () => ({
    async read({ noteId }) {
      const note = notes.get(noteId);
      return { lastUpdated: note?.lastUpdated ?? null, value: note?.fields ?? {} };
    },
    async write({ noteId }, send) {
      const fields = { ...notes.get(noteId)?.fields, ...(send as Record<string, Json>) };
      notes.set(noteId, { lastUpdated: `t${++clock}`, fields });
      return { lastUpdated: `t${clock}`, value: fields };
    },
  }),
});

const scratchFeature = defineFeature({
  name: 'scratch',
  background: async () =>
    defineBackground({
      messages: {
        echo: { request: z.object({ text: z.string().max(20) }).strict(), response: out<string>() },
      },
      createHandlers: ({ prefix }: { prefix: string }) => ({
        echo: ({ text }: { text: string }) => `${prefix}${text}`,
      }),
      draftKinds: [scratchDraftKind],
    }),
  tab: definePanelTab({
    id: 'scratch',
    title: () => 'Scratch',
    order: 99,
    opensFor: 'page',
    model: async () => (): ScratchModel => {
      const opened: string[] = [];
      return { opened, open: ({ location }) => opened.push(location.page.id) };
    },
    view: async () => ScratchView,
  }),
});

const self = { id: 'ext', pageOrigin: 'chrome-extension://ext' };
const ownPage = { id: 'ext', url: 'chrome-extension://ext/sidepanel.html' };

afterEach(cleanup);

describe('a feature that registers itself', () => {
  it('joins the protocol under its name, validated by its own schema', async () => {
    const loaded = await loadFeatures(listFeatures([scratchFeature]));
    expect(Object.keys(loaded.protocol)).toEqual(['scratch.echo']);
    const handlers = loaded.createHandlers({ prefix: '> ' }) as unknown as Handlers;
    const route = createRouter(loaded.protocol, handlers, self);
    await expect(route({ type: 'scratch.echo', data: { text: 'hi' } }, ownPage)).resolves.toEqual({
      ok: true,
      data: '> hi',
    });
    const refused = await route({ type: 'scratch.echo', data: { text: 'x'.repeat(21) } }, ownPage);
    expect(refused).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    // Beside the product's own features, under its own name only.
    const all = await loadFeatures(listFeatures([...features, scratchFeature]));
    expect(Object.keys(all.protocol).filter((n) => n.includes('echo'))).toEqual(['scratch.echo']);
  });

  it("joins the drafts: its kind is kept, saved and settled by the background's one machinery", async () => {
    fakeBrowser.reset();
    notes.set('n1', { lastUpdated: 't0', fields: { text: 'old' } });
    const loaded = await loadFeatures(listFeatures([draftsFeature, scratchFeature]));
    expect(loaded.draftKinds.map((k) => k.kind)).toEqual(['scratch-note']);
    const work = createWork(async () => ({}) as ApiClient, loaded.draftKinds);
    const handlers = loaded.createHandlers({
      drafts: work.draftHandlers,
      prefix: '',
    }) as unknown as Handlers;
    const route = createRouter(loaded.protocol, handlers, self);
    const key = { kind: 'scratch-note', siteId: 's1', localeId: null, noteId: 'n1' };
    const base = { lastUpdated: 't0', value: { text: 'old' } };
    const put = await route(
      { type: 'drafts.putDraft', data: { ...key, value: { text: 'new' }, base } },
      ownPage,
    );
    expect(put).toMatchObject({ ok: true, data: { kind: 'scratch-note', noteId: 'n1' } });
    const saved = await route({ type: 'drafts.saveDraft', data: key }, ownPage);
    expect(saved).toMatchObject({ ok: true, data: { status: 'saved', wrote: true } });
    expect(notes.get('n1')?.fields).toEqual({ text: 'new' });
    // A kind nobody registered is refused, in words an editor can read.
    const unknown = await route(
      { type: 'drafts.putDraft', data: { ...key, kind: 'nobody', value: {}, base } },
      ownPage,
    );
    expect(unknown).toMatchObject({ ok: false });
  });

  it('joins the side panel as a tab, made and opened when first shown', async () => {
    const located = {
      site: { id: 's1', name: 'Demo' },
      page: { id: 'p1', title: 'Pricing', path: '/pricing' },
      locale: { id: 'en', tag: 'en', name: 'English', primary: true },
      locales: [{ id: 'en', tag: 'en', name: 'English', primary: true }],
      paths: { en: '/pricing' },
      via: 'staging',
    };
    const answers: Record<string, unknown> = {
      'account.getStatus': {
        version: '1',
        signedIn: true,
        accounts: [],
        signIn: 'idle',
        rates: [],
      },
      'account.locatePage': { ok: true, location: located },
      'schema.pageSchema': [],
      'drafts.getDraft': null,
    };
    const client = {
      request: async (type: string) => answers[type] ?? null,
    } as unknown as MessagingClient;
    const model = createSidePanelModel({
      client,
      check: async () => ({ diagnostics: [] }),
      pending: signal(null),
      clearPending: async () => undefined,
      tabs: tabsOf(listFeatures([...features, scratchFeature])),
    });
    await model.open('http://demo.localhost/pricing', 1);
    const actions = {
      confirm: () => true,
      copyText: vi.fn(),
      openUrl: vi.fn(),
      download: vi.fn(),
      openFullView: vi.fn(),
    };
    render(
      <SidePanelApp model={model} pendingAction={null} onSignIn={vi.fn()} actions={actions} />,
    );
    const tab = await screen.findByTestId('panel-tab-scratch');
    expect(tab.textContent).toBe('Scratch');
    expect(screen.queryByTestId('scratch-view')).toBeNull();
    fireEvent.click(tab);
    expect((await screen.findByTestId('scratch-view')).textContent).toBe('Notes on Pricing (1)');
    expect((model.tabs.byId('scratch')?.model.current.value as ScratchModel).opened).toEqual([
      'p1',
    ]);
  });
});
