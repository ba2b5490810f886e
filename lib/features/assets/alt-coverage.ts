import { hasAltText, isImageAsset } from './alt-text';
import type { FolderNode, FolderTree } from './folder-tree';
import type { AssetLike } from './types';

/** Alt-text coverage of a set of assets in one locale. */
export interface CoverageCell {
  /** Image assets (other files do not count). */
  images: number;
  /** Images with non-blank alt text. */
  withAlt: number;
  /** `withAlt / images`, or null when there are no images. */
  share: number | null;
}

/** Whether a folder's own assets count, or also those of every folder below it. */
export type CoverageScope = 'own' | 'subtree';

/** Alt-text coverage per folder and per locale. */
export interface AltCoverage {
  /** Locale ids the coverage was computed for, in the order given. */
  locales: readonly string[];
  /** A folder's coverage in a locale; `null` folder = assets at the site root (not in a folder). */
  folder(folderId: string | null, localeId: string, scope?: CoverageScope): CoverageCell;
  /** The whole site's coverage in a locale. */
  site(localeId: string): CoverageCell;
}

const EMPTY: CoverageCell = { images: 0, withAlt: 0, share: null };

function cell(images: number, withAlt: number): CoverageCell {
  return { images, withAlt, share: images === 0 ? null : withAlt / images };
}

/** Coverage of a list of assets (already in one locale). */
export function coverageOf(assets: Iterable<AssetLike>): CoverageCell {
  let images = 0;
  let withAlt = 0;
  for (const asset of assets) {
    if (!isImageAsset(asset)) continue;
    images += 1;
    if (hasAltText(asset)) withAlt += 1;
  }
  return cell(images, withAlt);
}

const ROOT = '\u0000root';

/**
 * Per folder and per locale, the share of image assets with alt text. `assetsByLocale` holds, per
 * locale id, the site's assets as listed in that locale (list items carry `folderId`).
 */
export function computeAltCoverage(
  assetsByLocale: Readonly<Record<string, readonly AssetLike[]>>,
  tree: FolderTree,
): AltCoverage {
  const own = new Map<string, Map<string, [number, number]>>();
  const sub = new Map<string, Map<string, [number, number]>>();
  const siteTotals = new Map<string, [number, number]>();
  const bump = (table: Map<string, Map<string, [number, number]>>, key: string, locale: string) => {
    const perLocale = table.get(key) ?? new Map<string, [number, number]>();
    table.set(key, perLocale);
    const counts = perLocale.get(locale) ?? [0, 0];
    perLocale.set(locale, counts);
    return counts;
  };
  const locales = Object.keys(assetsByLocale);
  for (const locale of locales) {
    const site: [number, number] = [0, 0];
    siteTotals.set(locale, site);
    for (const asset of assetsByLocale[locale] ?? []) {
      if (!isImageAsset(asset)) continue;
      const alt = hasAltText(asset) ? 1 : 0;
      const counts = bump(own, asset.folderId ?? ROOT, locale);
      counts[0] += 1;
      counts[1] += alt;
      site[0] += 1;
      site[1] += alt;
    }
  }
  const roll = (node: FolderNode): Map<string, [number, number]> => {
    const totals = new Map<string, [number, number]>();
    const add = (from: ReadonlyMap<string, [number, number]> | undefined) => {
      for (const [locale, [images, withAlt]] of from ?? []) {
        const counts = totals.get(locale) ?? [0, 0];
        counts[0] += images;
        counts[1] += withAlt;
        totals.set(locale, counts);
      }
    };
    add(own.get(node.id));
    for (const child of node.children) add(roll(child));
    sub.set(node.id, totals);
    return totals;
  };
  for (const root of tree.roots) roll(root);

  const read = (table: Map<string, Map<string, [number, number]>>, key: string, locale: string) => {
    const counts = table.get(key)?.get(locale);
    return counts ? cell(counts[0], counts[1]) : EMPTY;
  };
  return {
    locales,
    folder: (folderId, localeId, scope = 'subtree') =>
      folderId === null
        ? read(own, ROOT, localeId)
        : read(scope === 'own' ? own : sub, folderId, localeId),
    site: (localeId) => {
      const counts = siteTotals.get(localeId);
      return counts ? cell(counts[0], counts[1]) : EMPTY;
    },
  };
}

/** A coverage share as a whole percentage ("83 %" style without the unit), or null. */
export function coveragePercent(coverage: CoverageCell): number | null {
  return coverage.share === null ? null : Math.floor(coverage.share * 100);
}
