import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';
import { fetchViaLoopback } from '../../emulator/object-store/loopback-fetch';

let emu: TestEmulator;
let siteId: string;
let key: string;
beforeAll(async () => {
  emu = await startEmulator();
  const site = emu.fixtures.sites[0]!;
  siteId = site.id;
  key = site.apiKey!;
});
afterAll(() => emu.close());

interface Folder {
  id: string;
  displayName: string;
  parentFolder: string | null;
  assets: string[];
}
interface Listed {
  id: string;
  folderId: string | null;
  altText: string | null;
}

async function allAssets(query = ''): Promise<Listed[]> {
  const out: Listed[] = [];
  for (let offset = 0; ; offset += 100) {
    const res = await emu.call(`/v2/sites/${siteId}/assets?limit=100&offset=${offset}${query}`, {
      token: key,
    });
    expect(res.status).toBe(200);
    out.push(...res.body.assets);
    if (offset + 100 >= res.body.pagination.total) return out;
  }
}

async function folders(): Promise<Folder[]> {
  const res = await emu.call(`/v2/sites/${siteId}/asset_folders`, { token: key });
  expect(res.status).toBe(200);
  return res.body.assetFolders;
}

describe('list assets', () => {
  it('pages with limit and offset and reports the total', async () => {
    const first = await emu.call(`/v2/sites/${siteId}/assets?limit=50`, { token: key });
    expect(first.status).toBe(200);
    expect(first.body.assets).toHaveLength(50);
    expect(first.body.pagination).toEqual({ limit: 50, offset: 0, total: 220 });
    const last = await emu.call(`/v2/sites/${siteId}/assets?limit=100&offset=200`, { token: key });
    expect(last.body.assets).toHaveLength(20);
    const ids = new Set((await allAssets()).map((a) => a.id));
    expect(ids.size).toBe(220);
  });

  it('refuses a limit above 100 or a negative offset with the error body', async () => {
    for (const q of ['limit=101', 'limit=0', 'offset=-1', 'limit=abc']) {
      const res = await emu.call(`/v2/sites/${siteId}/assets?${q}`, { token: key });
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
  });

  it('filters by folder including every descendant folder, with the filtered total', async () => {
    const all = await folders();
    const everything = await allAssets();
    const withChildren = all.find((f) => all.some((g) => g.parentFolder === f.id))!;
    const expected = new Set([withChildren.id]);
    for (let grew = true; grew;) {
      grew = false;
      for (const f of all) {
        if (f.parentFolder !== null && expected.has(f.parentFolder) && !expected.has(f.id)) {
          expected.add(f.id);
          grew = true;
        }
      }
    }
    expect(expected.size).toBeGreaterThan(2);
    const want = everything.filter((a) => a.folderId !== null && expected.has(a.folderId));
    const res = await emu.call(`/v2/sites/${siteId}/assets?folderId=${withChildren.id}&limit=100`, {
      token: key,
    });
    expect(res.body.pagination.total).toBe(want.length);
    const got = await allAssets(`&folderId=${withChildren.id}`);
    expect(got.map((a) => a.id).sort()).toEqual(want.map((a) => a.id).sort());
    expect(got.some((a) => a.folderId !== withChildren.id)).toBe(true);
  });

  it('puts folderId on every list item, null at the root', async () => {
    const everything = await allAssets();
    expect(everything.every((a) => 'folderId' in a)).toBe(true);
    expect(everything.some((a) => a.folderId === null)).toBe(true);
  });

  it('answers 404 for an unknown folder and 400 for a malformed one', async () => {
    const unknown = await emu.call(`/v2/sites/${siteId}/assets?folderId=${'0'.repeat(24)}`, {
      token: key,
    });
    expect(unknown.status).toBe(404);
    const bad = await emu.call(`/v2/sites/${siteId}/assets?folderId=nope`, { token: key });
    expect(bad.status).toBe(400);
  });

  it('shows per-locale alt text, null where a locale has none', async () => {
    const site = emu.fixtures.sites[0]!;
    const fr = site.locales.secondary[0]!.id;
    const primary = await allAssets();
    const french = await allAssets(`&localeId=${fr}`);
    expect(primary.some((a) => a.altText === null)).toBe(true);
    const frById = new Map(french.map((a) => [a.id, a.altText]));
    expect(primary.some((a) => a.altText !== null && frById.get(a.id) === null)).toBe(true);
  });
});

describe('single asset', () => {
  it('GET and PATCH never carry folderId; PATCH sets displayName and per-locale altText', async () => {
    const [asset] = await allAssets();
    const site = emu.fixtures.sites[0]!;
    const de = site.locales.secondary[1]!.id;
    const got = await emu.call(`/v2/assets/${asset!.id}`, { token: key });
    expect(got.status).toBe(200);
    expect('folderId' in got.body).toBe(false);
    const patched = await emu.call(`/v2/assets/${asset!.id}?localeId=${de}`, {
      token: key,
      method: 'PATCH',
      body: { displayName: 'Renamed.jpg', altText: 'Ein Bild' },
    });
    expect(patched.status).toBe(200);
    expect('folderId' in patched.body).toBe(false);
    expect(patched.body).toMatchObject({ displayName: 'Renamed.jpg', altText: 'Ein Bild' });
    const inPrimary = await emu.call(`/assets/${asset!.id}`, { token: key });
    expect(inPrimary.body.displayName).toBe('Renamed.jpg');
    expect(inPrimary.body.altText).toBe(asset!.altText);
    const inGerman = await emu.call(`/v2/assets/${asset!.id}?localeId=${de}`, { token: key });
    expect(inGerman.body.altText).toBe('Ein Bild');
  });

  it('needs assets:write to patch and answers 404 / 400 for unknown / malformed ids', async () => {
    const [asset] = await allAssets();
    const reader = await emu.control('/tokens', {
      method: 'POST',
      body: { scopes: ['assets:read'] },
    });
    const denied = await emu.call(`/v2/assets/${asset!.id}`, {
      token: reader.body.accessToken,
      method: 'PATCH',
      body: { altText: 'x' },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('missing_scopes');
    expect((await emu.call(`/v2/assets/${'a'.repeat(24)}`, { token: key })).status).toBe(404);
    expect((await emu.call('/v2/assets/xyz', { token: key })).status).toBe(400);
    const badBody = await emu.call(`/v2/assets/${asset!.id}`, {
      token: key,
      method: 'PATCH',
      body: '{"altText":',
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body.code).toBe('bad_request');
  });
});

describe('folders', () => {
  it('creates nested folders and reads them back', async () => {
    const parent = await emu.call(`/v2/sites/${siteId}/asset_folders`, {
      token: key,
      method: 'POST',
      body: { displayName: 'Campaigns' },
    });
    expect(parent.status).toBe(200);
    expect(parent.body).toMatchObject({ displayName: 'Campaigns', parentFolder: null, assets: [] });
    const child = await emu.call(`/v2/sites/${siteId}/asset_folders`, {
      token: key,
      method: 'POST',
      body: { displayName: 'Summer', parentFolder: parent.body.id },
    });
    expect(child.body.parentFolder).toBe(parent.body.id);
    const got = await emu.call(`/v2/asset_folders/${child.body.id}`, { token: key });
    expect(got.body).toMatchObject({ id: child.body.id, siteId, displayName: 'Summer' });
    expect((await folders()).map((f) => f.id)).toContain(child.body.id);
    const orphan = await emu.call(`/v2/sites/${siteId}/asset_folders`, {
      token: key,
      method: 'POST',
      body: { displayName: 'Lost', parentFolder: 'f'.repeat(24) },
    });
    expect(orphan.status).toBe(404);
  });

  it('lists folder assets with their ids', async () => {
    const all = await folders();
    const everything = await allAssets();
    const folder = all.find((f) => f.assets.length > 0)!;
    const direct = everything.filter((a) => a.folderId === folder.id).map((a) => a.id);
    expect(folder.assets.sort()).toEqual(direct.sort());
  });
});

describe('upload handshake', () => {
  it('announces, accepts the file at uploadUrl and only then lists the asset in its folder', async () => {
    const [folder] = await folders();
    const bytes = new TextEncoder().encode('\x89PNG pretend picture');
    const fileHash = createHash('md5').update(bytes).digest('hex');
    const made = await emu.call(`/v2/sites/${siteId}/assets`, {
      token: key,
      method: 'POST',
      body: { fileName: 'upload.png', fileHash, parentFolder: folder!.id },
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ contentType: 'image/png', parentFolder: folder!.id });
    expect(Object.keys(made.body.uploadDetails).sort()).toEqual(
      [
        'acl',
        'bucket',
        'X-Amz-Algorithm',
        'X-Amz-Credential',
        'X-Amz-Date',
        'key',
        'Policy',
        'X-Amz-Signature',
        'success_action_status',
        'content-type',
        'Cache-Control',
      ].sort(),
    );
    expect((await emu.call(`/v2/assets/${made.body.id}`, { token: key })).status).toBe(404);

    const form = new FormData();
    for (const [k, v] of Object.entries(made.body.uploadDetails as Record<string, string>)) {
      form.append(k, v);
    }
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'upload.png');
    const stored = await fetchViaLoopback(made.body.uploadUrl, { method: 'POST', body: form });
    expect(stored.status).toBe(201);

    const listed = await allAssets(`&folderId=${folder!.id}`);
    const mine = listed.find((a) => a.id === made.body.id);
    expect(mine).toMatchObject({ folderId: folder!.id });
    const single = await emu.call(`/v2/assets/${made.body.id}`, { token: key });
    expect(single.body.size).toBe(bytes.length);
    const served = await fetch(single.body.hostedUrl);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('refuses a file whose MD5 is not the declared fileHash', async () => {
    const made = await emu.call(`/v2/sites/${siteId}/assets`, {
      token: key,
      method: 'POST',
      body: { fileName: 'liar.jpg', fileHash: 'd41d8cd98f00b204e9800998ecf8427e' },
    });
    const form = new FormData();
    for (const [k, v] of Object.entries(made.body.uploadDetails as Record<string, string>)) {
      form.append(k, v);
    }
    form.append('file', new Blob(['not empty']), 'liar.jpg');
    const stored = await fetchViaLoopback(made.body.uploadUrl, { method: 'POST', body: form });
    expect(stored.status).toBe(400);
    expect(await stored.text()).toContain('BadDigest');
  });

  it('validates the handshake body', async () => {
    for (const body of [
      {},
      { fileName: 'noext', fileHash: 'd41d8cd98f00b204e9800998ecf8427e' },
      { fileName: 'a.png', fileHash: 'nothex' },
      { fileName: 'a.png', fileHash: 12 },
    ]) {
      const res = await emu.call(`/v2/sites/${siteId}/assets`, {
        token: key,
        method: 'POST',
        body,
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
  });
});
