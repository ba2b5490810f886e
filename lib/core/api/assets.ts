import { z } from 'zod';
import { enc } from './client';
import type { ApiClient, CallOptions } from './client';
import { paginate, paginationSchema } from './pagination';

const variantSchema = z.object({
  hostedUrl: z.string().nullish(),
  originalFileName: z.string().nullish(),
  displayName: z.string().nullish(),
  format: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  quality: z.number().nullish(),
  error: z.string().nullish(),
});

/** An asset; `folderId` appears only in list responses (null = site root). */
export const assetSchema = z.object({
  id: z.string(),
  contentType: z.string().nullish(),
  size: z.number().nullish(),
  siteId: z.string().nullish(),
  hostedUrl: z.string().nullish(),
  originalFileName: z.string().nullish(),
  displayName: z.string().nullish(),
  lastUpdated: z.string().nullish(),
  createdOn: z.string().nullish(),
  variants: z.array(variantSchema).nullish(),
  altText: z.string().nullish(),
  folderId: z.string().nullish(),
});

/** An asset folder; `assets` lists asset ids. */
export const assetFolderSchema = z.object({
  id: z.string(),
  displayName: z.string().nullish(),
  parentFolder: z.string().nullish(),
  assets: z.array(z.string()).nullish(),
  siteId: z.string().nullish(),
  createdOn: z.string().nullish(),
  lastUpdated: z.string().nullish(),
});

/** Asset record. */
export type Asset = z.infer<typeof assetSchema>;
/** Asset folder record. */
export type AssetFolder = z.infer<typeof assetFolderSchema>;

/** Filter and paging of List Assets. */
export interface ListAssetsQuery {
  /** Only assets in this folder and its descendants. */
  folderId?: string;
  localeId?: string;
  limit?: number;
  offset?: number;
}

const assetListSchema = z.object({
  assets: z.array(assetSchema),
  pagination: paginationSchema.nullish(),
});
const folderListSchema = z.object({
  assetFolders: z.array(assetFolderSchema),
  pagination: paginationSchema.nullish(),
});

/** Lists one page of a site's assets (`assets:read`). */
export function listAssets(
  client: ApiClient,
  siteId: string,
  query: ListAssetsQuery = {},
  options: CallOptions = {},
): Promise<z.infer<typeof assetListSchema>> {
  return client.call({
    method: 'GET',
    path: `/v2/sites/${enc(siteId)}/assets`,
    query: {
      folderId: query.folderId,
      localeId: query.localeId,
      limit: query.limit,
      offset: query.offset,
    },
    schema: assetListSchema,
    ...options,
  });
}

/** Yields every asset of a site (optionally of one folder tree), 100 per request. */
export function allAssets(
  client: ApiClient,
  siteId: string,
  query: Omit<ListAssetsQuery, 'limit' | 'offset'> = {},
  options: CallOptions = {},
): AsyncGenerator<Asset, void, undefined> {
  return paginate(async (offset, limit) => {
    const body = await listAssets(client, siteId, { ...query, offset, limit }, options);
    return { items: body.assets, pagination: body.pagination ?? undefined };
  });
}

/** Gets one asset (no `folderId` in this response) (`assets:read`). */
export function getAsset(
  client: ApiClient,
  assetId: string,
  localeId?: string,
  options: CallOptions = {},
): Promise<Asset> {
  return client.call({
    method: 'GET',
    path: `/v2/assets/${enc(assetId)}`,
    query: { localeId },
    schema: assetSchema,
    ...options,
  });
}

/** Sets an asset's display name and/or alt text (alt text per locale) (`assets:write`). */
export function updateAsset(
  client: ApiClient,
  assetId: string,
  update: { displayName?: string; altText?: string },
  localeId?: string,
  options: CallOptions = {},
): Promise<Asset> {
  return client.call({
    method: 'PATCH',
    path: `/v2/assets/${enc(assetId)}`,
    query: { localeId },
    body: update,
    schema: assetSchema,
    ...options,
  });
}

/** Lists a site's asset folders (`assets:read`). */
export async function listAssetFolders(
  client: ApiClient,
  siteId: string,
  options: CallOptions = {},
): Promise<AssetFolder[]> {
  const folders: AssetFolder[] = [];
  const pages = paginate(async (offset, limit) => {
    const body = await client.call({
      method: 'GET',
      path: `/v2/sites/${enc(siteId)}/asset_folders`,
      query: { offset, limit },
      schema: folderListSchema,
      ...options,
    });
    return { items: body.assetFolders, pagination: body.pagination ?? undefined };
  });
  for await (const folder of pages) folders.push(folder);
  return folders;
}

/** Gets one asset folder (`assets:read`). */
export function getAssetFolder(
  client: ApiClient,
  folderId: string,
  options: CallOptions = {},
): Promise<AssetFolder> {
  return client.call({
    method: 'GET',
    path: `/v2/asset_folders/${enc(folderId)}`,
    schema: assetFolderSchema,
    ...options,
  });
}
