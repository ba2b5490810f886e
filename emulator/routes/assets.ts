import { Hono } from 'hono';
import type { Context } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { folderWithDescendants, paginate } from '../assets/listing';
import {
  contentTypeOf,
  createAssetBody,
  listAssetsQuery,
  patchAssetBody,
} from '../assets/requests';
import { assetView, resolveHosted } from '../assets/views';
import { requireScopes, requireSiteAccess } from '../http/auth';
import { notFound } from '../http/errors';
import { objectIdParam, parseWith, readJson } from '../http/validate';
import { newObjectId } from '../ids';
import { forgetUploadsFor, issueUpload } from '../object-store/uploads';
import type { Asset } from '../world-types';
import { aliases, localeParam, pageQuery, requestOrigin, siteParam } from './site-scope';

/** Assets: list (folder filter over descendants), upload handshake, get, patch, delete. */
export function assetRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  const world = () => ctx.store.world;

  const assetParam = (c: Context<EmulatorEnv>): Asset => {
    const id = objectIdParam(c.req.param('assetId'), 'asset');
    const asset = world().assets[id];
    if (!asset || !asset.uploaded) throw notFound('asset');
    requireSiteAccess(c, asset.siteId);
    return asset;
  };
  const assetLocale = (c: Context<EmulatorEnv>, asset: Asset): string => {
    const site = world().sites[asset.siteId];
    if (!site) throw notFound('site');
    return localeParam(c, site);
  };

  app.on('GET', aliases.site('/assets'), (c) => {
    requireScopes(c, 'assets:read');
    const site = siteParam(c, ctx);
    const localeId = localeParam(c, site);
    const page = pageQuery(c);
    const { folderId } = parseWith(listAssetsQuery, { folderId: c.req.query('folderId') }, 'query');
    const folders = Object.values(world().assetFolders).filter((f) => f.siteId === site.id);
    let inFolders: Set<string> | null = null;
    if (folderId !== undefined) {
      if (!folders.some((f) => f.id === folderId)) throw notFound('asset folder');
      inFolders = folderWithDescendants(folderId, folders);
    }
    const matching = Object.values(world().assets).filter(
      (a) =>
        a.siteId === site.id &&
        a.uploaded &&
        (inFolders === null || (a.folderId !== null && inFolders.has(a.folderId))),
    );
    const { items, pagination } = paginate(matching, page);
    const origin = requestOrigin(c);
    return c.json({ assets: items.map((a) => assetView(a, origin, localeId, true)), pagination });
  });

  app.on('POST', aliases.site('/assets'), async (c) => {
    requireScopes(c, 'assets:write');
    const site = siteParam(c, ctx);
    const body = await readJson(c, createAssetBody);
    const parentFolder = body.parentFolder ?? null;
    if (parentFolder !== null) {
      const folder = world().assetFolders[parentFolder];
      if (!folder || folder.siteId !== site.id) throw notFound('asset folder');
    }
    const now = ctx.clock.iso();
    const contentType = contentTypeOf(body.fileName);
    const asset: Asset = {
      id: newObjectId(),
      siteId: site.id,
      folderId: parentFolder,
      contentType,
      size: 0,
      hostedUrl: '',
      originalFileName: body.fileName,
      displayName: body.fileName,
      createdOn: now,
      lastUpdated: now,
      variants: [],
      altText: {},
      fileHash: body.fileHash,
      uploaded: false,
    };
    const origin = requestOrigin(c);
    const upload = issueUpload(ctx, origin, {
      kind: 'asset',
      targetId: asset.id,
      siteId: site.id,
      fileName: body.fileName,
      fileHash: body.fileHash,
      contentType,
    });
    asset.hostedUrl = `/__emulator/object-store/files/${upload.key}`;
    world().assets[asset.id] = asset;
    c.set('applied', true);
    return c.json({
      uploadUrl: upload.url,
      uploadDetails: upload.fields,
      contentType,
      id: asset.id,
      parentFolder,
      assetUrl: resolveHosted(asset.hostedUrl, origin),
      hostedUrl: resolveHosted(asset.hostedUrl, origin),
      originalFileName: asset.originalFileName,
      createdOn: asset.createdOn,
      lastUpdated: asset.lastUpdated,
    });
  });

  app.on('GET', aliases.top('/assets/:assetId'), (c) => {
    requireScopes(c, 'assets:read');
    const asset = assetParam(c);
    return c.json(assetView(asset, requestOrigin(c), assetLocale(c, asset), false));
  });

  app.on('PATCH', aliases.top('/assets/:assetId'), async (c) => {
    requireScopes(c, 'assets:write');
    const asset = assetParam(c);
    const localeId = assetLocale(c, asset);
    const body = await readJson(c, patchAssetBody);
    if (body.displayName !== undefined) asset.displayName = body.displayName;
    if (body.altText !== undefined) asset.altText[localeId] = body.altText;
    asset.lastUpdated = ctx.clock.iso();
    c.set('applied', true);
    return c.json(assetView(asset, requestOrigin(c), localeId, false));
  });

  app.on('DELETE', aliases.top('/assets/:assetId'), (c) => {
    requireScopes(c, 'assets:write');
    const asset = assetParam(c);
    delete world().assets[asset.id];
    forgetUploadsFor(ctx, asset.id);
    c.set('applied', true);
    return c.body(null, 204);
  });

  return app;
}
