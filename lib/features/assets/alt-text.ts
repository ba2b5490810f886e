import type { AssetLike } from './types';

const IMAGE_EXTENSIONS = /\.(avif|bmp|gif|ico|jpe?g|png|svg|tiff?|webp)$/i;

/** Whether an asset is an image (by content type, else by file name); only images need alt text. */
export function isImageAsset(asset: AssetLike): boolean {
  const type = asset.contentType?.trim().toLowerCase();
  if (type) return type.startsWith('image/');
  return IMAGE_EXTENSIONS.test(asset.originalFileName ?? asset.hostedUrl ?? '');
}

/** Whether the asset's alt text (in the locale it was listed in) has any non-blank text. */
export function hasAltText(asset: AssetLike): boolean {
  return (asset.altText ?? '').trim() !== '';
}

/** An image without alt text in the listed locale. */
export function isMissingAltText(asset: AssetLike): boolean {
  return isImageAsset(asset) && !hasAltText(asset);
}
