import { describe, expect, it } from 'vitest';
import { PRODUCTION_HOSTS, locate } from '@/lib/core/locate/locate';
import { describeLocateFailure } from '@/lib/core/locate/messages';
import type { IndexSite, LocateHosts, LocateResult } from '@/lib/core/locate/types';

const DEV_HOSTS: LocateHosts = {
  designerSuffix: '.design.localhost:5173',
  stagingSuffix: '.localhost:5173',
};

const acme: IndexSite = {
  id: 's1',
  shortName: 'acme',
  customDomains: ['acme.com', 'www.acme.org'],
  locales: [
    { id: 'L1', tag: 'en', subdirectory: '', primary: true, enabled: true },
    { id: 'L2', tag: 'fr-FR', subdirectory: 'fr', primary: false, enabled: true },
    { id: 'L3', tag: 'de', subdirectory: 'de', primary: false, enabled: false },
    { id: 'L4', tag: 'es-MX', subdirectory: 'es-mx', primary: false },
  ],
  pages: [
    { id: 'home', publishedPaths: { L1: '/', L2: '/fr', L4: '/es-mx' } },
    { id: 'about', publishedPaths: { L1: '/about', L2: '/fr/a-propos' } },
    {
      id: 'leaders',
      parentId: 'f1',
      publishedPaths: { L1: '/company/team/leadership', L2: '/fr/company/team/leadership' },
    },
    { id: 'blog', publishedPaths: { L1: '/blog', L2: '/fr/blog' } },
    { id: 'featured', publishedPaths: { L1: '/blog/featured' } },
    {
      id: 'post-tpl',
      collectionId: 'c1',
      publishedPaths: { L1: '/blog/detail_blog', L2: '/fr/blog/detail_blog' },
    },
    {
      id: 'product-tpl',
      collectionId: 'c2',
      publishedPaths: { L1: '/shop/products/detail_product' },
    },
    { id: 'unpublished', publishedPaths: { L1: null } },
  ],
};

const other: IndexSite = {
  id: 's2',
  shortName: 'other-site',
  customDomains: ['other.example'],
  locales: [{ id: 'M1', subdirectory: '', primary: true }],
  pages: [{ id: 'o-home', publishedPaths: { M1: '/' } }],
};

const SITES = [acme, other];

const ok = (siteId: string, pageId: string, localeId: string, via: string, itemSlug?: string) => ({
  ok: true,
  siteId,
  pageId,
  localeId,
  via,
  ...(itemSlug ? { itemSlug } : {}),
});
const no = (reason: string, extra: Record<string, string> = {}) => ({
  ok: false,
  reason,
  ...extra,
});

