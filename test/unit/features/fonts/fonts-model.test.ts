import { describe, expect, it, vi } from 'vitest';
import type { CustomFont, FontUpload } from '@/lib/core/api/custom-fonts';
import { BackgroundError, type MessagingClient } from '@/lib/core/messaging/client';
import { createFontsModel } from '@/lib/features/fonts/model/fonts-model';
import type { SendFile } from '@/lib/features/fonts/model/font-uploads';

const acme: CustomFont = {
  id: 'f1',
  fontFamily: 'Acme Sans',
  format: 'woff2',
  fileName: 'AcmeSans-Variable.woff2',
  weight: 400,
  italic: false,
  fontDisplay: 'swap',
  axes: [{ tag: 'wght', name: null, min: 100, max: 900, defaultValue: 400 }],
  hostedUrl: 'https://cdn/acme.woff2',
};
const upload: FontUpload = { url: 'http://objects.localhost:8787/up', fields: { key: 'k' } };
const HASH = 'a'.repeat(32);

/** A fake background: answers per message type, recording each request. */
function fakeClient(answers: Record<string, (data: never) => unknown>) {
  const sent: { type: string; data: unknown }[] = [];
  const client = {
    request: async (type: string, data: unknown) => {
      sent.push({ type, data });
      const answer = answers[type];
      if (!answer) throw new Error(`unexpected ${type}`);
      return answer(data as never);
    },
  } as unknown as MessagingClient;
  return { client, sent };
}

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name);

function setup(answers: Record<string, (data: never) => unknown>, send?: SendFile) {
  const fake = fakeClient({ 'fonts.listFonts': () => [acme], ...answers });
  const model = createFontsModel({
    client: fake.client,
    hash: async () => HASH,
    send: send ?? (async (_u, _f, o) => o.onProgress(100)),
  });
  return { model, ...fake };
}

