import type { Asset, AssetFolder } from '../world-types';

/** The Asset object of the service, as JSON. */
export interface AssetView {
  id: string;
  contentType: string;
  size: number;
  siteId: string;
  hostedUrl: string;
  originalFileName: string;
  displayName: string;
  lastUpdated: string;
  createdOn: string;
  variants: Array<{
    hostedUrl: string;
    originalFileName: string;
    displayName: string;
    format: string;
    width: number;
    height: number | null;
    quality: number;
    error: string | null;
  }>;
  altText: string | null;
  folderId?: string | null;
}

/**
 * Stored URLs of files the emulator serves itself are origin-relative (the port is only known
 * once listening); this makes them absolute for the request's origin.
 */
export function resolveHosted(url: string, origin: string): string {
  return url.startsWith('/') ? origin + url : url;
}

/**
 * Renders an asset for one locale. `folderId` is added only for list responses; single GET and
 * PATCH never carry it. A locale without alt text of its own answers null (no fallback), which is
 * what lets an editor see the gap.
 */
export function assetView(
  asset: Asset,
  origin: string,
  localeId: string,
  inList: boolean,
): AssetView {
  const view: AssetView = {
    id: asset.id,
    contentType: asset.contentType,
    size: asset.size,
    siteId: asset.siteId,
    hostedUrl: resolveHosted(asset.hostedUrl, origin),
    originalFileName: asset.originalFileName,
    displayName: asset.displayName,
    lastUpdated: asset.lastUpdated,
    createdOn: asset.createdOn,
    variants: asset.variants.map((variant) => ({
      ...variant,
      hostedUrl: resolveHosted(variant.hostedUrl, origin),
    })),
    altText: asset.altText[localeId] ?? null,
  };
  if (inList) view.folderId = asset.folderId;
  return view;
}

/** Renders a folder with the ids of the live assets directly inside it. */
export function folderView(folder: AssetFolder, assets: readonly Asset[]) {
  return {
    id: folder.id,
    displayName: folder.displayName,
    parentFolder: folder.parentFolder,
    assets: assets.filter((a) => a.uploaded && a.folderId === folder.id).map((a) => a.id),
    siteId: folder.siteId,
    createdOn: folder.createdOn,
    lastUpdated: folder.lastUpdated,
  };
}