const PRODUCTION_TABLE: [string, object][] = [
  // custom domains, bare and www, host case, trailing slash, query and fragment
  ['https://acme.com/', ok('s1', 'home', 'L1', 'custom-domain')],
  ['https://acme.com', ok('s1', 'home', 'L1', 'custom-domain')],
  ['https://www.acme.com/about', ok('s1', 'about', 'L1', 'custom-domain')],
  ['https://acme.org/about/', ok('s1', 'about', 'L1', 'custom-domain')],
  ['https://www.acme.org/about?utm_source=x#team', ok('s1', 'about', 'L1', 'custom-domain')],
  ['https://ACME.com/About', ok('s1', 'about', 'L1', 'custom-domain')],
  ['http://acme.com:8080/about', ok('s1', 'about', 'L1', 'custom-domain')],
  ['https://acme.com//about//', ok('s1', 'about', 'L1', 'custom-domain')],
  // nested folders
  ['https://acme.com/company/team/leadership', ok('s1', 'leaders', 'L1', 'custom-domain')],
  [
    'https://acme.com/company/team',
    no('no-matching-page', { siteId: 's1', localeId: 'L1', via: 'custom-domain' }),
  ],
  // locale subdirectories
  ['https://acme.com/fr', ok('s1', 'home', 'L2', 'custom-domain')],
  ['https://acme.com/fr/', ok('s1', 'home', 'L2', 'custom-domain')],
  ['https://acme.com/FR/a-propos', ok('s1', 'about', 'L2', 'custom-domain')],
  ['https://acme.com/fr/company/team/leadership/', ok('s1', 'leaders', 'L2', 'custom-domain')],
  ['https://acme.com/es-mx/about', ok('s1', 'about', 'L4', 'custom-domain')],
  ['https://acme.com/es-mx', ok('s1', 'home', 'L4', 'custom-domain')],
  [
    'https://acme.com/de/about',
    no('no-matching-page', { siteId: 's1', localeId: 'L1', via: 'custom-domain' }),
  ],
  [
    'https://acme.com/fr/about',
    no('no-matching-page', { siteId: 's1', localeId: 'L2', via: 'custom-domain' }),
  ],
  // CMS items map to their collection template page; static pages win
  ['https://acme.com/blog', ok('s1', 'blog', 'L1', 'custom-domain')],
  ['https://acme.com/blog/hello-world', ok('s1', 'post-tpl', 'L1', 'custom-domain', 'hello-world')],
  [
    'https://acme.com/blog/hello-world/?ref=feed',
    ok('s1', 'post-tpl', 'L1', 'custom-domain', 'hello-world'),
  ],
  ['https://acme.com/fr/blog/bonjour', ok('s1', 'post-tpl', 'L2', 'custom-domain', 'bonjour')],
  ['https://acme.com/blog/featured', ok('s1', 'featured', 'L1', 'custom-domain')],
  // The slug as the address spells it: decoded, case kept (the service's slug filter is exact)
  [
    'https://acme.com/Blog/Caf%C3%A9-Notes',
    ok('s1', 'post-tpl', 'L1', 'custom-domain', 'Café-Notes'),
  ],
  [
    'https://acme.com/shop/products/red-shoe',
    ok('s1', 'product-tpl', 'L1', 'custom-domain', 'red-shoe'),
  ],
  [
    'https://acme.com/blog/2024/hello',
    no('no-matching-page', { siteId: 's1', localeId: 'L1', via: 'custom-domain' }),
  ],
  [
    'https://acme.com/shop/red-shoe',
    no('no-matching-page', { siteId: 's1', localeId: 'L1', via: 'custom-domain' }),
  ],
  [
    'https://acme.com/caf%C3%A9',
    no('no-matching-page', { siteId: 's1', localeId: 'L1', via: 'custom-domain' }),
  ],
  ['https://acme.com/%E0%A4%A', no('no-matching-page', { siteId: 's1', via: 'custom-domain' })],
  // files are not pages
  ['https://acme.com/sitemap.xml', no('not-a-site-page', { siteId: 's1', via: 'custom-domain' })],
  [
    'https://acme.com/docs/guide.pdf',
    no('not-a-site-page', { siteId: 's1', via: 'custom-domain' }),
  ],
  // staging host
  ['https://acme.webflow.io/', ok('s1', 'home', 'L1', 'staging')],
  ['https://acme.webflow.io/fr/a-propos', ok('s1', 'about', 'L2', 'staging')],
  ['https://Other-Site.webflow.io/', ok('s2', 'o-home', 'M1', 'staging')],
  ['https://nobody.webflow.io/', no('unknown-site', { via: 'staging' })],
  ['https://a.b.webflow.io/', no('unknown-host')],
  // Designer
  ['https://acme.design.webflow.com/?pageId=about', ok('s1', 'about', 'L1', 'designer')],
  [
    'https://acme.design.webflow.com/?pageId=leaders&locale=fr-fr',
    ok('s1', 'leaders', 'L2', 'designer'),
  ],
  [
    'https://acme.design.webflow.com/?pageId=leaders&locale=fr',
    ok('s1', 'leaders', 'L2', 'designer'),
  ],
  ['https://acme.design.webflow.com/?pageId=about&locale=L4', ok('s1', 'about', 'L4', 'designer')],
  ['https://acme.design.webflow.com/?pageId=about&locale=xx', ok('s1', 'about', 'L1', 'designer')],
  [
    'https://acme.design.webflow.com/?pageId=post-tpl&workflow=canvas',
    ok('s1', 'post-tpl', 'L1', 'designer'),
  ],
  ['https://acme.design.webflow.com/', ok('s1', 'home', 'L1', 'designer')],
  [
    'https://acme.design.webflow.com/?pageId=gone',
    no('unknown-page', { siteId: 's1', localeId: 'L1', via: 'designer' }),
  ],
  ['https://stranger.design.webflow.com/?pageId=about', no('unknown-site', { via: 'designer' })],
  // not ours, not web pages
  ['https://example.com/about', no('unknown-host')],
  ['https://acme.com.evil.example/about', no('unknown-host')],
  ['https://webflow.com/dashboard', no('unknown-host')],
  ['chrome://extensions/', no('not-a-web-page')],
  ['about:blank', no('not-a-web-page')],
  ['file:///home/me/acme.html', no('not-a-web-page')],
  ['not a url', no('invalid-url')],
  ['', no('invalid-url')],
];

const DEV_TABLE: [string, object][] = [
  ['http://acme.design.localhost:5173/?pageId=about', ok('s1', 'about', 'L1', 'designer')],
  ['http://acme.localhost:5173/fr/blog/bonjour', ok('s1', 'post-tpl', 'L2', 'staging', 'bonjour')],
  ['http://acme.localhost:5173/', ok('s1', 'home', 'L1', 'staging')],
  ['http://acme.localhost:4000/', no('unknown-host')],
  ['https://acme.webflow.io/', no('unknown-host')],
  ['http://other.example/', ok('s2', 'o-home', 'M1', 'custom-domain')],
];

describe('locate on production hosts', () => {
  it.each(PRODUCTION_TABLE)('%s', (url, expected) => {
    expect(locate(url, SITES, PRODUCTION_HOSTS)).toEqual(expected);
  });
});

describe('locate on emulator hosts', () => {
  it.each(DEV_TABLE)('%s', (url, expected) => {
    expect(locate(url, SITES, DEV_HOSTS)).toEqual(expected);
  });
});

describe('describeLocateFailure', () => {
  it('says something for every failure in the tables', () => {
    const failures = [...PRODUCTION_TABLE, ...DEV_TABLE]
      .map(([url]) => locate(url, SITES, PRODUCTION_HOSTS))
      .filter((r): r is Extract<LocateResult, { ok: false }> => !r.ok);
    expect(new Set(failures.map((f) => f.reason)).size).toBeGreaterThanOrEqual(6);
    for (const failure of failures) expect(describeLocateFailure(failure)).toMatch(/pick/);
  });
});
