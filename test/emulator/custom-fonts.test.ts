import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestEmulator } from '../../emulator/testing';
import { startEmulator } from '../../emulator/testing';
import { fetchViaLoopback } from '../../emulator/object-store/loopback-fetch';

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
  return fetchViaLoopback(u.url, { method: 'POST', body: form });
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
    expect(made.body.upload.url).toBe(`http://objects.localhost:${emu.port}/emulator-uploads`);
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

describe('the object store on its own host', () => {
  const storeOrigin = () => `http://objects.localhost:${emu.port}`;
  const corsHeaders = (res: Response) =>
    [...res.headers.keys()].filter((name) => name.toLowerCase().startsWith('access-control-'));

  async function announced() {
    const bytes = fontBytes();
    const made = await emu.call(base, { token: key, method: 'POST', body: newFont(bytes) });
    expect(made.status).toBe(202);
    return { bytes, upload: made.body.upload as Upload, id: made.body.customFont.id as string };
  }

  it('hands out an upload URL with the scheme and port the API was reached at', async () => {
    const site = emu.fixtures.sites[0]!;
    const res = await emu.emulator.app.request(
      `https://127.0.0.1:8443/v2/sites/${site.id}/custom_fonts`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(newFont(fontBytes())),
      },
    );
    expect(res.status).toBe(202);
    const body = (await res.json()) as { upload: Upload; customFont: { id: string } };
    expect(body.upload.url).toBe('https://objects.localhost:8443/emulator-uploads');
    const replaced = await emu.emulator.app.request(
      `http://localhost/v2/sites/${site.id}/custom_fonts/${body.customFont.id}/file`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fileName: 'Brand.woff2', fileHash: md5(fontBytes()) }),
      },
    );
    expect(((await replaced.json()) as { upload: Upload }).upload.url).toBe(
      'http://objects.localhost/emulator-uploads',
    );
  });

  it('answers with no CORS header at all, and refuses a preflight as S3 does without CORS rules', async () => {
    const { bytes, upload: u } = await announced();
    const preflight = await fetchViaLoopback(u.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(403);
    expect(await preflight.text()).toContain('CORS is not enabled for this bucket');
    const refused = await upload(u, new TextEncoder().encode('not the announced bytes'));
    expect(refused.status).toBe(400);
    const stored = await upload(u, bytes);
    expect(stored.status).toBe(201);
    const location = stored.headers.get('location')!;
    expect(location.startsWith(`${storeOrigin()}/emulator-uploads/`)).toBe(true);
    const served = await fetchViaLoopback(location);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const others = await Promise.all([
      fetchViaLoopback(`${storeOrigin()}/emulator-uploads/fonts/nothing-here.woff2`),
      fetchViaLoopback(`${storeOrigin()}/v2/sites`, {
        headers: { authorization: `Bearer ${key}` },
      }),
      fetchViaLoopback(`${storeOrigin()}/emulator-uploads`),
    ]);
    expect(others.map((r) => r.status)).toEqual([404, 404, 405]);
    for (const res of [preflight, refused, stored, served, ...others]) {
      expect(corsHeaders(res), `${res.status}`).toEqual([]);
    }
  });

  it('is not served on the API’s host any more', async () => {
    const { bytes, upload: u, id } = await announced();
    for (const path of ['/emulator-uploads', '/__emulator/object-store/emulator-uploads']) {
      const res = await upload({ url: emu.origin + path, fields: u.fields }, bytes);
      expect(res.status, path).toBe(404);
    }
    expect(await listedIds()).not.toContain(id);
    expect((await upload(u, bytes)).status).toBe(201);
    expect(await listedIds()).toContain(id);
  });

  it('acts out fault scripts on its upload path (and still sends no CORS header)', async () => {
    const { bytes, upload: u, id } = await announced();
    await emu.control('/faults', {
      method: 'POST',
      body: { method: 'POST', path: '/emulator-uploads', action: { kind: 'status', status: 503 } },
    });
    const failed = await upload(u, bytes);
    expect(failed.status).toBe(503);
    expect(corsHeaders(failed)).toEqual([]);
    expect(await listedIds()).not.toContain(id);
    expect((await upload(u, bytes)).status).toBe(201);
    const entries = (await emu.control('/journal?method=POST&path=/emulator-uploads')).body
      .entries as { host: string; status: number; fault: string | null }[];
    expect(entries.slice(-2)).toEqual([
      expect.objectContaining({
        host: `objects.localhost:${emu.port}`,
        status: 503,
        fault: 'status',
      }),
      expect.objectContaining({ host: `objects.localhost:${emu.port}`, status: 201, fault: null }),
    ]);
  });
});

describe('a refusal scripted for a credential test', () => {
  it('answers 403 on the font routes while the fault lasts, and the normal rules after', async () => {
    await emu.control('/faults', {
      method: 'POST',
      body: {
        method: 'POST',
        path: '/v2/sites/*/custom_fonts',
        action: {
          kind: 'status',
          status: 403,
          body: { code: 'forbidden', message: 'User is not authorized to perform this action' },
        },
      },
    });
    const refused = await emu.call(base, {
      token: key,
      method: 'POST',
      body: newFont(fontBytes()),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    const made = await emu.call(base, { token: key, method: 'POST', body: newFont(fontBytes()) });
    expect(made.status).toBe(202);
  });
});
