import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';

let emu: TestEmulator;
let base: string;
let key: string;
beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
  const site = emu.fixtures.sites[0]!;
  base = `/v2/sites/${site.id}/custom_fonts`;
  key = site.apiKey!;
});
afterAll(() => emu.close());

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
let counter = 0;
function fontBytes(): Uint8Array<ArrayBuffer> {
  counter += 1;
  return new TextEncoder().encode(`wOF2 pretend font #${counter}`);
}

function newFont(bytes: Uint8Array, extra: Record<string, unknown> = {}) {
  return {
    fileName: 'Brand.woff2',
    fileHash: md5(bytes),
    fontFamily: `Brand ${counter}`,
    weight: 700,
    italic: false,
    fontDisplay: 'swap',
    ...extra,
  };
}

type Upload = { url: string; fields: Record<string, string> };

function upload(
  u: Upload,
  bytes: Uint8Array<ArrayBuffer>,
  order: 'file-last' | 'file-first' = 'file-last',
) {
  const form = new FormData();
  if (order === 'file-first') form.append('file', new Blob([bytes]), 'font.woff2');
  for (const [k, v] of Object.entries(u.fields)) form.append(k, v);
  if (order === 'file-last') form.append('file', new Blob([bytes]), 'font.woff2');
  return fetch(u.url, { method: 'POST', body: form });
}

async function listedIds(): Promise<string[]> {
  const res = await emu.call(`${base}?limit=100`, { token: key });
  expect(res.status).toBe(200);
  return res.body.customFonts.map((f: { id: string }) => f.id);
}

