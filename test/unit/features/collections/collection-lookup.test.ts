import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient } from '../../support/emulator-client';
import { listLiveItems } from '@/lib/core/api/collections';
import { ApiError } from '@/lib/core/api/api-error';
import { createPageLocator, type PageLocation } from '@/lib/core/locate/page-locator';
import { createCollectionLookup } from '@/lib/features/collections/collection-lookup';
import { describeItem } from '@/lib/features/collections/item-view';
import { startEmulator, type TestEmulator } from '@/emulator/testing';

type Item = { fieldData: { name: string; slug: string }; isDraft?: boolean };
type Page = { id: string; title: string; collectionId?: string | null; publishedPath: string };

describe('collection lookups against the emulator', () => {
  let emu: TestEmulator;
  let site: TestEmulator['fixtures']['sites'][number];
  let blogId: string;
  let template: Page;
  const host = () => `${site.shortName}.localhost:${emu.port}`;
  const get = async <T>(path: string) => (await emu.call<T>(path, { token: site.apiKey! })).body;

  /** Locates `path` on the staging host with a credential of `token`, naming items. */
  const locateWith = async (token: string, path: string, kind: 'site-key' | 'oauth') => {
    const client = emulatorClient(emu, token);
    const lookup = createCollectionLookup({
      clientFor: async () => client,
      credentialKind: async () => kind,
    });
    const locator = createPageLocator({
      sites: async () => [{ id: site.id, name: site.displayName, shortName: site.shortName }],
      clientFor: async () => client,
      hosts: async () => ({
        designerSuffix: '.design.invalid',
        stagingSuffix: `.localhost:${emu.port}`,
      }),
      describeItem: (at) => describeItem(lookup, at),
    });
    const answer = await locator.locateUrl(`http://${host()}${path}`);
    if (!answer.ok) throw new Error(answer.message);
    return { location: answer.location, lookup };
  };
  const itemPath = (templatePath: string, slug: string) =>
    `${templatePath.slice(0, templatePath.lastIndexOf('/'))}/${slug}`;

  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    site = emu.fixtures.sites[0]!;
    const { collections } = await get<{ collections: { id: string; displayName: string }[] }>(
      `/v2/sites/${site.id}/collections`,
    );
    blogId = collections.find((c) => c.displayName === 'Blog Posts')!.id;
    const { pages } = await get<{ pages: Page[] }>(`/v2/sites/${site.id}/pages`);
    template = pages.find((p) => p.collectionId === blogId)!;
  });
  afterAll(() => emu?.close());

  it('names a French item page’s item, collection and locale with one items/live request', async () => {
    const french = site.locales.secondary[0]! as { id: string; cmsLocaleId: string };
    const frenchTemplate = await get<Page>(`/v2/pages/${template.id}?localeId=${french.id}`);
    const [post] = (
      await get<{ items: Item[] }>(
        `/v2/collections/${blogId}/items/live?limit=1&cmsLocaleId=${french.cmsLocaleId}`,
      )
    ).items as [Item];
    const since = (await emu.control<{ nextSeq: number }>('/journal')).body.nextSeq;
    const { location } = await locateWith(
      site.apiKey!,
      itemPath(frenchTemplate.publishedPath, post.fieldData.slug),
      'site-key',
    );
    expect(location.page.id).toBe(template.id);
    expect(location.item).toEqual({
      state: 'item',
      text: `${post.fieldData.name} · Blog Posts item · French`,
      item: { name: post.fieldData.name, slug: post.fieldData.slug, collection: 'Blog Posts' },
    });
    const { entries } = (
      await emu.control<{ entries: { path: string; query: Record<string, string> }[] }>(
        `/journal?since=${since}`,
      )
    ).body;
    const itemReads = entries.filter((e) => e.path.endsWith('/items/live'));
    expect(itemReads).toHaveLength(1);
    expect(itemReads[0]!.query).toMatchObject({
      slug: post.fieldData.slug,
      cmsLocaleId: french.cmsLocaleId,
    });
  });

  it('says a draft item’s address is no published item, naming the template', async () => {
    const staged = await get<{ items: Item[] }>(`/v2/collections/${blogId}/items?limit=100`);
    const draft = staged.items.find((i) => i.isDraft)!;
    const { location } = await locateWith(
      site.apiKey!,
      itemPath(template.publishedPath, draft.fieldData.slug),
      'site-key',
    );
    expect(location.item).toEqual({
      state: 'not-published',
      text: `No published item at this address — a draft, or a deleted or renamed item. Template: ${template.title}`,
    });
  });

  it('matches the slug exactly: another case is no published item', async () => {
    const [post] = (await get<{ items: Item[] }>(`/v2/collections/${blogId}/items/live?limit=1`))
      .items as [Item];
    const { location } = await locateWith(
      site.apiKey!,
      itemPath(template.publishedPath, post.fieldData.slug.toUpperCase()),
      'site-key',
    );
    expect(location.item?.state).toBe('not-published');
  });

  it('gives a key or a token without cms:read a state, and still locates the page', async () => {
    const { apiKey } = (
      await emu.control<{ apiKey: string }>('/site-keys', {
        method: 'POST',
        body: { siteId: site.id, withoutScopes: ['cms:read'] },
      })
    ).body;
    const [post] = (await get<{ items: Item[] }>(`/v2/collections/${blogId}/items/live?limit=1`))
      .items as [Item];
    const path = itemPath(template.publishedPath, post.fieldData.slug);
    const key = await locateWith(apiKey, path, 'site-key');
    expect(key.location.page.id).toBe(template.id);
    expect(key.location.item).toEqual({
      state: 'no-access-key',
      text: 'This key cannot read collections — make a key with CMS read access',
    });
    const account = await locateWith(apiKey, path, 'oauth');
    expect(account.location.item?.state).toBe('no-access-account');
    expect(await account.lookup.template(where(account.location))).toEqual({
      state: 'no-access',
      credential: 'oauth',
    });
  });

  it('counts the template’s published items in the locale and lists the collection’s fields', async () => {
    const { location, lookup } = await locateWith(site.apiKey!, template.publishedPath, 'site-key');
    const total = (
      await get<{ pagination: { total: number } }>(`/v2/collections/${blogId}/items/live?limit=1`)
    ).pagination.total;
    const reach = await lookup.template(where(location));
    expect(reach).toMatchObject({
      state: 'template',
      collection: { id: blogId, name: 'Blog Posts' },
      itemCount: total,
    });
    expect(reach.state === 'template' && reach.fields.map((f) => f.slug)).toContain('slug');
  });

  it('sends a CMS locale list comma-separated and refuses a limit over 100', async () => {
    const client = emulatorClient(emu, site.apiKey!);
    const cms = [site.locales.primary, ...site.locales.secondary].map(
      (l) => (l as { cmsLocaleId: string }).cmsLocaleId,
    );
    const body = await listLiveItems(client, blogId, { cmsLocaleIds: cms, limit: 6 });
    expect(new Set(body.items.map((i) => i.cmsLocaleId))).toEqual(new Set(cms));
    expect(() => listLiveItems(client, blogId, { limit: 101 })).toThrow(RangeError);
    await expect(listLiveItems(client, 'ffffffffffffffffffffffff')).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

function where(at: PageLocation) {
  return {
    siteId: at.site.id,
    collectionId: at.page.collectionId!,
    ...(at.locale.cmsLocaleId ? { cmsLocaleId: at.locale.cmsLocaleId } : {}),
  };
}
