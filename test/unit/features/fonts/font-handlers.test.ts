import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchViaLoopback } from '@/emulator/object-store/loopback-fetch';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { createApiClient, type ApiClient } from '@/lib/core/api/client';
import type { FontUpload } from '@/lib/core/api/custom-fonts';
import { createRateLimitQueue } from '@/lib/core/api/rate-limit-queue';
import { md5OfBlob } from '@/lib/features/fonts/file-hash';
import { createFontHandlers, type FontHandlers } from '@/lib/features/fonts/font-messages';
import { buildUploadForm } from '@/lib/features/fonts/upload-form';

let emu: TestEmulator;
let client: ApiClient;
let handlers: FontHandlers;
let siteId: string;

beforeAll(async () => {
  emu = await startEmulator({ rateLimit: 0 });
  const site = emu.fixtures.sites[0]!;
  siteId = site.id;
  client = createApiClient({
    baseUrl: emu.origin,
    getToken: () => site.apiKey!,
    queue: createRateLimitQueue({ initialLimit: 100_000 }),
  });
  handlers = createFontHandlers({ clientFor: async () => client });
});
afterAll(() => emu.close());

const fontBytes = (seed: number) =>
  new Blob([
    new Uint8Array([119, 79, 70, 50, ...Array.from({ length: 64 }, (_, i) => (i * seed) % 256)]),
  ]);

async function post(upload: FontUpload, file: Blob, name: string) {
  const res = await fetchViaLoopback(upload.url, {
    method: 'POST',
    body: buildUploadForm(upload, file, name),
  });
  return res.status;
}

async function uploadNew(family: string, weight = 400, italic = false) {
  const file = fontBytes(weight + family.length);
  const fileName = `${family.replaceAll(' ', '')}-${weight}.woff2`;
  const started = await handlers.startFontUpload({
    siteId,
    font: {
      fileName,
      fileHash: await md5OfBlob(file),
      fontFamily: family,
      weight,
      italic,
      fontDisplay: 'swap',
    },
  });
  expect(await post(started.upload, file, fileName)).toBe(201);
  return started.customFont.id;
}

describe('the font handlers on the emulator', () => {
  it('lists the seeded variable font', async () => {
    const fonts = await handlers.listFonts({ siteId });
    const acme = fonts.find((f) => f.fontFamily === 'Acme Sans');
    expect(acme?.axes?.[0]?.tag).toBe('wght');
  });

  it('announces a font, whose upload makes it listed, with its MD5 accepted', async () => {
    const file = fontBytes(7);
    const fileHash = await md5OfBlob(file);
    const { customFont, upload } = await handlers.startFontUpload({
      siteId,
      font: {
        fileName: 'Brand-Bold.woff2',
        fileHash,
        fontFamily: 'Brand',
        weight: 700,
        italic: false,
        fontDisplay: 'swap',
      },
    });
    expect(Object.keys(upload.fields)).toContain('Content-MD5');
    expect((await handlers.listFonts({ siteId })).some((f) => f.id === customFont.id)).toBe(false);
    expect(await post(upload, file, 'Brand-Bold.woff2')).toBe(201);
    const listed = (await handlers.listFonts({ siteId })).find((f) => f.id === customFont.id);
    expect(listed).toMatchObject({ fontFamily: 'Brand', weight: 700, format: 'woff2', axes: [] });
  });

  it('explains a 409 for the same family, weight and style', async () => {
    await uploadNew('Twin Serif', 500, true);
    const file = fontBytes(3);
    const again = handlers.startFontUpload({
      siteId,
      font: {
        fileName: 'other.woff',
        fileHash: await md5OfBlob(file),
        fontFamily: 'twin serif',
        weight: 500,
        italic: true,
        fontDisplay: 'auto',
      },
    });
    await expect(again).rejects.toMatchObject({
      kind: 'conflict',
      message: 'A font with this family, weight and style already exists.',
    });
  });

  it('requires axes when replacing a variable font’s file; [] declares the new file static', async () => {
    const acme = (await handlers.listFonts({ siteId })).find((f) => f.fontFamily === 'Acme Sans')!;
    const file = fontBytes(11);
    const fileHash = await md5OfBlob(file);
    await expect(
      handlers.startFontReplace({
        siteId,
        fontId: acme.id,
        file: { fileName: 'Acme.ttf', fileHash },
      }),
    ).rejects.toMatchObject({ kind: 'bad-request' });
    const { upload } = await handlers.startFontReplace({
      siteId,
      fontId: acme.id,
      file: { fileName: 'Acme.ttf', fileHash, axes: [] },
    });
    expect(await post(upload, file, 'Acme.ttf')).toBe(201);
    const after = (await handlers.listFonts({ siteId })).find((f) => f.id === acme.id);
    expect(after).toMatchObject({ fileName: 'Acme.ttf', format: 'truetype', axes: [] });
  });

  it('updates settings and explains a 409 on update too', async () => {
    const id = await uploadNew('Edit Me', 300);
    const saved = await handlers.updateFont({
      siteId,
      fontId: id,
      settings: { weight: 350, fontDisplay: 'block' },
    });
    expect(saved).toMatchObject({ weight: 350, fontDisplay: 'block', fontFamily: 'Edit Me' });
    await uploadNew('Edit Me', 450);
    await expect(
      handlers.updateFont({ siteId, fontId: id, settings: { weight: 450 } }),
    ).rejects.toMatchObject({ kind: 'conflict' });
  });

  it('deletes more than 100 fonts in batches and reports the missing ones as failed', async () => {
    const ids: string[] = [];
    for (let w = 1; w <= 3; w += 1) ids.push(await uploadNew('Gone Soon', w));
    const missing = Array.from({ length: 120 }, (_, i) =>
      (0xabc000 + i).toString(16).padStart(24, '0'),
    );
    const report = await handlers.deleteFonts({ siteId, fontIds: [...missing, ...ids] });
    expect(report.deleted.sort()).toEqual([...ids].sort());
    expect(report.failed).toHaveLength(120);
    expect(report.failed[0]).toMatchObject({ name: 'NotFound' });
    const listed = await handlers.listFonts({ siteId });
    expect(listed.some((f) => ids.includes(f.id))).toBe(false);
    const again = await handlers.deleteFonts({ siteId, fontIds: ids });
    expect(again.deleted).toEqual([]);
    expect(again.failed.map((f) => f.id).sort()).toEqual([...ids].sort());
  });

  it('lists every font across pages of 100', async () => {
    const world = emu.emulator.store.world;
    const template = Object.values(world.customFonts).find((f) => f.siteId === siteId)!;
    for (let i = 0; i < 150; i += 1) {
      const id = (0xfeed00 + i).toString(16).padStart(24, '0');
      world.customFonts[id] = { ...template, id, fontFamily: `Paged ${i}`, status: 'live' };
    }
    const fonts = await handlers.listFonts({ siteId });
    const paged = fonts.filter((f) => f.fontFamily?.startsWith('Paged '));
    expect(paged).toHaveLength(150);
    expect(new Set(fonts.map((f) => f.id)).size).toBe(fonts.length);
  });
});
