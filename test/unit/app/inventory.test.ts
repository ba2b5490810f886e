import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { addCredential } from '@/lib/core/auth/credentials';
import { rememberFlow } from '@/lib/core/auth/pending-flows';
import { createDraftStore } from '@/lib/core/drafts/draft-store';
import { createJobJournal } from '@/lib/core/jobs/journal';
import { setEndpointOverrides } from '@/lib/core/settings/settings';
import { storageQueueStore } from '@/lib/core/storage/queue-store';
import { siteItemsItem } from '@/lib/features/collections/site-items-store';
import { itemSeoItem } from '@/lib/features/collections/item-seo-store';
import { liveIndexItem, liveItemsItem, liveSiteItem } from '@/lib/features/live-site/live-store';
import { pendingPanelAction } from '@/lib/features/menus/panel-action';
import { siteAuditItem } from '@/lib/features/site/audit-store';
import { countCells } from '@/lib/features/live-site/live-counts';
import { addSlugMoves } from '@/lib/features/redirects/slug-moves';
import { recordPublish } from '@/lib/features/publish/forecast/publish-log';
import { smallAudit } from '../features/site/fixtures';
import { features } from '@/lib/app/features';
import { loadFeatures } from '@/lib/core/messaging/registry';
import { pageDraftKinds } from '../support/page-draft-kinds';

