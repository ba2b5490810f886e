/**
 * The assets feature's messages: a site's folders, a page of its assets, an asset's alt text and
 * name.
 * @module
 */
import { z } from 'zod';
import { id, out } from '../../core/messaging/schemas';
import {
  listAssetFolders,
  listAssets,
  updateAsset,
  type Asset,
  type AssetFolder,
} from '../../core/api/assets';
import type { ApiClient } from '../../core/api/client';
import { defineBackground } from '../../core/messaging/registry';

/** Every asset message: `request` is what a page sends, `response` what the background answers. */
export const assetMessages = {
  assetFolders: {
    request: z.object({ siteId: id }).strict(),
    response: out<{ folders: AssetFolder[]; siteTotal: number }>(),
  },
  listAssets: {
    request: z
      .object({
        siteId: id,
        folderId: id.optional(),
        localeId: id.optional(),
        offset: z.number().int().nonnegative(),
        limit: z.number().int().min(1).max(100),
      })
      .strict(),
    response: out<{ assets: Asset[]; total: number }>(),
  },
  updateAsset: {
    request: z
      .object({
        siteId: id,
        assetId: id,
        localeId: id.optional(),
        altText: z.string().max(1000).optional(),
        displayName: z.string().min(1).max(256).optional(),
      })
      .strict(),
    response: out<Asset>(),
  },
} as const;

/** What the asset handlers need from the background. */
export interface AssetHandlerDeps {
  /** The signed-in client of a site; throws with an editor-readable message when there is none. */
  clientFor(siteId: string): Promise<ApiClient>;
}

/** What the assets feature gives the background; its `feature.ts` loads this there only. */
export const background = defineBackground({
  messages: assetMessages,
  createHandlers: ({ clientFor }: AssetHandlerDeps) => ({
    async assetFolders({ siteId }) {
      const client = await clientFor(siteId);
      const [folders, all] = await Promise.all([
        listAssetFolders(client, siteId),
        listAssets(client, siteId, { limit: 1 }),
      ]);
      return { folders, siteTotal: all.pagination?.total ?? all.assets.length };
    },
    async listAssets({ siteId, ...query }) {
      const body = await listAssets(await clientFor(siteId), siteId, query);
      return { assets: body.assets, total: body.pagination?.total ?? body.assets.length };
    },
    async updateAsset({ siteId, assetId, localeId, ...update }) {
      return updateAsset(await clientFor(siteId), assetId, update, localeId);
    },
  }),
});

/** An asset and a folder, as this feature's answers carry them (for views and models). */
export type { Asset, AssetFolder } from '../../core/api/assets';
