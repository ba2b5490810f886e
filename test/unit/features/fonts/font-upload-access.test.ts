import { describe, expect, it, vi } from 'vitest';
import type { FontUpload } from '@/lib/core/api/custom-fonts';
import type { MessagingClient } from '@/lib/core/messaging/client';
import type { HostAccess } from '@/lib/core/model/host-access';
import { refusedStore } from '@/lib/features/fonts/upload-access';
import { FontUploadError } from '@/lib/features/fonts/upload-form';
import { createFontsModel } from '@/lib/features/fonts/model/fonts-model';
import type { SendFile } from '@/lib/features/fonts/model/font-uploads';

const HASH = 'c'.repeat(32);
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const storeUpload = (expiresAt = inMinutes(15)): FontUpload => ({
  url: 'http://objects.localhost:8787/emulator-uploads',
  fields: { key: 'k1' },
  expiresAt,
});

/** A background that announces `pending1` and records every request. */
function fakeClient(upload: () => FontUpload, deleted: () => { deleted: string[]; failed: [] }) {
  const sent: { type: string; data: unknown }[] = [];
  const client = {
    request: async (type: string, data: unknown) => {
      sent.push({ type, data });
      if (type === 'fonts.listFonts') return [];
      if (type === 'fonts.startFontUpload' || type === 'fonts.startFontReplace') {
        return { customFont: { id: 'pending1' }, upload: upload() };
      }
      if (type === 'fonts.deleteFonts') return deleted();
      throw new Error(`unexpected ${type}`);
    },
  } as unknown as MessagingClient;
  return { client, sent };
}

function setup(
  opts: {
    held?: boolean;
    grant?: () => Promise<boolean>;
    send?: SendFile;
    upload?: () => FontUpload;
    deleted?: () => { deleted: string[]; failed: [] };
  } = {},
) {
  const fake = fakeClient(
    opts.upload ?? (() => storeUpload()),
    opts.deleted ?? (() => ({ deleted: ['pending1'], failed: [] })),
  );
  // Like the browser: a granted request is held from then on.
  let held = opts.held ?? false;
  const grant = opts.grant ?? (async () => true);
  const hostAccess = {
    contains: vi.fn<HostAccess['contains']>(async () => held),
    request: vi.fn<HostAccess['request']>(async () => (held = await grant())),
  };
  const send = vi.fn<SendFile>(opts.send ?? (async (_u, _f, o) => o.onProgress(100)));
  const model = createFontsModel({
    client: fake.client,
    hash: async () => HASH,
    send,
    hostAccess,
  });
  const item = () => model.uploads.items.value[0]!;
  const announces = () =>
    fake.sent.filter(
      (s) => s.type === 'fonts.startFontUpload' || s.type === 'fonts.startFontReplace',
    );
  const begin = async () => {
    await model.open('s1');
    await model.uploads.addFiles([new File([new Uint8Array([1, 2])], 'Brand-Bold.woff2')]);
    await model.uploads.start(item().key);
  };
  return { model, hostAccess, send, item, announces, begin, sent: fake.sent };
}

describe('font uploads and the file store’s host permission', () => {
  it('uploads at once when the host is held, asking for its scheme and host without the port', async () => {
    const { hostAccess, send, item, begin } = setup({ held: true });
    await begin();
    expect(hostAccess.contains).toHaveBeenCalledWith(['http://objects.localhost/*']);
    expect(hostAccess.request).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledOnce();
    expect(item()).toMatchObject({ stage: 'done', percent: 100 });
  });

  it('without the host, waits with the font registered; "Allow and upload" asks in the click and sends the announced file', async () => {
    const { model, hostAccess, send, item, announces, begin } = setup();
    await begin();
    expect(item()).toMatchObject({
      stage: 'needs-access',
      accessHost: 'objects.localhost',
      pendingFontId: 'pending1',
    });
    expect(send).not.toHaveBeenCalled();

    const allowed = model.uploads.allowAndUpload(item().key);
    // Asked before anything was awaited: the browser still sees the editor's click.
    expect(hostAccess.request).toHaveBeenCalledWith(['http://objects.localhost/*']);
    await allowed;
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]![0].url).toBe('http://objects.localhost:8787/emulator-uploads');
    expect(announces()).toHaveLength(1);
    expect(item()).toMatchObject({ stage: 'done', pendingFontId: undefined });
  });

  it('declined, says what happens and offers the same choice again, without an error loop', async () => {
    let answer = false;
    const { model, send, item, announces, begin } = setup({
      grant: async () => answer,
    });
    await begin();
    await model.uploads.allowAndUpload(item().key);
    expect(item()).toMatchObject({ stage: 'needs-access', declined: true });
    expect(item().error).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
    answer = true;
    await model.uploads.allowAndUpload(item().key);
    expect(item()).toMatchObject({ stage: 'done', declined: undefined });
    expect(announces()).toHaveLength(1);
  });

  it('shows why the browser could not ask, and stays waiting', async () => {
    const { model, item, begin } = setup({
      grant: () => Promise.reject(new Error('Only permissions specified in the manifest')),
    });
    await begin();
    await model.uploads.allowAndUpload(item().key);
    expect(item().stage).toBe('needs-access');
    expect(item().error).toBe(
      'Site Companion could not ask for access to objects.localhost: Only permissions specified in the manifest',
    );
  });

  it('announces again through replace-file when the policy ran out while waiting', async () => {
    let first = true;
    const { model, item, announces, send, begin } = setup({
      upload: () => {
        const upload = storeUpload(first ? inMinutes(0.5) : inMinutes(15));
        first = false;
        return upload;
      },
    });
    await begin();
    await model.uploads.allowAndUpload(item().key);
    expect(announces().map((a) => a.type)).toEqual([
      'fonts.startFontUpload',
      'fonts.startFontReplace',
    ]);
    expect(announces()[1]!.data).toMatchObject({ fontId: 'pending1' });
    expect(send).toHaveBeenCalledOnce();
    expect(item().stage).toBe('done');
  });

  it('"Delete this font" deletes the registered font and forgets the upload; a failure is shown', async () => {
    let fail = true;
    const { model, item, sent, begin } = setup({
      deleted: () => {
        if (fail) throw new Error('Offline');
        return { deleted: ['pending1'], failed: [] };
      },
    });
    await begin();
    await model.uploads.deletePending(item().key);
    expect(item()).toMatchObject({
      stage: 'needs-access',
      error: 'The font was not deleted: Offline',
    });
    fail = false;
    await model.uploads.deletePending(item().key);
    expect(sent.filter((s) => s.type === 'fonts.deleteFonts').at(-1)!.data).toEqual({
      siteId: 's1',
      fontIds: ['pending1'],
    });
    expect(model.uploads.items.value).toEqual([]);
  });
});

