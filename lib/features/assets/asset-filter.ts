import { isMissingAltText } from './alt-text';
import type { AssetLike } from './types';

/** Client-side filters of the asset list. */
export interface AssetFilter {
  /** Case- and accent-insensitive text to find in the display name (or file name). */
  search?: string;
  /** Only images without alt text in the listed locale. */
  missingAlt?: boolean;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The name shown for an asset: its display name, else its file name, else its id. */
export function assetName(asset: AssetLike): string {
  return asset.displayName?.trim() || asset.originalFileName?.trim() || asset.id;
}

/** Whether a filter narrows the list at all. */
export function isFilterActive(filter: AssetFilter): boolean {
  return fold(filter.search ?? '') !== '' || filter.missingAlt === true;
}

/** A predicate for one filter. */
export function matchesFilter(filter: AssetFilter): (asset: AssetLike) => boolean {
  const needle = fold(filter.search ?? '');
  const missingAlt = filter.missingAlt === true;
  return (asset) =>
    (!missingAlt || isMissingAltText(asset)) &&
    (needle === '' ||
      fold(assetName(asset)).includes(needle) ||
      fold(asset.originalFileName ?? '').includes(needle));
}
