import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5OfBlob } from '@/lib/features/fonts/file-hash';

const text = (s: string) => new Blob([s]);

describe('md5OfBlob', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['The quick brown fox jumps over the lazy dog', '9e107d9d372bb6826bd81d3542a419d6'],
  ])('hashes %j to the RFC 1321 answer', async (input, expected) => {
    expect(await md5OfBlob(text(input))).toBe(expected);
  });

  it('gives the same lowercase hex over any chunk size, reporting progress per chunk', async () => {
    const bytes = randomBytes(10_007);
    const expected = createHash('md5').update(bytes).digest('hex');
    const seen: number[] = [];
    const hex = await md5OfBlob(new Blob([bytes]), {
      chunkBytes: 1000,
      onProgress: (done) => seen.push(done),
    });
    expect(hex).toBe(expected);
    expect(hex).toMatch(/^[0-9a-f]{32}$/);
    expect(seen).toHaveLength(11);
    expect(seen.at(-1)).toBe(10_007);
    expect(await md5OfBlob(new Blob([bytes]), { chunkBytes: 64 })).toBe(expected);
  });
});
