import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { folderWithDescendants, paginate } from '@/emulator/assets/listing';
import {
  axesAfterReplace,
  createFontBody,
  formatOfFileName,
  fontIdentity,
} from '@/emulator/fonts/metadata';
import { checkUploadForm, issueUploadFields, md5Hex } from '@/emulator/object-store/form';
import type { FormEntry } from '@/emulator/object-store/form';
import { checkDestination } from '@/emulator/webhooks/destination';
import { signDelivery } from '@/emulator/webhooks/sign';
import { signWebhookPayload } from '@/lib/features/webhooks/verify';

describe('folderWithDescendants', () => {
  const folders = [
    { id: 'a', parentFolder: null },
    { id: 'b', parentFolder: 'a' },
    { id: 'c', parentFolder: 'b' },
    { id: 'd', parentFolder: null },
    { id: 'x', parentFolder: 'y' },
    { id: 'y', parentFolder: 'x' },
  ];
  it('covers the folder and every level below it, and nothing else', () => {
    expect([...folderWithDescendants('a', folders)].sort()).toEqual(['a', 'b', 'c']);
    expect([...folderWithDescendants('c', folders)]).toEqual(['c']);
  });
  it('terminates on a cycle', () => {
    expect([...folderWithDescendants('x', folders)].sort()).toEqual(['x', 'y']);
  });
});

describe('paginate', () => {
  it('reports the filtered total and never returns more than limit items', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat()),
        fc.integer({ min: 1, max: 100 }),
        fc.nat(300),
        (items, limit, offset) => {
          const page = paginate(items, { limit, offset });
          expect(page.pagination.total).toBe(items.length);
          expect(page.items).toEqual(items.slice(offset, offset + limit));
        },
      ),
    );
  });
});

describe('checkDestination', () => {
  it.each([
    ['https://hooks.example.test/in', true],
    ['http://127.0.0.1:9000/in', true],
    ['http://127.45.3.2/in', true],
    ['http://[::1]:8080/in', true],
    ['http://localhost:3000/in', true],
    ['http://example.test/in', false],
    ['http://128.0.0.1/in', false],
    ['ftp://127.0.0.1/in', false],
    ['https://user:pw@example.test/', false],
    ['not a url', false],
  ])('%s → %s', (url, ok) => {
    expect(checkDestination(url).ok).toBe(ok);
  });
});

describe('signDelivery', () => {
  it('matches the receiver-side signer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }),
        fc.nat(),
        fc.string(),
        async (key, ts, body) => {
          expect(signDelivery(key, ts, body)).toBe(await signWebhookPayload(key, ts, body));
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('font metadata', () => {
  it('derives formats from extensions and refuses svg', () => {
    expect(formatOfFileName('Inter.WOFF2')).toBe('woff2');
    expect(formatOfFileName('a.ttf')).toBe('truetype');
    expect(formatOfFileName('a.eot')).toBe('embedded-opentype');
    expect(formatOfFileName('a.svg')).toBeNull();
    expect(formatOfFileName('woff2')).toBeNull();
  });
  it('strips commas from the family and checks axes', () => {
    const base = {
      fileName: 'Inter.woff2',
      fileHash: 'd41d8cd98f00b204e9800998ecf8427e',
      fontFamily: 'Inter, sans',
      weight: 400,
      italic: false,
      fontDisplay: 'swap',
    };
    expect(createFontBody.parse(base).fontFamily).toBe('Inter sans');
    const axis = { tag: 'wght', min: 100, max: 900, defaultValue: 1000 };
    expect(createFontBody.safeParse({ ...base, axes: [axis] }).success).toBe(false);
    expect(
      createFontBody.safeParse({ ...base, axes: [{ ...axis, defaultValue: 400 }] }).success,
    ).toBe(true);
    expect(
      createFontBody.safeParse({ ...base, axes: [{ ...axis, tag: 'wg', defaultValue: 400 }] })
        .success,
    ).toBe(false);
    expect(
      createFontBody.safeParse({ ...base, fileHash: 'D41D8CD98F00B204E9800998ECF8427E' }).success,
    ).toBe(false);
  });
  it('requires axes on replace when the font is variable', () => {
    const wght = { tag: 'wght', min: 100, max: 900, defaultValue: 400 };
    expect(axesAfterReplace([wght], undefined)).toBeNull();
    expect(axesAfterReplace([wght], [])).toEqual([]);
    expect(axesAfterReplace([], undefined)).toEqual([]);
  });
  it('treats family case-insensitively in the identity', () => {
    expect(fontIdentity({ fontFamily: 'Inter', weight: 400, italic: false })).toBe(
      fontIdentity({ fontFamily: 'INTER', weight: 400, italic: false }),
    );
  });
});

describe('checkUploadForm', () => {
  const bytes = new TextEncoder().encode('wOF2 pretend font bytes');
  const hash = md5Hex(bytes);
  const fields = issueUploadFields({
    bucket: 'b',
    key: 'k',
    contentType: 'font/woff2',
    md5Hex: hash,
    issuedAt: 0,
    expiresAt: 900_000,
    signingKey: 's',
    style: 'font',
  });
  const expected = { fields, md5Hex: hash, maxBytes: 1024 };
  const good: FormEntry[] = [...Object.entries(fields), ['file', new Blob([bytes])]];

  it('accepts every field followed by the file', async () => {
    expect((await checkUploadForm(good, expected)).ok).toBe(true);
  });
  it('refuses a file that is not last', async () => {
    const entries: FormEntry[] = [['file', new Blob([bytes])], ...Object.entries(fields)];
    expect(await checkUploadForm(entries, expected)).toMatchObject({ ok: false, status: 400 });
  });
  it('refuses a missing, altered or extra field', async () => {
    for (const name of Object.keys(fields)) {
      const missing = good.filter(([n]) => n !== name);
      expect((await checkUploadForm(missing, expected)).ok).toBe(false);
      const altered = good.map(([n, v]): FormEntry => [n, n === name ? `${String(v)}x` : v]);
      expect((await checkUploadForm(altered, expected)).ok).toBe(false);
    }
    const extra: FormEntry[] = [['surprise', '1'], ...good];
    expect(await checkUploadForm(extra, expected)).toMatchObject({ ok: false, status: 403 });
  });
  it('refuses bytes whose MD5 differs from the declared one', async () => {
    const other: FormEntry[] = [...Object.entries(fields), ['file', new Blob(['other'])]];
    expect(await checkUploadForm(other, expected)).toMatchObject({ ok: false, code: 'BadDigest' });
  });
});
