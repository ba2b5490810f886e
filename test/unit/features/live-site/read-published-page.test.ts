import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  createLiveSiteHandlers,
  liveSiteMessages,
  type LiveSiteHandlers,
} from '@/lib/features/live-site/live-site-messages';
import { HOSTS_TTL_MS, MAX_PAGE_URL } from '@/lib/features/live-site/read-published-page';
import type { ApiClient } from '@/lib/core/api/client';
import { fixtureFetch } from './fixtures';

const STAGING = 'https://fixture.site.example';
const CUSTOM = 'https://www.fixture.com';
const ITEM = `${STAGING}/blog/rye-bread`;

/** An item page whose head gives a title, a description, Open Graph and a canonical link. */
const itemHtml = [
  '<!doctype html><html lang="en"><head>',
  '<title>Rye bread | Acme Bakery</title>',
  '<meta name="description" content="Dark, dense and sour.">',
  '<meta property="og:title" content="Rye bread">',
  '<meta property="og:description" content="Dark &amp; dense">',
  '<meta property="og:image" content="/images/rye.jpg">',
  '<link rel="canonical" href="/blog/rye-bread">',
  '</head><body><h1>Rye bread</h1></body></html>',
].join('');

describe('live-site.readPublishedPage', () => {
  let access: boolean;
  let asked: string[];
  let siteReads: unknown[];
  let fetched: { url: string; init: RequestInit }[];
  let pages: Map<string, string | (() => Response)>;
  let clock: number;
  let signedIn: boolean;
  let handlers: LiveSiteHandlers;

  beforeEach(() => {
    fakeBrowser.reset();
    access = true;
    asked = [];
    siteReads = [];
    fetched = [];
    clock = 1_000;
    signedIn = true;
    pages = new Map<string, string | (() => Response)>([
      [ITEM, itemHtml],
      [`${CUSTOM}/blog/rye-bread`, itemHtml],
      ['http://fixture.localhost:8787/blog/rye-bread', itemHtml],
      [`${STAGING}/broken`, () => new Response('oops', { status: 500 })],
      [
        `${STAGING}/moved`,
        () => new Response(null, { status: 301, headers: { location: '/blog/rye-bread' } }),
      ],
      [
        `${STAGING}/offline`,
        () => {
          throw new TypeError('fetch failed');
        },
      ],
    ]);
    const serve = fixtureFetch(pages);
    const client = {
      queue: {},
      call: async (call: unknown) => {
        siteReads.push(call);
        return {
          id: 'site1',
          shortName: 'fixture',
          customDomains: [{ id: 'd1', url: 'www.fixture.com' }],
        };
      },
    } as unknown as ApiClient;
    handlers = createLiveSiteHandlers({
      audit: async () => {
        throw new Error('the audit is not used to read one page');
      },
      clientFor: async () => (signedIn ? client : undefined),
      hasAccess: async (origins) => {
        asked.push(...origins);
        return access;
      },
      stagingSuffix: async () => '.site.example',
      fetch: async (input, init) => {
        fetched.push({ url: String(input), init: init! });
        return serve(input, init);
      },
      fetchOptions: { sleep: async () => undefined },
      now: () => clock,
    });
  });

  it('validates the page URL it is asked to read', () => {
    const request = liveSiteMessages.readPublishedPage.request;
    const ok = (url: unknown) => request.safeParse({ siteId: 's', url }).success;
    expect(ok(ITEM)).toBe(true);
    expect(ok('http://fixture.localhost:8787/a?b=1#c')).toBe(true);
    expect(ok('file:///etc/passwd')).toBe(false);
    expect(ok('javascript:alert(1)')).toBe(false);
    expect(ok('/blog/rye-bread')).toBe(false);
    expect(ok(`${STAGING}/${'a'.repeat(MAX_PAGE_URL)}`)).toBe(false);
    expect(request.safeParse({ siteId: 's', url: ITEM, origin: STAGING }).success).toBe(false);
  });

  it('reads the page’s title, description, Open Graph and canonical, never from the HTTP cache', async () => {
    const read = await handlers.readPublishedPage({ siteId: 'site1', url: ITEM });
    expect(read).toEqual({
      state: 'read',
      url: ITEM,
      status: 200,
      title: 'Rye bread | Acme Bakery',
      description: 'Dark, dense and sour.',
      og: {
        title: 'Rye bread',
        description: 'Dark & dense',
        image: `${STAGING}/images/rye.jpg`,
      },
      canonical: ITEM,
      checkedAt: 1_000,
    });
    expect(fetched).toHaveLength(1);
    expect(fetched[0]!.url).toBe(ITEM);
    expect(fetched[0]!.init).toMatchObject({
      cache: 'no-store',
      credentials: 'omit',
      redirect: 'manual',
    });
    expect(asked).toEqual(['https://fixture.site.example/*']);
  });

  it('reads a custom domain, and a staging suffix that names a port', async () => {
    const custom = await handlers.readPublishedPage({
      siteId: 'site1',
      url: 'https://WWW.fixture.com/blog/rye-bread',
    });
    expect(custom).toMatchObject({
      state: 'read',
      url: 'https://www.fixture.com/blog/rye-bread',
      title: 'Rye bread | Acme Bakery',
    });
    const local = createLiveSiteHandlers({
      audit: async () => {
        throw new Error('unused');
      },
      clientFor: async () =>
        ({
          queue: {},
          call: async () => ({ id: 'site1', shortName: 'fixture' }),
        }) as unknown as ApiClient,
      hasAccess: async () => true,
      stagingSuffix: async () => '.localhost:8787',
      fetch: fixtureFetch(pages),
    });
    const read = await local.readPublishedPage({
      siteId: 'site1',
      url: 'http://fixture.localhost:8787/blog/rye-bread',
    });
    expect(read).toMatchObject({
      state: 'read',
      og: { image: 'http://fixture.localhost:8787/images/rye.jpg' },
    });
  });

  it('reads no host that is not one of the site’s published hosts, and asks for no access to it', async () => {
    for (const url of [
      'https://elsewhere.example/blog/rye-bread',
      'https://fixture-evil.site.example/blog/rye-bread',
      'https://fixture.site.example.evil.example/blog/rye-bread',
      'https://fixture.com/blog/rye-bread',
    ]) {
      const read = await handlers.readPublishedPage({ siteId: 'site1', url });
      expect(read.state).toBe('failed');
      expect(read.state === 'failed' && read.message).toContain(
        `${new URL(url).host} is not one of this site's published hosts`,
      );
    }
    expect(fetched).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('answers needs-access with the pattern to request, without reading the page', async () => {
    access = false;
    const read = await handlers.readPublishedPage({ siteId: 'site1', url: ITEM });
    expect(read).toEqual({ state: 'needs-access', pattern: 'https://fixture.site.example/*' });
    expect(fetched).toEqual([]);
  });

  it('tells a page that is not there from a page that cannot be read', async () => {
    const url = `${STAGING}/blog/not-published`;
    expect(await handlers.readPublishedPage({ siteId: 'site1', url })).toEqual({
      state: 'not-found',
      url,
    });
    expect(await handlers.readPublishedPage({ siteId: 'site1', url: `${STAGING}/broken` })).toEqual(
      { state: 'failed', message: 'Not reachable: the page answers 500' },
    );
    expect(await handlers.readPublishedPage({ siteId: 'site1', url: `${STAGING}/moved` })).toEqual({
      state: 'failed',
      message: `Not reachable: redirects to ${ITEM}`,
    });
    expect(
      await handlers.readPublishedPage({ siteId: 'site1', url: `${STAGING}/offline` }),
    ).toEqual({ state: 'failed', message: 'Not reachable: the connection failed' });
  });

  it('reads Get Site once per site for a few minutes', async () => {
    await handlers.readPublishedPage({ siteId: 'site1', url: ITEM });
    await handlers.readPublishedPage({ siteId: 'site1', url: `${CUSTOM}/blog/rye-bread` });
    await handlers.readPublishedPage({ siteId: 'site1', url: 'https://elsewhere.example/' });
    expect(siteReads).toHaveLength(1);
    expect(siteReads[0]).toMatchObject({ method: 'GET', path: '/v2/sites/site1' });
    clock += HOSTS_TTL_MS;
    await handlers.readPublishedPage({ siteId: 'site1', url: ITEM });
    expect(siteReads).toHaveLength(2);
    expect(fetched).toHaveLength(3);
  });

  it('rejects, as other messages do, when the site cannot be read', async () => {
    signedIn = false;
    await expect(handlers.readPublishedPage({ siteId: 'site1', url: ITEM })).rejects.toThrow(
      'You are not signed in to this site',
    );
    expect(fetched).toEqual([]);
  });
});