const ROOT = join(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const CODE = ['lib', 'entrypoints', 'components'].flatMap(sources);
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The first argument of every `defineParsedItem(` call, as written in the source. */
const declaredKeys = () =>
  CODE.flatMap((path) =>
    [...read(path).matchAll(/defineParsedItem\(\s*([`'][^`']+[`'])/g)].map((m) => m[1]!),
  ).sort();

describe('every stored item', () => {
  beforeEach(() => fakeBrowser.reset());

  it('goes through a versioned item: only the item mechanism and the queue store touch storage', () => {
    const direct = CODE.filter((path) =>
      /from 'wxt\/utils\/storage'|\b(browser|chrome)\.storage\.(local|session|sync)\b/.test(
        read(path),
      ),
    );
    expect(direct.map((p) => relative('.', p)).sort()).toEqual([
      'lib/core/storage/parsed-item.ts',
      'lib/core/storage/queue-store.ts',
    ]);
  });

  it('is one of the items this test writes (add a new one here and to the write below)', () => {
    expect(declaredKeys()).toEqual(
      [
        "'local:credentials'",
        "'local:draftIndex'",
        "'local:endpointOverrides'",
        "'local:jobIndex'",
        "'session:credentials'",
        "'session:pendingOAuthFlows'",
        "'session:pendingPanelAction'",
        '`local:draft:${draftId(key)}`',
        '`local:job:${encodeURIComponent(id)}`',
        '`local:jobPayloads:${encodeURIComponent(id)}`',
        '`local:siteAudit:${siteId}`',
        '`local:siteItems:${siteId}`',
        '`local:itemSeo:${siteId}`',
        '`local:liveSite:${siteId}`',
        '`local:liveIndex:${siteId}`',
        '`local:liveItems:${siteId}:${collectionId}`',
        '`local:slugMoves:${siteId}`',
        '`local:publishLog:${siteId}`',
      ].sort(),
    );
  });

  it('is stored with its version next to it, so a later release can migrate it', async () => {
    const site = { id: 'site-1', name: 'Acme', shortName: 'acme' };
    const credential = {
      kind: 'site-key' as const,
      label: 'Acme',
      sites: [site],
      apiBase: 'https://api.test',
    };
    await addCredential({ ...credential, secret: 'kept', remember: true });
    await addCredential({ ...credential, secret: 'session-only', remember: false });
    await rememberFlow({
      state: 's'.repeat(22),
      verifier: 'v',
      flowId: 'f',
      redirectUri: 'https://x.chromiumapp.org/',
      createdAt: Date.now(),
    });
    await setEndpointOverrides({ apiBase: 'https://api.test' });
    await pendingPanelAction.setValue({ kind: 'show-locale', localeId: 'fr', createdAt: 1 });
    await createDraftStore({ kinds: pageDraftKinds() }).put({
      siteId: site.id,
      pageId: 'page-1',
      localeId: null,
      kind: 'schema',
      value: '{}',
      base: { lastUpdated: null, value: null },
    });
    await createJobJournal().create({
      kind: 'demo',
      entries: [{ id: 'e1', payload: { n: 1 } }],
    });
    await storageQueueStore('cred-1').save({ version: 1, sent: [] });
    await siteAuditItem(site.id).setValue(smallAudit());
    await siteItemsItem(site.id).setValue({
      siteId: site.id,
      checkedAt: 1,
      access: 'ok',
      collections: [],
    });
    await liveSiteItem(site.id).setValue({
      siteId: site.id,
      origin: 'https://acme.example',
      checkedAt: new Date(0).toISOString(),
      publishedAt: null,
      cells: [],
      counts: countCells([]),
    });
    await liveItemsItem(site.id, 'collection-1').setValue({
      siteId: site.id,
      collectionId: 'collection-1',
      collectionName: 'Blog Posts',
      templatePageId: 'page-2',
      origin: 'https://acme.example',
      checkedAt: new Date(0).toISOString(),
      publishedAt: null,
      locales: [{ key: '', tag: 'en' }],
      items: [],
      state: '',
      errors: '',
      warnings: '',
      lengths: '',
      over: [],
      failures: [],
      language: [],
      languageTotal: 0,
      findings: [],
      counts: {
        versions: 0,
        items: 0,
        read: 0,
        notFound: 0,
        unreachable: 0,
        noMarkup: 0,
        withErrors: 0,
        pending: 0,
        language: 0,
        findings: 0,
      },
      fetches: 0,
      maxConcurrent: 0,
    });
    await liveIndexItem(site.id).setValue({
      siteId: site.id,
      origin: 'https://acme.example',
      checkedAt: new Date(0).toISOString(),
      robots: { url: 'https://acme.example/robots.txt', status: 404, sitemaps: [] },
      sitemaps: [],
      listed: 0,
      findings: [],
      fetches: 2,
    });
    await itemSeoItem(site.id).setValue({
      'collection-1': { all: { title: 'name', description: null, ogImage: null }, locales: {} },
    });
    await addSlugMoves(site.id, [
      { pageId: 'page-1', localeId: null, fromPath: '/a', toPath: '/b', at: 1 },
    ]);
    await recordPublish(site.id, {
      at: '2026-11-02T10:00:00Z',
      hosts: ['staging'],
      was: { staging: null },
    });

    const areas = [
      await fakeBrowser.storage.local.get(null),
      await fakeBrowser.storage.session.get(null),
    ];
    const values = areas.flatMap((area) => Object.keys(area).filter((k) => !k.endsWith('$')));
    const prefixes = [...new Set(values.map((k) => k.replace(/:.*/s, ':')))].sort();
    expect(prefixes).toEqual(
      [
        'credentials',
        'draft:',
        'draftIndex',
        'endpointOverrides',
        'job:',
        'jobIndex',
        'jobPayloads:',
        'pendingOAuthFlows',
        'pendingPanelAction',
        'rateLimit:',
        'siteAudit:',
        'siteItems:',
        'itemSeo:',
        'liveSite:',
        'liveItems:',
        'liveIndex:',
        'slugMoves:',
        'publishLog:',
      ].sort(),
    );
    for (const area of areas) {
      for (const key of Object.keys(area).filter((k) => !k.endsWith('$'))) {
        const version = key.startsWith('rateLimit:')
          ? (area[key] as { version?: unknown }).version
          : (area[`${key}$`] as { v?: unknown } | undefined)?.v;
        expect({ key, version }).toEqual({ key, version: expect.any(Number) });
        expect(version).toBeGreaterThanOrEqual(1);
      }
    }
  });
});

describe("a feature's stored items", () => {
  /** The key a `defineParsedItem` call declares, as a feature registers it: `local:x:*` for a family. */
  const registeredForm = (written: string) => {
    const text = written.slice(1, -1);
    const dynamic = text.indexOf('${');
    return dynamic < 0 ? text : `${text.slice(0, dynamic)}*`;
  };

  it('are each registered by the feature that declares them, and by no other', async () => {
    const { storedItems } = await loadFeatures(features);
    const declared = CODE.flatMap((path) => {
      const feature = /^lib\/features\/([^/]+)\//.exec(path)?.[1];
      if (!feature) return [];
      return [...read(path).matchAll(/defineParsedItem\(\s*([`'][^`']+[`'])/g)].map((m) => ({
        feature,
        key: registeredForm(m[1]!),
      }));
    });
    const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
    expect(declared.length).toBeGreaterThan(0);
    expect([...storedItems].sort(byKey)).toEqual([...declared].sort(byKey));
  });
});
