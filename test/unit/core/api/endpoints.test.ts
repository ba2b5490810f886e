import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as assets from '@/lib/core/api/assets';
import { createApiClient } from '@/lib/core/api/client';
import type { ApiClient } from '@/lib/core/api/client';
import * as fonts from '@/lib/core/api/custom-fonts';
import * as pages from '@/lib/core/api/pages';
import { createRateLimitQueue } from '@/lib/core/api/rate-limit-queue';
import * as redirects from '@/lib/core/api/redirects';
import * as markup from '@/lib/core/api/schema-markup';
import * as sites from '@/lib/core/api/sites';
import * as token from '@/lib/core/api/token';
import * as webhooks from '@/lib/core/api/webhooks';

let server: Server;
let api: ApiClient;
let reply: { status: number; body: unknown } = { status: 200, body: {} };
let last: { method: string; url: string; body: unknown } | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      last = {
        method: req.method ?? '',
        url: req.url ?? '',
        body: body ? JSON.parse(body) : undefined,
      };
      res.writeHead(reply.status, {
        'Content-Type': 'application/json',
        'X-RateLimit-Limit': '600',
        'X-RateLimit-Remaining': '599',
      });
      res.end(reply.status === 204 ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = createApiClient({
    baseUrl,
    getToken: () => 't',
    queue: createRateLimitQueue(),
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const page = { id: 'p1', slug: 'about' };
const sm = { id: 'p1', localeId: null, jsonLdSchema: null };
const font = { id: 'f1', fontFamily: 'Inter', axes: [] };
const upload = { url: 'https://s3.example/', fields: { key: 'k' } };
const hook = { id: 'w1', triggerType: 'site_publish', url: 'https://h.example/' };
const pagination = { limit: 100, offset: 0, total: 1 };
const redirect = { id: 'r1', fromUrl: '/a', toUrl: '/b' };

const TABLE: [string, () => Promise<unknown>, string, string, unknown, number, unknown, unknown][] =
  [
    [
      'listSites',
      () => sites.listSites(api),
      'GET',
      '/v2/sites',
      undefined,
      200,
      { sites: [{ id: 's1' }] },
      [{ id: 's1' }],
    ],
    [
      'getSite',
      () => sites.getSite(api, 's1'),
      'GET',
      '/v2/sites/s1',
      undefined,
      200,
      { id: 's1' },
      { id: 's1' },
    ],
    [
      'listCustomDomains',
      () => sites.listCustomDomains(api, 's1'),
      'GET',
      '/v2/sites/s1/custom_domains',
      undefined,
      200,
      { customDomains: [{ id: 'd', url: 'a.com' }] },
      [{ id: 'd', url: 'a.com' }],
    ],
    [
      'publish.publishSite',
      () =>
        sites.publishSite(api, 's1', { customDomains: ['d'], publishToWebflowSubdomain: false }),
      'POST',
      '/v2/sites/s1/publish',
      { customDomains: ['d'], publishToWebflowSubdomain: false },
      202,
      {
        customDomains: [{ id: 'd', url: 'a.com', lastPublished: 't' }],
        publishToWebflowSubdomain: false,
        publishScope: 'site',
      },
      {
        customDomains: [{ id: 'd', url: 'a.com', lastPublished: 't' }],
        publishToWebflowSubdomain: false,
        publishScope: 'site',
      },
    ],
    [
      'listPages',
      () => pages.listPages(api, 's1', { localeId: 'l2', limit: 5, offset: 10 }),
      'GET',
      '/v2/sites/s1/pages?localeId=l2&limit=5&offset=10',
      undefined,
      200,
      { pages: [page], pagination },
      { pages: [page], pagination },
    ],
    [
      'getPage',
      () => pages.getPage(api, 'p1', 'l2'),
      'GET',
      '/v2/pages/p1?localeId=l2',
      undefined,
      200,
      page,
      page,
    ],
    [
      'updatePage',
      () => pages.updatePage(api, 'p1', { title: 'T', seo: { title: 'S' } }),
      'PUT',
      '/v2/pages/p1',
      { title: 'T', seo: { title: 'S' } },
      200,
      page,
      page,
    ],
    [
      'bulkUpdatePages',
      () => pages.bulkUpdatePages(api, [{ id: 'p1', localeId: 'l2', title: 'T' }]),
      'PATCH',
      '/beta/pages',
      { pages: [{ id: 'p1', localeId: 'l2', title: 'T' }] },
      200,
      { pages: [page] },
      [page],
    ],
    [
      'getSchemaMarkup',
      () => markup.getSchemaMarkup(api, 'p1', 'l2'),
      'GET',
      '/beta/pages/p1/schema-markup?localeId=l2',
      undefined,
      200,
      sm,
      { ...sm, isInherited: false },
    ],
    [
      'putSchemaMarkup',
      () => markup.putSchemaMarkup(api, 'p1', null),
      'PUT',
      '/beta/pages/p1/schema-markup',
      { jsonLdSchema: null },
      200,
      sm,
      { ...sm, isInherited: false },
    ],
    [
      'querySchemaMarkup',
      () => markup.querySchemaMarkup(api, 's1', [{ id: 'p1' }]),
      'POST',
      '/beta/sites/s1/pages/schema-markup/query',
      { pages: [{ id: 'p1' }] },
      200,
      { pages: [sm] },
      [{ ...sm, isInherited: false }],
    ],
    [
      'bulkPutSchemaMarkup',
      () => markup.bulkPutSchemaMarkup(api, 's1', [{ id: 'p1', jsonLdSchema: '{}' }]),
      'PATCH',
      '/beta/sites/s1/pages/schema-markup',
      { pages: [{ id: 'p1', jsonLdSchema: '{}' }] },
      200,
      { pages: [sm] },
      [{ ...sm, isInherited: false }],
    ],
    [
      'listRedirectsPage (the released path, not /beta)',
      () => redirects.listRedirectsPage(api, 's1', { offset: 0, limit: 100 }),
      'GET',
      '/v2/sites/s1/redirects?offset=0&limit=100',
      undefined,
      200,
      { redirects: [redirect], pagination },
      { redirects: [redirect], pagination },
    ],
    [
      'createRedirect',
      () => redirects.createRedirect(api, 's1', { fromUrl: '/a', toUrl: '/b' }),
      'POST',
      '/v2/sites/s1/redirects',
      { fromUrl: '/a', toUrl: '/b' },
      200,
      redirect,
      redirect,
    ],
    [
      'updateRedirect',
      () => redirects.updateRedirect(api, 's1', 'r1', { toUrl: '/b' }),
      'PATCH',
      '/v2/sites/s1/redirects/r1',
      { toUrl: '/b' },
      200,
      redirect,
      redirect,
    ],
    [
      'deleteRedirect',
      () => redirects.deleteRedirect(api, 's1', 'r1'),
      'DELETE',
      '/v2/sites/s1/redirects/r1',
      undefined,
      200,
      { redirects: [], pagination },
      undefined,
    ],
    [
      'assets.listAssets',
      () => assets.listAssets(api, 's1', { folderId: 'f1', limit: 100 }),
      'GET',
      '/v2/sites/s1/assets?folderId=f1&limit=100',
      undefined,
      200,
      { assets: [{ id: 'a1', folderId: null }], pagination },
      { assets: [{ id: 'a1', folderId: null }], pagination },
    ],
    [
      'getAsset',
      () => assets.getAsset(api, 'a1', 'l2'),
      'GET',
      '/v2/assets/a1?localeId=l2',
      undefined,
      200,
      { id: 'a1' },
      { id: 'a1' },
    ],
    [
      'assets.updateAsset',
      () => assets.updateAsset(api, 'a1', { altText: 'A' }, 'l2'),
      'PATCH',
      '/v2/assets/a1?localeId=l2',
      { altText: 'A' },
      200,
      { id: 'a1', altText: 'A' },
      { id: 'a1', altText: 'A' },
    ],
    [
      'listAssetFolders',
      () => assets.listAssetFolders(api, 's1'),
      'GET',
      '/v2/sites/s1/asset_folders?offset=0&limit=100',
      undefined,
      200,
      { assetFolders: [{ id: 'f1' }] },
      [{ id: 'f1' }],
    ],
    [
      'getAssetFolder',
      () => assets.getAssetFolder(api, 'f1'),
      'GET',
      '/v2/asset_folders/f1',
      undefined,
      200,
      { id: 'f1' },
      { id: 'f1' },
    ],
    [
      'listCustomFonts',
      () => fonts.listCustomFonts(api, 's1', { limit: 10 }),
      'GET',
      '/v2/sites/s1/custom_fonts?limit=10',
      undefined,
      200,
      { customFonts: [font] },
      { customFonts: [font] },
    ],
    [
      'createCustomFont',
      () =>
        fonts.createCustomFont(api, 's1', {
          fileName: 'a.woff2',
          fileHash: 'h',
          fontFamily: 'Inter',
          weight: 400,
          italic: false,
          fontDisplay: 'swap',
        }),
      'POST',
      '/v2/sites/s1/custom_fonts',
      {
        fileName: 'a.woff2',
        fileHash: 'h',
        fontFamily: 'Inter',
        weight: 400,
        italic: false,
        fontDisplay: 'swap',
      },
      202,
      { customFont: font, upload },
      { customFont: font, upload },
    ],
    [
      'getCustomFont',
      () => fonts.getCustomFont(api, 's1', 'f1'),
      'GET',
      '/v2/sites/s1/custom_fonts/f1',
      undefined,
      200,
      { customFont: font },
      font,
    ],
    [
      'updateCustomFont',
      () => fonts.updateCustomFont(api, 's1', 'f1', { weight: 700 }),
      'PATCH',
      '/v2/sites/s1/custom_fonts/f1',
      { weight: 700 },
      200,
      { customFont: font },
      font,
    ],
    [
      'replaceCustomFontFile',
      () =>
        fonts.replaceCustomFontFile(api, 's1', 'f1', {
          fileName: 'b.woff2',
          fileHash: 'h',
          axes: [],
        }),
      'PUT',
      '/v2/sites/s1/custom_fonts/f1/file',
      { fileName: 'b.woff2', fileHash: 'h', axes: [] },
      202,
      { customFont: font, upload },
      { customFont: font, upload },
    ],
    [
      'deleteCustomFont',
      () => fonts.deleteCustomFont(api, 's1', 'f1'),
      'DELETE',
      '/v2/sites/s1/custom_fonts/f1',
      undefined,
      204,
      undefined,
      undefined,
    ],
    [
      'batchDeleteCustomFonts',
      () => fonts.batchDeleteCustomFonts(api, 's1', ['f1', 'f2']),
      'POST',
      '/v2/sites/s1/custom_fonts/batchDelete',
      { items: [{ id: 'f1' }, { id: 'f2' }] },
      200,
      { deleted: [{ id: 'f1' }], failed: [{ id: 'f2', name: 'NotFound', msg: 'x' }] },
      { deleted: [{ id: 'f1' }], failed: [{ id: 'f2', name: 'NotFound', msg: 'x' }] },
    ],
    [
      'webhooks.listWebhooks',
      () => webhooks.listWebhooks(api, 's1'),
      'GET',
      '/v2/sites/s1/webhooks',
      undefined,
      200,
      { webhooks: [hook], pagination },
      [hook],
    ],
    [
      'webhooks.createWebhook',
      () =>
        webhooks.createWebhook(api, 's1', {
          triggerType: 'form_submission',
          url: 'https://h.example/',
          filter: { name: 'Contact' },
        }),
      'POST',
      '/v2/sites/s1/webhooks',
      { triggerType: 'form_submission', url: 'https://h.example/', filter: { name: 'Contact' } },
      201,
      hook,
      hook,
    ],
    [
      'getWebhook',
      () => webhooks.getWebhook(api, 'w1'),
      'GET',
      '/v2/webhooks/w1',
      undefined,
      200,
      hook,
      hook,
    ],
    [
      'webhooks.deleteWebhook',
      () => webhooks.deleteWebhook(api, 'w1'),
      'DELETE',
      '/v2/webhooks/w1',
      undefined,
      204,
      undefined,
      undefined,
    ],
    [
      'getAuthorizedUser',
      () => token.getAuthorizedUser(api),
      'GET',
      '/v2/token/authorized_by',
      undefined,
      200,
      { id: 'u1', email: 'e@x' },
      { id: 'u1', email: 'e@x' },
    ],
    [
      'introspectToken',
      () => token.introspectToken(api),
      'GET',
      '/v2/token/introspect',
      undefined,
      200,
      { authorization: { scope: 'sites:read,pages:write' } },
      { authorization: { scope: 'sites:read,pages:write' } },
    ],
    ['getInfo', () => token.getInfo(api), 'GET', '/info', undefined, 200, { any: 1 }, { any: 1 }],
  ];

describe('endpoint functions', () => {
  it.each(TABLE)('%s', async (_name, call, method, url, body, status, response, expected) => {
    reply = { status, body: response };
    await expect(call()).resolves.toEqual(expected);
    expect(last).toEqual({ method, url, body });
  });

  it('refuses an oversized bulk request before sending', async () => {
    last = undefined;
    const entries = Array.from({ length: 26 }, (_, i) => ({ id: `p${i}`, jsonLdSchema: null }));
    await expect(markup.bulkPutSchemaMarkup(api, 's1', entries)).rejects.toThrow(RangeError);
    expect(last).toBeUndefined();
  });

  it('reads granted scopes from an introspection', () => {
    expect(token.grantedScopes({ authorization: { scope: 'sites:read,pages:write' } })).toEqual([
      'sites:read',
      'pages:write',
    ]);
  });

  it('detects a silently ignored slug', () => {
    expect(pages.slugWasIgnored({ slug: 'new' }, { id: 'p', slug: 'index' })).toBe(true);
    expect(pages.slugWasIgnored({ slug: 'new' }, { id: 'p', slug: 'new' })).toBe(false);
    expect(pages.slugWasIgnored({ title: 'x' }, { id: 'p', slug: 'old' })).toBe(false);
  });
});