describe('a registered font whose file the store did not take', () => {
  it('after a network failure, retries with the same upload while its policy lasts', async () => {
    let attempt = 0;
    const { model, item, announces, begin } = setup({
      held: true,
      send: async () => {
        attempt += 1;
        if (attempt === 1) throw new FontUploadError('network', 'The network connection failed.');
      },
    });
    await begin();
    expect(item()).toMatchObject({ stage: 'failed', pendingFontId: 'pending1' });
    await model.uploads.start(item().key);
    expect(announces()).toHaveLength(1);
    expect(item().stage).toBe('done');
  });

  it('after a refusal (4xx) or an expired policy, retries with a fresh replace-file handshake', async () => {
    const failures = [
      new FontUploadError('refused', 'The file store refused the upload (403).', 403),
      new FontUploadError('expired', 'The upload permission expired.', 403),
    ];
    const { model, item, announces, begin } = setup({
      held: true,
      send: async () => {
        const failure = failures.shift();
        if (failure) throw failure;
      },
    });
    await begin();
    await model.uploads.start(item().key);
    expect(item()).toMatchObject({ stage: 'failed', upload: undefined });
    await model.uploads.start(item().key);
    expect(announces().map((a) => a.type)).toEqual([
      'fonts.startFontUpload',
      'fonts.startFontReplace',
      'fonts.startFontReplace',
    ]);
    expect(item().stage).toBe('done');
  });

  it('after a 5xx from the store, keeps the upload for the retry', async () => {
    let attempt = 0;
    const { model, item, announces, begin } = setup({
      held: true,
      send: async () => {
        attempt += 1;
        if (attempt === 1)
          throw new FontUploadError('refused', 'The file store refused (503).', 503);
      },
    });
    await begin();
    expect(item().upload?.fields).toEqual({ key: 'k1' });
    await model.uploads.start(item().key);
    expect(announces()).toHaveLength(1);
    expect(item().stage).toBe('done');
  });

  it('"Dismiss" on such a font deletes it rather than leaving it registered without a file', async () => {
    const { model, item, sent, begin } = setup({
      held: true,
      send: async () => {
        throw new FontUploadError('network', 'The network connection failed.');
      },
    });
    await begin();
    await model.uploads.dismiss(item().key);
    expect(sent.some((s) => s.type === 'fonts.deleteFonts')).toBe(true);
    expect(model.uploads.items.value).toEqual([]);
  });
});

describe('the store a font file may go to', () => {
  it('is exactly the real object store in production builds and the emulator’s in others', () => {
    const real = 'https://webflow-prod-assets.s3.amazonaws.com/';
    expect(refusedStore(real, 'production')).toBeNull();
    for (const url of [
      'https://evil.example/upload',
      'http://webflow-prod-assets.s3.amazonaws.com/',
      'https://webflow-prod-assets.s3.amazonaws.com:8443/',
      'https://webflow-prod-assets.s3.amazonaws.com.evil.example/',
      'http://objects.localhost:8787/emulator-uploads',
    ])
      expect(refusedStore(url, 'production'), url).toMatch(
        /^Site Companion does not send font files to .+/,
      );
    expect(refusedStore('http://objects.localhost:8787/emulator-uploads', 'demo')).toBeNull();
    expect(refusedStore('https://objects.localhost:8443/x', 'demo')).toBeNull();
    expect(refusedStore(real, 'demo')).toMatch(/webflow-prod-assets/);
    expect(refusedStore('not a url', 'production')).toMatch(/does not send/);
  });

  it('sends nothing, asks for no host, and names the host when the API points elsewhere', async () => {
    const { hostAccess, send, item, begin } = setup({
      held: true,
      upload: () => ({ url: 'https://evil.example/upload', fields: { key: 'k1' } }),
    });
    await begin();
    expect(send).not.toHaveBeenCalled();
    expect(hostAccess.contains).not.toHaveBeenCalled();
    expect(hostAccess.request).not.toHaveBeenCalled();
    expect(item()).toMatchObject({ stage: 'failed' });
    expect(item().error).toContain('evil.example');
  });
});