describe('create and upload', () => {
  it('answers 202 with customFont and upload, and makes the font live only after a 201 upload', async () => {
    const bytes = fontBytes();
    const made = await emu.call(base, { token: key, method: 'POST', body: newFont(bytes) });
    expect(made.status).toBe(202);
    expect(made.body.customFont).toMatchObject({ format: 'woff2', weight: 700, italic: false });
    expect(made.body.upload.url).toBe(`${emu.origin}/__emulator/object-store/emulator-uploads`);
    const fields = made.body.upload.fields as Record<string, string>;
    expect(fields['Content-MD5']).toBe(Buffer.from(md5(bytes), 'hex').toString('base64'));
    expect(fields.acl).toBe('public-read');
    for (const name of ['bucket', 'key', 'Policy', 'X-Amz-Signature', 'X-Amz-Credential']) {
      expect(fields[name], name).toBeTruthy();
    }
    const id = made.body.customFont.id as string;
    expect(await listedIds()).not.toContain(id);

    const stored = await upload(made.body.upload, bytes);
    expect(stored.status).toBe(201);
    expect(await listedIds()).toContain(id);
    const got = await emu.call(`${base}/${id}`, { token: key });
    expect(got.body.customFont.id).toBe(id);
    const served = await fetch(got.body.customFont.hostedUrl);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('refuses uploads with the file not last, a field missing or altered, or a wrong MD5', async () => {
    const bytes = fontBytes();
    const made = await emu.call(base, { token: key, method: 'POST', body: newFont(bytes) });
    const u = made.body.upload as Upload;
    expect((await upload(u, bytes, 'file-first')).status).toBe(400);
    for (const name of Object.keys(u.fields)) {
      if (name === 'key') continue;
      const { [name]: _dropped, ...rest } = u.fields;
      expect((await upload({ url: u.url, fields: rest }, bytes)).status, name).toBe(400);
      const altered = { ...u.fields, [name]: `${u.fields[name]}x` };
      expect((await upload({ url: u.url, fields: altered }, bytes)).status, name).toBe(403);
    }
    const wrong = await upload(u, new TextEncoder().encode('other bytes'));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('BadDigest');
    expect(await listedIds()).not.toContain(made.body.customFont.id);
    expect((await upload(u, bytes)).status).toBe(201);
  });

  it('refuses an upload after its policy expired on the emulator clock', async () => {
    const bytes = fontBytes();
    const made = await emu.call(base, { token: key, method: 'POST', body: newFont(bytes) });
    await emu.control('/clock', { method: 'POST', body: { advanceMs: 16 * 60_000 } });
    expect((await upload(made.body.upload, bytes)).status).toBe(403);
  });

  it('answers 409 for a second font with the same family, weight and style', async () => {
    const dup = await emu.call(base, {
      token: key,
      method: 'POST',
      body: newFont(fontBytes(), { fontFamily: 'acme sans', weight: 400, italic: false }),
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({
      code: 'conflict',
      message: 'Conflict: Resource already exists',
      externalReference: null,
      details: [],
    });
    const italic = await emu.call(base, {
      token: key,
      method: 'POST',
      body: newFont(fontBytes(), { fontFamily: 'Acme Sans', weight: 400, italic: true }),
    });
    expect(italic.status).toBe(202);
  });

  it('validates metadata: svg files, uppercase hashes, axes out of range', async () => {
    const bytes = fontBytes();
    const cases: Array<Record<string, unknown>> = [
      { fileName: 'x.svg' },
      { fileHash: md5(bytes).toUpperCase() },
      { weight: 1001 },
      { fontDisplay: 'fast' },
      { italic: 'no' },
    ];
    for (const extra of cases) {
      const res = await emu.call(base, { token: key, method: 'POST', body: newFont(bytes, extra) });
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    const axes = [{ tag: 'wght', min: 100, max: 900, defaultValue: 950 }];
    const res = await emu.call(base, {
      token: key,
      method: 'POST',
      body: newFont(bytes, { axes }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^fontMetadata\.axes/);
  });

  it('needs sites:write to create', async () => {
    const reader = await emu.control('/tokens', {
      method: 'POST',
      body: { scopes: ['sites:read'] },
    });
    const res = await emu.call(base, {
      token: reader.body.accessToken,
      method: 'POST',
      body: newFont(fontBytes()),
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('missing_scopes');
    expect((await emu.call(base, { token: reader.body.accessToken })).status).toBe(200);
  });
});

describe('update, replace, delete', () => {
  async function seededFontId(): Promise<string> {
    const res = await emu.call(base, { token: key });
    return res.body.customFonts.find((f: { fontFamily: string }) => f.fontFamily === 'Acme Sans')
      .id;
  }

  it('patches metadata and refuses an empty patch', async () => {
    const bytes = fontBytes();
    const made = await emu.call(base, { token: key, method: 'POST', body: newFont(bytes) });
    const id = made.body.customFont.id as string;
    const patched = await emu.call(`${base}/${id}`, {
      token: key,
      method: 'PATCH',
      body: { fontDisplay: 'optional', fontFamily: 'Brand, Display' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.customFont).toMatchObject({
      fontDisplay: 'optional',
      fontFamily: 'Brand Display',
    });
    const empty = await emu.call(`${base}/${id}`, { token: key, method: 'PATCH', body: {} });
    expect(empty.status).toBe(400);
  });

  it('requires axes when replacing the file of a variable font, and applies the new file on upload', async () => {
    const id = await seededFontId();
    const bytes = fontBytes();
    const missing = await emu.call(`${base}/${id}/file`, {
      token: key,
      method: 'PUT',
      body: { fileName: 'AcmeSans.ttf', fileHash: md5(bytes) },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^fontMetadata\.axes/);
    const replaced = await emu.call(`${base}/${id}/file`, {
      token: key,
      method: 'PUT',
      body: { fileName: 'AcmeSans.ttf', fileHash: md5(bytes), axes: [] },
    });
    expect(replaced.status).toBe(202);
    expect(replaced.body.customFont.format).toBe('woff2');
    expect((await upload(replaced.body.upload, bytes)).status).toBe(201);
    const after = await emu.call(`${base}/${id}`, { token: key });
    expect(after.body.customFont).toMatchObject({
      fileName: 'AcmeSans.ttf',
      format: 'truetype',
      axes: [],
    });
    const nowStatic = await emu.call(`${base}/${id}/file`, {
      token: key,
      method: 'PUT',
      body: { fileName: 'AcmeSans.otf', fileHash: md5(bytes) },
    });
    expect(nowStatic.status).toBe(202);
  });

  it('deletes one font (204) and batches of fonts with deleted and failed', async () => {
    const a = await emu.call(base, { token: key, method: 'POST', body: newFont(fontBytes()) });
    const b = await emu.call(base, { token: key, method: 'POST', body: newFont(fontBytes()) });
    const gone = await emu.call(`${base}/${a.body.customFont.id}`, {
      token: key,
      method: 'DELETE',
    });
    expect(gone.status).toBe(204);
    expect((await emu.call(`${base}/${a.body.customFont.id}`, { token: key })).status).toBe(404);
    const batch = await emu.call(`${base}/batchDelete`, {
      token: key,
      method: 'POST',
      body: { items: [{ id: b.body.customFont.id }, { id: a.body.customFont.id }] },
    });
    expect(batch.status).toBe(200);
    expect(batch.body.deleted).toEqual([{ id: b.body.customFont.id }]);
    expect(batch.body.failed).toEqual([
      { id: a.body.customFont.id, name: 'NotFound', msg: expect.any(String) },
    ]);
    const tooMany = await emu.call(`${base}/batchDelete`, {
      token: key,
      method: 'POST',
      body: { items: [] },
    });
    expect(tooMany.status).toBe(400);
  });
});
