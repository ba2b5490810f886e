import { isImageAsset } from './alt-text';
import type { AssetLike } from './types';

/** The image to show for an asset at a display size. */
export interface Thumbnail {
  url: string;
  /** Pixel width of the chosen file, when known. */
  width: number | null;
  height: number | null;
  /** False when the original file is used. */
  fromVariant: boolean;
}

/**
 * The smallest usable variant at least `displayWidth × pixelRatio` pixels wide, else the original
 * `hostedUrl`. Null for non-images and for assets without any URL.
 */
export function pickThumbnail(
  asset: AssetLike,
  displayWidth: number,
  pixelRatio = 1,
): Thumbnail | null {
  if (!isImageAsset(asset)) return null;
  const needed = displayWidth * Math.max(1, pixelRatio);
  let best: Thumbnail | null = null;
  for (const variant of asset.variants ?? []) {
    if (!variant.hostedUrl || variant.error || typeof variant.width !== 'number') continue;
    if (variant.width < needed) continue;
    if (best && best.width !== null && best.width <= variant.width) continue;
    best = {
      url: variant.hostedUrl,
      width: variant.width,
      height: variant.height ?? null,
      fromVariant: true,
    };
  }
  if (best) return best;
  return asset.hostedUrl
    ? { url: asset.hostedUrl, width: null, height: null, fromVariant: false }
    : null;
}

const UNITS = ['KB', 'MB', 'GB'] as const;

/** A file size for people: "812 B", "1.2 KB", "34 MB" (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number | null | undefined): string | null {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return null;
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const next of UNITS) {
    value /= 1024;
    unit = next;
    if (value < 1024) break;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${unit}`;
}

/** "500 × 281", or "500 wide" when the height is unknown; null without a width. */
export function formatDimensions(
  width: number | null | undefined,
  height: number | null | undefined,
): string | null {
  if (typeof width !== 'number' || width <= 0) return null;
  return typeof height === 'number' && height > 0 ? `${width} × ${height}` : `${width} wide`;
}

/**
 * A one-line description of a file: format and size, e.g. "JPG · 812 KB". The record does not
 * carry the original's pixel size; {@link pickThumbnail} gives the chosen variant's.
 */
export function describeAsset(asset: AssetLike): string {
  const name = asset.originalFileName ?? asset.hostedUrl ?? '';
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(name)?.[1];
  const format = ext ?? asset.contentType?.split('/')[1]?.split('+')[0] ?? null;
  return [format ? format.toUpperCase() : null, formatFileSize(asset.size)]
    .filter((part): part is string => part !== null)
    .join(' · ');
}
