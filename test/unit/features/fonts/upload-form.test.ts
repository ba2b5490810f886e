import { describe, expect, it } from 'vitest';
import { checkUploadForm, md5Hex } from '@/emulator/object-store/form';
import type { FontUpload } from '@/lib/core/api/custom-fonts';
import { buildUploadForm, FontUploadError, sendFontFile } from '@/lib/features/fonts/upload-form';

const upload: FontUpload = {
  url: 'http://127.0.0.1:1/__emulator/object-store/bucket',
  fields: {
    bucket: 'b',
    key: 'fonts/a/b.woff2',
    Policy: 'cG9saWN5',
    'Content-MD5': 'x==',
    acl: 'public-read',
  },
  expiresAt: '2030-01-01T00:00:00.000Z',
};
const bytes = new Uint8Array([119, 79, 70, 50, 1, 2, 3]);
const file = new Blob([bytes], { type: 'font/woff2' });

/** A stand-in XMLHttpRequest that answers as told once sent. */
function fakeXhr(answer: {
  status?: number;
  body?: string;
  network?: boolean;
  progress?: number[];
}) {
  const xhr = {
    sent: undefined as FormData | undefined,
    opened: [] as string[],
    status: 0,
    responseText: '',
    upload: { onprogress: null as ((e: ProgressEvent) => void) | null },
    onload: null as (() => void) | null,
    onerror: null as (() => void) | null,
    ontimeout: null as (() => void) | null,
    open(method: string, url: string) {
      this.opened = [method, url];
    },
    send(form: FormData) {
      this.sent = form;
      for (const loaded of answer.progress ?? []) {
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 200 } as ProgressEvent);
      }
      if (answer.network) return this.onerror?.();
      this.status = answer.status ?? 201;
      this.responseText = answer.body ?? '';
      this.onload?.();
    },
  };
  return xhr;
}

const send = (xhr: ReturnType<typeof fakeXhr>, percents: number[] = [], now = () => 0) =>
  sendFontFile(upload, file, {
    fileName: 'Acme-Bold.woff2',
    onProgress: (p) => percents.push(p),
    now,
    createRequest: () => xhr as unknown as XMLHttpRequest,
  });

describe('the upload form', () => {
  it('carries every issued field in order, then the file last under its name', async () => {
    const form = buildUploadForm(upload, file, 'Acme-Bold.woff2');
    const entries = [...form.entries()];
    expect(entries.map(([name]) => name)).toEqual([...Object.keys(upload.fields), 'file']);
    for (const [name, value] of entries.slice(0, -1)) expect(value).toBe(upload.fields[name]);
    const last = entries.at(-1)![1] as File;
    expect(last.name).toBe('Acme-Bold.woff2');
    expect(new Uint8Array(await last.arrayBuffer())).toEqual(bytes);
  });

  it('is what the emulated object store accepts', async () => {
    const entries = [...buildUploadForm(upload, file, 'a.woff2').entries()];
    const checked = await checkUploadForm(entries, {
      fields: upload.fields,
      md5Hex: md5Hex(bytes),
      maxBytes: 1000,
    });
    expect(checked.ok).toBe(true);
  });
});

describe('sendFontFile', () => {
  it('posts the form to the upload URL, reports progress and resolves on 201', async () => {
    const xhr = fakeXhr({ progress: [50, 200] });
    const percents: number[] = [];
    await send(xhr, percents);
    expect(xhr.opened).toEqual(['POST', upload.url]);
    expect([...xhr.sent!.keys()].at(-1)).toBe('file');
    expect(percents).toEqual([25, 100, 100]);
  });

  it('explains an expired policy, from the clock or from the store', async () => {
    const late = () => Date.parse('2031-01-01T00:00:00Z');
    const xhr = fakeXhr({});
    await expect(send(xhr, [], late)).rejects.toMatchObject({ kind: 'expired' });
    expect(xhr.sent).toBeUndefined();
    const body =
      '<Error><Code>AccessDenied</Code><Message>Invalid according to Policy: Policy expired.</Message></Error>';
    await expect(send(fakeXhr({ status: 403, body }))).rejects.toMatchObject({
      kind: 'expired',
      message: expect.stringContaining('expired'),
    });
  });

  it('explains a network failure, a refusal and a success that is not 201', async () => {
    await expect(send(fakeXhr({ network: true }))).rejects.toMatchObject({ kind: 'network' });
    const refused = send(
      fakeXhr({
        status: 400,
        body: '<Error><Code>BadDigest</Code><Message>MD5 mismatch</Message></Error>',
      }),
    );
    await expect(refused).rejects.toBeInstanceOf(FontUploadError);
    await expect(refused).rejects.toMatchObject({
      kind: 'refused',
      status: 400,
      message: expect.stringContaining('BadDigest: MD5 mismatch'),
    });
    await expect(send(fakeXhr({ status: 200 }))).rejects.toMatchObject({
      kind: 'unexpected',
      message: expect.stringContaining('201'),
    });
  });
});
