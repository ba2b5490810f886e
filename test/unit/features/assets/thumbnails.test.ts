import { describe, expect, it } from 'vitest';
import {
  describeAsset,
  formatDimensions,
  formatFileSize,
  pickThumbnail,
} from '@/lib/features/assets/thumbnails';
import type { AssetLike } from '@/lib/features/assets/types';

const asset: AssetLike = {
  id: 'a',
  contentType: 'image/jpeg',
  size: 831_488,
  hostedUrl: 'https://cdn.test/a.jpg',
  originalFileName: 'hero.jpg',
  variants: [
    { hostedUrl: 'https://cdn.test/a-1080.jpg', width: 1080, height: 608 },
    { hostedUrl: 'https://cdn.test/a-100.jpg', width: 100, height: 56 },
    { hostedUrl: 'https://cdn.test/a-500.jpg', width: 500, height: 281 },
    { hostedUrl: 'https://cdn.test/a-broken.jpg', width: 300, error: 'failed' },
  ],
};

describe('pickThumbnail', () => {
  it('takes the smallest variant at least as wide as the display', () => {
    expect(pickThumbnail(asset, 48)?.url).toBe('https://cdn.test/a-100.jpg');
    expect(pickThumbnail(asset, 200)?.url).toBe('https://cdn.test/a-500.jpg');
    expect(pickThumbnail(asset, 200)).toMatchObject({ width: 500, height: 281, fromVariant: true });
  });

  it('accounts for the pixel ratio and skips failed variants', () => {
    expect(pickThumbnail(asset, 60, 2)?.url).toBe('https://cdn.test/a-500.jpg');
  });

  it('falls back to the original when no variant is large enough', () => {
    expect(pickThumbnail(asset, 2000)).toEqual({
      url: 'https://cdn.test/a.jpg',
      width: null,
      height: null,
      fromVariant: false,
    });
    expect(pickThumbnail({ ...asset, variants: null }, 10)?.url).toBe('https://cdn.test/a.jpg');
  });

  it('gives nothing for non-images or assets without a URL', () => {
    expect(pickThumbnail({ ...asset, contentType: 'application/pdf' }, 10)).toBeNull();
    expect(pickThumbnail({ id: 'x', contentType: 'image/png' }, 10)).toBeNull();
  });
});

describe('sizes for people', () => {
  it('formats file sizes', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(831_488)).toBe('812 KB');
    expect(formatFileSize(35 * 1024 * 1024)).toBe('35 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.0 GB');
    expect(formatFileSize(null)).toBeNull();
    expect(formatFileSize(-1)).toBeNull();
  });

  it('formats dimensions', () => {
    expect(formatDimensions(500, 281)).toBe('500 × 281');
    expect(formatDimensions(500, null)).toBe('500 wide');
    expect(formatDimensions(0, 10)).toBeNull();
  });

  it('describes a file by format and size', () => {
    expect(describeAsset(asset)).toBe('JPG · 812 KB');
    expect(describeAsset({ id: 'b', contentType: 'image/svg+xml' })).toBe('SVG');
  });
});
