import type { AssetFolderRecord, AssetRecord } from './records';

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
 * Renders an asset for one locale. `folderId` is added only for list responses; single GET and
 * PATCH never carry it. A locale without alt text of its own answers null (no fallback), which is
 * what lets an editor see the gap.
 */
export function assetView(
  asset: AssetRecord,
  origin: string,
  localeId: string,
  inList: boolean,
): AssetView {
  const view: AssetView = {
    id: asset.id,
    contentType: asset.contentType,
    size: asset.size,
    siteId: asset.siteId,
    hostedUrl: origin + asset.hostedPath,
    originalFileName: asset.originalFileName,
    displayName: asset.displayName,
    lastUpdated: asset.lastUpdated,
    createdOn: asset.createdOn,
    variants: asset.variants.map(({ hostedPath, ...rest }) => ({
      hostedUrl: origin + hostedPath,
      ...rest,
    })),
    altText: asset.altText[localeId] ?? null,
  };
  if (inList) view.folderId = asset.folderId;
  return view;
}

/** Renders a folder with the ids of the live assets directly inside it. */
export function folderView(folder: AssetFolderRecord, assets: readonly AssetRecord[]) {
  return {
    id: folder.id,
    displayName: folder.displayName,
    parentFolder: folder.parentFolder,
    assets: assets.filter((a) => a.live && a.folderId === folder.id).map((a) => a.id),
    siteId: folder.siteId,
    createdOn: folder.createdOn,
    lastUpdated: folder.lastUpdated,
  };
}
