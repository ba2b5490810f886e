import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { emulatorClient } from '../../support/emulator-client';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { createBulkMetadataExecutor } from '@/lib/features/bulk/metadata-executor';
import { createDraftRemote } from '@/lib/core/drafts/draft-kinds';
import { applyRedirects, planRedirects } from '@/lib/features/redirects/redirect-plan';
import { createRedirectHandlers } from '@/lib/features/redirects/redirect-messages';
import { DEFAULT_ENDPOINTS } from '@/lib/core/settings/defaults';
import { recordingSlugMoves } from '@/lib/features/redirects/record-moves';
import { readSlugMoves } from '@/lib/features/redirects/slug-moves';
import { hostFetch } from '../../../support/host-fetch';
import { pageDraftKinds } from '../../support/page-draft-kinds';

type Site = TestEmulator['fixtures']['sites'][number];

describe('redirect plans against the emulator', () => {
  let emu: TestEmulator;
  const site = (name: string) => emu.fixtures.sites.find((s) => s.shortName === name)!;
  const clientOf = (s: Site) => emulatorClient(emu, s.apiKey!);
  const remoteOf = (s: Site) => {
    const client = clientOf(s);
    return recordingSlugMoves(
      createDraftRemote(pageDraftKinds(), async () => client),
      async () => client,
      () => 7,
    );
  };
  const key = (s: Site, page: string, localeId: string | null = null) => ({
    siteId: s.id,
    pageId: s.pages[page]!,
    localeId,
    kind: 'metadata' as const,
  });
  const redirectsOf = async (s: Site) =>
    (await emu.call(`/v2/sites/${s.id}/redirects`, { token: s.apiKey })).body.redirects;

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
  });
  afterAll(() => emu?.close());
  beforeEach(async () => {
    fakeBrowser.reset();
    await emu.control('/reset', { method: 'POST' });
  });

  it('records one move per locale whose path a primary slug changed (no localized slugs)', async () => {
    const northwind = site('northwind-studio');
    await remoteOf(northwind).write(key(northwind, 'contact'), { slug: 'get-in-touch' });
    const moves = await readSlugMoves(northwind.id);
    expect(moves.map((m) => [m.fromPath, m.toPath])).toEqual([
      ['/contact', '/get-in-touch'],
      ['/fr/contact', '/fr/get-in-touch'],
      ['/de/contact', '/de/get-in-touch'],
    ]);
    expect(moves.every((m) => m.at === 7 && m.pageId === northwind.pages.contact)).toBe(true);
  });

  it('records nothing for the home page (slug ignored) or a title-only save', async () => {
    const northwind = site('northwind-studio');
    const remote = remoteOf(northwind);
    await remote.write(key(northwind, 'home'), { slug: 'start', title: 'Start' });
    await remote.write(key(northwind, 'contact'), { title: 'Contact us' });
    expect(await readSlugMoves(northwind.id)).toEqual([]);
  });

  it('records only the secondary locale whose own slug changed (localized slugs)', async () => {
    const acme = site('acme-bakery');
    const fr = acme.locales.secondary.find((l) => l.tag === 'fr')!.id;
    await remoteOf(acme).write(key(acme, 'about', fr), { slug: 'qui-sommes-nous' });
    const moves = await readSlugMoves(acme.id);
    expect(moves.map((m) => [m.localeId, m.fromPath, m.toPath])).toEqual([
      [fr, '/fr/a-propos', '/fr/qui-sommes-nous'],
    ]);
  });

  it('a bulk metadata job that sends slugs records the moves from two listings per locale', async () => {
    const northwind = site('northwind-studio');
    const client = clientOf(northwind);
    const executor = createBulkMetadataExecutor(async () => client);
    const entry = (id: string, page: string, slug: string) => ({
      id,
      payload: { siteId: northwind.id, pageId: northwind.pages[page]!, localeId: null, slug },
    });
    await emu.control('/journal', { method: 'DELETE' });
    const outcomes = await executor.send([
      entry('a', 'pricing', 'plans'),
      entry('b', 'home', 'start'),
    ] as never);
    expect(outcomes).toEqual({ a: { ok: true }, b: { ok: true } });
    const moves = await readSlugMoves(northwind.id);
    expect(moves.map((m) => [m.fromPath, m.toPath])).toEqual([
      ['/pricing', '/plans'],
      ['/fr/pricing', '/fr/plans'],
      ['/de/pricing', '/de/plans'],
    ]);
    const { entries } = (await emu.control('/journal')).body as {
      entries: { method: string; path: string }[];
    };
    const reads = entries.filter((e) => e.method === 'GET' && e.path.includes('/pages'));
    expect(reads).toHaveLength(6);
  });

  it('Enterprise: creates the redirects, patches a chain onto the new path, and is done once', async () => {
    const northwind = site('northwind-studio');
    await emu.call(`/v2/sites/${northwind.id}/redirects`, {
      method: 'POST',
      token: northwind.apiKey,
      body: { fromUrl: '/old-contact', toUrl: '/contact' },
    });
    await remoteOf(northwind).write(key(northwind, 'contact'), { slug: 'get-in-touch' });
    const moves = await readSlugMoves(northwind.id);
    const { plan } = await planRedirects(clientOf(northwind), northwind.id, moves);
    expect(plan.mode).toBe('api');
    expect(plan.create).toHaveLength(3);
    expect(plan.update).toEqual([
      { fromUrl: '/old-contact', toUrl: '/get-in-touch', was: '/contact' },
    ]);
    const done = await applyRedirects(clientOf(northwind), northwind.id, moves);
    expect(done.results.every((r) => r.ok)).toBe(true);
    const held = await redirectsOf(northwind);
    expect(
      held.map((r: { fromUrl: string; toUrl: string }) => `${r.fromUrl} ${r.toUrl}`).sort(),
    ).toEqual([
      '/contact /get-in-touch',
      '/de/contact /de/get-in-touch',
      '/fr/contact /fr/get-in-touch',
      '/old-contact /get-in-touch',
    ]);
    const again = await planRedirects(clientOf(northwind), northwind.id, moves);
    expect(again.plan.create).toEqual([]);
    expect(again.plan.update).toEqual([]);
    expect(again.plan.targets).toHaveLength(3);
  });

  it('other plans: the 403 is the CSV state, and nothing is written', async () => {
    const acme = site('acme-bakery');
    await remoteOf(acme).write(key(acme, 'contact'), { slug: 'get-in-touch' });
    const moves = await readSlugMoves(acme.id);
    const { plan } = await planRedirects(clientOf(acme), acme.id, moves);
    expect(plan.mode).toBe('csv');
    expect(plan.targets).toEqual([{ fromUrl: '/contact', toUrl: '/get-in-touch' }]);
    const done = await applyRedirects(clientOf(acme), acme.id, moves);
    expect(done.results).toEqual([]);
  });

  it('the live check asks for the staging host first, and forgets moves once every change is made', async () => {
    const northwind = site('northwind-studio');
    const client = clientOf(northwind);
    const asked: string[][] = [];
    const handlers = createRedirectHandlers({
      clientFor: async () => client,
      getEndpoints: async () => ({
        ...DEFAULT_ENDPOINTS,
        apiBase: emu.origin,
        stagingSuffix: `.localhost:${emu.port}`,
      }),
      hasHostAccess: async (patterns) => {
        asked.push(patterns);
        return false;
      },
    });
    const rules = [{ fromUrl: '/contact', toUrl: '/get-in-touch' }];
    expect(await handlers.verifyRedirects({ siteId: northwind.id, rules })).toEqual({
      origins: [`http://northwind-studio.localhost:${emu.port}`, 'http://www.northwind.example'],
      needsAccess: ['http://northwind-studio.localhost/*', 'http://www.northwind.example/*'],
      checks: [],
    });
    expect(asked).toEqual([
      ['http://northwind-studio.localhost/*'],
      ['http://www.northwind.example/*'],
    ]);

    await remoteOf(northwind).write(key(northwind, 'contact'), { slug: 'get-in-touch' });
    const done = await handlers.applyRedirectPlan({
      siteId: northwind.id,
      pageId: northwind.pages.contact,
    });
    expect(done.results).toHaveLength(3);
    expect(await readSlugMoves(northwind.id)).toEqual([]);
    const plan = await handlers.redirectPlan({ siteId: northwind.id });
    expect(plan.moves).toEqual([]);
  });
  it('checks on the staging host and on each custom domain the site was published to', async () => {
    const northwind = site('northwind-studio');
    const client = clientOf(northwind);
    const hosts = hostFetch(emu.port);
    const handlers = createRedirectHandlers({
      clientFor: async () => client,
      getEndpoints: async () => ({
        ...DEFAULT_ENDPOINTS,
        apiBase: emu.origin,
        stagingSuffix: `.localhost:${emu.port}`,
      }),
      hasHostAccess: async () => true,
      fetch: hosts.fetch,
    });
    await remoteOf(northwind).write(key(northwind, 'contact'), { slug: 'get-in-touch' });
    await handlers.applyRedirectPlan({ siteId: northwind.id, pageId: northwind.pages.contact });
    const rules = [{ fromUrl: '/fr/contact', toUrl: '/fr/get-in-touch' }];
    const publish = (body: unknown) =>
      emu.call(`/v2/sites/${northwind.id}/publish`, {
        method: 'POST',
        token: northwind.apiKey,
        body,
      });
    const states = async () =>
      (await handlers.verifyRedirects({ siteId: northwind.id, rules })).checks.map((c) =>
        `${c.host} ${c.state} ${c.detail ?? ''}`.trim(),
      );

    // Staging only: the custom domain still serves the page at its old address, so the redirect
    // it now answers with leads nowhere there.
    expect((await publish({ publishToWebflowSubdomain: true })).status).toBe(202);
    expect(await states()).toEqual([
      `northwind-studio.localhost:${emu.port} verified`,
      'www.northwind.example target-missing 404',
    ]);
    expect(hosts.hosts()).toContain('www.northwind.example');

    // Published to the custom domain too (a minute later: one publish a minute).
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 61_000 } });
    const domains = await emu.call(`/v2/sites/${northwind.id}/custom_domains`, {
      token: northwind.apiKey,
    });
    const domainId = domains.body.customDomains[0].id as string;
    expect((await publish({ customDomains: [domainId] })).status).toBe(202);
    expect(await states()).toEqual([
      `northwind-studio.localhost:${emu.port} verified`,
      'www.northwind.example verified',
    ]);
    hosts.close();
  });

  it('leaves out a custom domain the site was never published to', async () => {
    const northwind = site('northwind-studio');
    for (const domain of emu.emulator.store.world.sites[northwind.id]!.customDomains) {
      domain.lastPublished = null;
    }
    const answer = await createRedirectHandlers({
      clientFor: async () => clientOf(northwind),
      getEndpoints: async () => ({
        ...DEFAULT_ENDPOINTS,
        apiBase: emu.origin,
        stagingSuffix: `.localhost:${emu.port}`,
      }),
      hasHostAccess: async () => false,
    }).verifyRedirects({ siteId: northwind.id, rules: [{ fromUrl: '/a', toUrl: '/b' }] });
    expect(answer.origins).toEqual([`http://northwind-studio.localhost:${emu.port}`]);
  });
});