describe('the Fonts model', () => {
  it('loads a site once, and shows an error it can retry', async () => {
    let fail = true;
    const { model, sent } = setup({
      'fonts.listFonts': () => {
        if (fail) throw new BackgroundError('failed', 'Offline');
        return [acme];
      },
    });
    await model.open('s1');
    expect(model.error.value).toBe('Offline');
    fail = false;
    await model.reload();
    expect(model.error.value).toBeUndefined();
    expect(model.fonts.value).toEqual([acme]);
    await model.open('s1');
    expect(sent.filter((s) => s.type === 'fonts.listFonts')).toHaveLength(2);
  });

  it('refuses a wrong format at once and uploads a good file with progress, then re-reads the list', async () => {
    let release!: () => void;
    const percents: number[] = [];
    const { model, sent } = setup(
      {
        'fonts.startFontUpload': () => ({ customFont: { id: 'f2' }, upload }),
      },
      (_u, _f, o) =>
        new Promise<void>((resolve) => {
          o.onProgress(40);
          percents.push(40);
          release = resolve;
        }),
    );
    await model.open('s1');
    await model.uploads.addFiles([file('Brand-BoldItalic.woff2'), file('readme.txt')]);
    const [good, bad] = model.uploads.items.value;
    expect(bad).toMatchObject({ stage: 'failed', error: expect.stringContaining('.woff2') });
    expect(good).toMatchObject({ stage: 'ready', fileHash: HASH });
    expect(good!.draft).toMatchObject({ fontFamily: 'Brand', weight: '700', italic: true });

    const started = model.uploads.start(good!.key);
    await vi.waitFor(() => expect(model.uploads.items.value[0]!.stage).toBe('uploading'));
    expect(model.uploads.items.value[0]!.percent).toBe(40);
    expect(sent.find((s) => s.type === 'fonts.startFontUpload')!.data).toEqual({
      siteId: 's1',
      font: {
        fileName: 'Brand-BoldItalic.woff2',
        fileHash: HASH,
        fontFamily: 'Brand',
        weight: 700,
        italic: true,
        fontDisplay: 'swap',
      },
    });
    release();
    await started;
    expect(model.uploads.items.value[0]).toMatchObject({ stage: 'done', percent: 100 });
    expect(sent.filter((s) => s.type === 'fonts.listFonts')).toHaveLength(2);
  });

  it('keeps a bad weight from being sent', async () => {
    const { model, sent } = setup({});
    await model.open('s1');
    await model.uploads.addFiles([file('x.woff')]);
    const key = model.uploads.items.value[0]!.key;
    model.uploads.setDraft(key, { weight: '1001' });
    await model.uploads.start(key);
    expect(model.uploads.items.value[0]!.error).toMatch(/1 to 1000/);
    expect(sent.some((s) => s.type === 'fonts.startFontUpload')).toBe(false);
  });

  it('explains a 409 and offers to replace the listed font’s file, sending its axes', async () => {
    const { model, sent } = setup({
      'fonts.startFontUpload': () => {
        throw new BackgroundError(
          'failed',
          'A font with this family, weight and style already exists.',
          'conflict',
        );
      },
      'fonts.startFontReplace': () => ({ customFont: acme, upload }),
    });
    await model.open('s1');
    await model.uploads.addFiles([file('Other.woff2')]);
    const key = model.uploads.items.value[0]!.key;
    model.uploads.setDraft(key, { fontFamily: 'acme sans' });
    await model.uploads.start(key);
    const failed = model.uploads.items.value[0]!;
    expect(failed.error).toBe('A font with this family, weight and style already exists.');
    expect(failed.conflict?.id).toBe('f1');

    model.uploads.replaceConflicting(key);
    expect(model.uploads.items.value[0]!.replace?.axes).toBe('keep');
    model.uploads.setAxesChoice(key, 'static');
    await model.uploads.start(key);
    expect(sent.find((s) => s.type === 'fonts.startFontReplace')!.data).toEqual({
      siteId: 's1',
      fontId: 'f1',
      file: { fileName: 'Other.woff2', fileHash: HASH, axes: [] },
    });
    expect(model.uploads.items.value[0]!.stage).toBe('done');
  });

  it('replaces a variable font’s file keeping its axes (without null names)', async () => {
    const { model, sent } = setup({
      'fonts.startFontReplace': () => ({ customFont: acme, upload }),
    });
    await model.open('s1');
    await model.uploads.replaceFile(acme, file('Acme.ttf'), 'keep');
    expect(sent.find((s) => s.type === 'fonts.startFontReplace')!.data).toMatchObject({
      file: { axes: [{ tag: 'wght', min: 100, max: 900, defaultValue: 400 }] },
    });
    const axis = (
      sent.find((s) => s.type === 'fonts.startFontReplace')!.data as {
        file: { axes: object[] };
      }
    ).file.axes[0]!;
    expect('name' in axis).toBe(false);
  });

  it('retries a failed sending through replace-file on the announced font', async () => {
    let attempt = 0;
    const { model, sent } = setup(
      {
        'fonts.startFontUpload': () => ({ customFont: { id: 'pending1' }, upload }),
        'fonts.startFontReplace': () => ({ customFont: { id: 'pending1' }, upload }),
      },
      async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('The network connection failed.');
      },
    );
    await model.open('s1');
    await model.uploads.addFiles([file('New.woff2')]);
    const key = model.uploads.items.value[0]!.key;
    await model.uploads.start(key);
    expect(model.uploads.items.value[0]).toMatchObject({
      stage: 'failed',
      pendingFontId: 'pending1',
    });
    await model.uploads.start(key);
    expect(sent.filter((s) => s.type === 'fonts.startFontUpload')).toHaveLength(1);
    expect(sent.find((s) => s.type === 'fonts.startFontReplace')!.data).toEqual({
      siteId: 's1',
      fontId: 'pending1',
      file: { fileName: 'New.woff2', fileHash: HASH },
    });
    expect(model.uploads.items.value[0]!.stage).toBe('done');
  });

  it('deletes only after confirmation, reports failures and retries only those', async () => {
    const other: CustomFont = { ...acme, id: 'f2', fontFamily: 'Other', axes: [] };
    let round = 0;
    const { model, sent } = setup({
      'fonts.listFonts': () => [acme, other],
      'fonts.deleteFonts': (data: { fontIds: string[] }) => {
        round += 1;
        return round === 1
          ? {
              deleted: [{ id: 'f1' }].map((d) => d.id),
              failed: [{ id: 'f2', name: 'X', msg: 'busy' }],
            }
          : { deleted: data.fontIds, failed: [] };
      },
    });
    await model.open('s1');
    model.selectAll(true);
    await model.deleteFonts(['f1', 'f2'], () => false);
    expect(sent.some((s) => s.type === 'fonts.deleteFonts')).toBe(false);

    const confirm = vi.fn((_question: string) => true);
    await model.deleteFonts(['f1', 'f2'], confirm);
    expect(confirm.mock.calls[0]![0]).toContain('Delete 2 fonts');
    expect(model.fonts.value!.map((f) => f.id)).toEqual(['f2']);
    expect([...model.selected.value]).toEqual(['f2']);
    expect(model.notice.value).toContain('Other 400 was not deleted: busy');
    await model.retryFailedDeletes();
    expect(sent.filter((s) => s.type === 'fonts.deleteFonts').at(-1)!.data).toEqual({
      siteId: 's1',
      fontIds: ['f2'],
    });
    expect(model.fonts.value).toEqual([]);
    expect(model.deleteFailures.value).toEqual([]);
  });

  it('edits a font, validating and sending only what changed', async () => {
    const { model, sent } = setup({
      'fonts.updateFont': (data: { settings: object }) => ({ ...acme, ...data.settings }),
    });
    await model.open('s1');
    model.startEdit(acme);
    model.setDraft({ fontFamily: '' });
    await model.saveEdit();
    expect(model.editing.value?.error).toMatch(/1 to 256/);
    model.setDraft({ fontFamily: 'Acme Sans', weight: '500' });
    await model.saveEdit();
    expect(sent.find((s) => s.type === 'fonts.updateFont')!.data).toEqual({
      siteId: 's1',
      fontId: 'f1',
      settings: { weight: 500 },
    });
    expect(model.editing.value).toBeNull();
    expect(model.fonts.value![0]!.weight).toBe(500);
  });
});
