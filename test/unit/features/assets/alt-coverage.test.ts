import { describe, expect, it } from 'vitest';
import {
  computeAltCoverage,
  coverageOf,
  coveragePercent,
} from '@/lib/features/assets/alt-coverage';
import { isImageAsset, isMissingAltText } from '@/lib/features/assets/alt-text';
import { buildFolderTree } from '@/lib/features/assets/folder-tree';
import type { AssetLike } from '@/lib/features/assets/types';

const tree = buildFolderTree([
  { id: 'top', displayName: 'Top', parentFolder: null },
  { id: 'sub', displayName: 'Sub', parentFolder: 'top' },
]);

const img = (id: string, folderId: string | null, altText: string | null): AssetLike => ({
  id,
  folderId,
  contentType: 'image/png',
  altText,
});
const pdf = (id: string, folderId: string | null): AssetLike => ({
  id,
  folderId,
  contentType: 'application/pdf',
  altText: null,
});

describe('alt text helpers', () => {
  it('tells images by content type, else by file name', () => {
    expect(isImageAsset({ id: '1', contentType: 'image/svg+xml' })).toBe(true);
    expect(isImageAsset({ id: '1', contentType: 'application/pdf' })).toBe(false);
    expect(isImageAsset({ id: '1', originalFileName: 'a.JPG' })).toBe(true);
    expect(isImageAsset({ id: '1', originalFileName: 'a.pdf' })).toBe(false);
  });

  it('treats blank alt text as missing and never asks non-images for it', () => {
    expect(isMissingAltText(img('1', null, '   '))).toBe(true);
    expect(isMissingAltText(img('1', null, 'A dog'))).toBe(false);
    expect(isMissingAltText(pdf('1', null))).toBe(false);
  });
});

describe('computeAltCoverage', () => {
  const en = [
    img('a', 'top', 'A'),
    img('b', 'top', ''),
    img('c', 'sub', 'C'),
    pdf('d', 'sub'),
    img('e', null, null),
  ];
  const fr = [
    img('a', 'top', null),
    img('b', 'top', null),
    img('c', 'sub', 'C fr'),
    pdf('d', 'sub'),
    img('e', null, 'E fr'),
  ];
  const coverage = computeAltCoverage({ en, fr }, tree);

  it('counts per folder and per locale, images only', () => {
    expect(coverage.folder('top', 'en', 'own')).toEqual({ images: 2, withAlt: 1, share: 0.5 });
    expect(coverage.folder('sub', 'en', 'own')).toEqual({ images: 1, withAlt: 1, share: 1 });
    expect(coverage.folder('top', 'fr', 'own')).toEqual({ images: 2, withAlt: 0, share: 0 });
  });

  it('includes descendants by default', () => {
    expect(coverage.folder('top', 'en')).toEqual({ images: 3, withAlt: 2, share: 2 / 3 });
    expect(coverage.folder('top', 'fr')).toEqual({ images: 3, withAlt: 1, share: 1 / 3 });
  });

  it('reports the site root and the whole site', () => {
    expect(coverage.folder(null, 'en')).toEqual({ images: 1, withAlt: 0, share: 0 });
    expect(coverage.site('fr')).toEqual({ images: 4, withAlt: 2, share: 0.5 });
    expect(coverage.locales).toEqual(['en', 'fr']);
  });

  it('has no share where there are no images', () => {
    const onlyPdf = computeAltCoverage({ en: [pdf('d', 'sub')] }, tree);
    expect(onlyPdf.folder('sub', 'en')).toEqual({ images: 0, withAlt: 0, share: null });
    expect(onlyPdf.folder('sub', 'de')).toEqual({ images: 0, withAlt: 0, share: null });
    expect(coveragePercent(onlyPdf.folder('sub', 'en'))).toBeNull();
  });

  it('agrees with coverageOf over a plain list', () => {
    expect(coverageOf(en)).toEqual(coverage.site('en'));
    expect(coveragePercent(coverageOf(en))).toBe(50);
  });
});
