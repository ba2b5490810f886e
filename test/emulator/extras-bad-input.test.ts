import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

let emu: TestEmulator;
let ids: Record<'site' | 'asset' | 'folder' | 'font' | 'webhook', string>;
let key: string;

beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
  const site = emu.fixtures.sites[0]!;
  key = site.apiKey!;
  const get = (path: string) => emu.call(path, { token: key }).then((r) => r.body);
  ids = {
    site: site.id,
    asset: (await get(`/v2/sites/${site.id}/assets?limit=1`)).assets[0].id,
    folder: (await get(`/v2/sites/${site.id}/asset_folders`)).assetFolders[0].id,
    font: (await get(`/v2/sites/${site.id}/custom_fonts`)).customFonts[0].id,
    webhook: (await get(`/v2/sites/${site.id}/webhooks`)).webhooks[0].id,
  };
});
afterAll(() => emu.close());

const ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['GET', '/v2/sites/{site}/assets'],
  ['POST', '/v2/sites/{site}/assets'],
  ['GET', '/v2/assets/{asset}'],
  ['PATCH', '/assets/{asset}'],
  ['DELETE', '/v2/assets/{asset}'],
  ['GET', '/v2/sites/{site}/asset_folders'],
  ['POST', '/v2/sites/{site}/asset_folders'],
  ['GET', '/v2/asset_folders/{folder}'],
  ['GET', '/v2/sites/{site}/custom_fonts'],
  ['POST', '/v2/sites/{site}/custom_fonts'],
  ['GET', '/v2/sites/{site}/custom_fonts/{font}'],
  ['PATCH', '/v2/sites/{site}/custom_fonts/{font}'],
  ['PUT', '/v2/sites/{site}/custom_fonts/{font}/file'],
  ['DELETE', '/v2/sites/{site}/custom_fonts/{font}'],
  ['POST', '/v2/sites/{site}/custom_fonts/batchDelete'],
  ['GET', '/sites/{site}/webhooks'],
  ['POST', '/v2/sites/{site}/webhooks'],
  ['GET', '/webhooks/{webhook}'],
  ['DELETE', '/v2/webhooks/{webhook}'],
  ['POST', '/__emulator/webhooks'],
  ['PUT', '/__emulator/webhook-settings'],
  ['POST', '/__emulator/object-store/emulator-uploads'],
];

const idChoice = fc.oneof(
  fc.constant('real'),
  fc.constant('0123456789abcdef01234567'),
  fc.string({ maxLength: 30 }),
  fc.constant('%00'),
);

const body = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 200 }),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc
    .dictionary(
      fc.constantFrom(
        'fileName',
        'fileHash',
        'parentFolder',
        'displayName',
        'altText',
        'fontFamily',
        'weight',
        'italic',
        'fontDisplay',
        'axes',
        'items',
        'triggerType',
        'url',
        'filter',
        'siteId',
        'timeoutMs',
      ),
      fc.jsonValue({ maxDepth: 3 }),
    )
    .map((v) => JSON.stringify(v)),
);

const query = fc.option(
  fc
    .dictionary(
      fc.constantFrom('limit', 'offset', 'folderId', 'localeId'),
      fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String)),
    )
    .map((q) => new URLSearchParams(q).toString()),
  { nil: undefined },
);

describe('bad input on asset, folder, font, object-store and webhook routes', () => {
  it('never answers 5xx, and every 4xx of the API carries the error body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        idChoice,
        body,
        query,
        fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x'),
        async ([method, template], idKind, payload, q, contentType) => {
          const path = template.replace(/\{(\w+)\}/g, (_m, name: keyof typeof ids) =>
            idKind === 'real' ? ids[name] : encodeURIComponent(idKind),
          );
          const url = `${emu.origin}${path}${q ? `?${q}` : ''}`;
          const res = await fetch(url, {
            method,
            headers: { authorization: `Bearer ${key}`, 'content-type': contentType },
            body: method === 'GET' || method === 'DELETE' ? undefined : payload,
          });
          const text = await res.text();
          expect(res.status, `${method} ${url} ${payload ?? ''} → ${text}`).toBeLessThan(500);
          const isApi = !path.startsWith('/__emulator/object-store');
          if (res.status >= 400 && isApi) {
            const parsed = JSON.parse(text) as { code?: unknown; message?: unknown };
            expect(typeof parsed.code).toBe('string');
            expect(typeof parsed.message).toBe('string');
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers bodies over 1 MB with 413 and the error body', async () => {
    const huge = JSON.stringify({ displayName: 'x'.repeat(1_100_000) });
    for (const [method, template] of ROUTES.filter(([m]) => m === 'POST' || m === 'PATCH')) {
      const path = template.replace(/\{(\w+)\}/g, (_m, name: keyof typeof ids) => ids[name]);
      const res = await fetch(emu.origin + path, {
        method,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: huge,
      });
      expect(res.status, path).toBe(413);
      expect(((await res.json()) as { code: string }).code).toBe('bad_request');
    }
  });
});
