import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import type { MessagingClient } from '@/lib/core/messaging/client';
import { createSidePanelModel } from '@/lib/app/model/side-panel-model';
import { tabModel } from '../../support/panel-tabs';
import type { SiteTabModel } from '@/lib/features/site/model/panel-tab';

const location = {
  site: { id: 's', name: 'Demo' },
  page: { id: 'p', title: 'Home', path: '/' },
  locale: { id: 'en', tag: 'en', name: 'English', primary: true },
  locales: [{ id: 'en', tag: 'en', name: 'English', primary: true }],
  paths: { en: '/' },
  via: 'staging',
};

describe('“Check what went live” after a publish', () => {
  it('shows the Site tab and checks the published host there', async () => {
    const { model, sent, grant } = await setup({ held: true });
    (await model.tools.publish.get()).checkLive?.('www.demo.com', 'https://www.demo.com');
    expect(model.tab.value).toBe('site');
    // The browser answers a request for a host already granted at once, without a prompt.
    grant();
    await vi.waitFor(() =>
      expect(sent.filter((s) => s.type === 'live-site.checkLiveSite').map((s) => s.data)).toEqual([
        { siteId: 's', origin: 'https://www.demo.com', fresh: true },
      ]),
    );
    tabModel<SiteTabModel>(model, 'site')?.live.dispose();
    tabModel<SiteTabModel>(model, 'site')?.grid.dispose();
  });

  it('asks for access to the host in the click itself, then checks once it is granted', async () => {
    const { model, sent, asked, grant } = await setup({ held: false });
    (await model.tools.publish.get()).checkLive?.('www.demo.com', 'https://www.demo.com');
    // Synchronously, before anything is awaited: the browser allows the request only then.
    expect(asked).toEqual([['https://www.demo.com/*']]);
    grant();
    await vi.waitFor(() =>
      expect(sent.filter((s) => s.type === 'live-site.checkLiveSite').map((s) => s.data)).toEqual([
        { siteId: 's', origin: 'https://www.demo.com', fresh: true },
      ]),
    );
    tabModel<SiteTabModel>(model, 'site')?.live.dispose();
    tabModel<SiteTabModel>(model, 'site')?.grid.dispose();
  });

  it('starts nothing when the editor declines, and the Site tab says why access is needed', async () => {
    const { model, sent, asked, decline } = await setup({ held: false });
    (await model.tools.publish.get()).checkLive?.('www.demo.com', 'https://www.demo.com');
    expect(asked).toHaveLength(1);
    decline();
    await vi.waitFor(() =>
      expect(tabModel<SiteTabModel>(model, 'site')?.live.choice.access.value.state).toBe('needed'),
    );
    expect(sent.some((s) => s.type === 'live-site.checkLiveSite')).toBe(false);
    tabModel<SiteTabModel>(model, 'site')?.live.dispose();
    tabModel<SiteTabModel>(model, 'site')?.grid.dispose();
  });
});

async function setup({ held }: { held: boolean }) {
  const sent: { type: string; data: unknown }[] = [];
  const asked: string[][] = [];
  let granted = held;
  let answer: (yes: boolean) => void = () => undefined;
  const answers: Record<string, unknown> = {
    'account.getStatus': { version: '1', signedIn: true, accounts: [], signIn: 'idle', rates: [] },
    'account.locatePage': { ok: true, location },
    'schema.pageSchema': [
      { localeId: null, state: 'none', value: null, raw: null, lastUpdated: null },
    ],
    'drafts.getDraft': null,
    'site.getSiteAudit': null,
    'site.getSiteAuditProgress': null,
    'live-site.getLiveSite': null,
    'live-site.getLiveSiteProgress': null,
    'publish.publishDestinations': {
      siteId: 's',
      staging: { host: 'demo.webflow.io' },
      customDomains: [{ id: 'd', host: 'www.demo.com', lastPublished: null }],
    },
    'account.getSettings': { endpoints: { apiBase: 'https://api.webflow.com' } },
    'live-site.checkLiveSite': { siteId: 's', phase: 'reading', done: 0, total: 3, startedAt: 0 },
  };
  const client = {
    request: async (type: string, data: unknown) => {
      sent.push({ type, data });
      return answers[type];
    },
  } as unknown as MessagingClient;
  const model = createSidePanelModel({
    client,
    check: async () => ({ diagnostics: [] }),
    pending: signal(null),
    clearPending: async () => undefined,
    hostAccess: {
      contains: async () => granted,
      request: (origins: string[]) => {
        asked.push(origins);
        return new Promise<boolean>((resolve) => (answer = (yes) => resolve((granted = yes))));
      },
    },
  });
  await model.open('http://demo.localhost/', 1);
  expect(model.tab.value).toBe('schema');
  return { model, sent, asked, grant: () => answer(true), decline: () => answer(false) };
}
