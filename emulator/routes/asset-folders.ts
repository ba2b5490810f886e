import { Hono } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { paginate } from '../assets/listing';
import { createFolderBody } from '../assets/requests';
import { folderView } from '../assets/views';
import { requireScopes, requireSiteAccess } from '../http/auth';
import { notFound } from '../http/errors';
import { objectIdParam, readJson } from '../http/validate';
import { newObjectId } from '../ids';
import type { AssetFolder } from '../world-types';
import { aliases, pageQuery, siteParam } from './site-scope';

/** Asset folders: list, create, get (the service has no update or delete). */
export function assetFolderRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  const world = () => ctx.store.world;

  app.on('GET', aliases.site('/asset_folders'), (c) => {
    requireScopes(c, 'assets:read');
    const site = siteParam(c, ctx);
    const page = pageQuery(c);
    const assets = Object.values(world().assets).filter((a) => a.siteId === site.id);
    const folders = Object.values(world().assetFolders).filter((f) => f.siteId === site.id);
    const { items, pagination } = paginate(folders, page);
    return c.json({ assetFolders: items.map((f) => folderView(f, assets)), pagination });
  });

  app.on('POST', aliases.site('/asset_folders'), async (c) => {
    requireScopes(c, 'assets:write');
    const site = siteParam(c, ctx);
    const body = await readJson(c, createFolderBody);
    const parentFolder = body.parentFolder ?? null;
    if (parentFolder !== null) {
      const parent = world().assetFolders[parentFolder];
      if (!parent || parent.siteId !== site.id) throw notFound('asset folder');
    }
    const now = ctx.clock.iso();
    const folder: AssetFolder = {
      id: newObjectId(),
      siteId: site.id,
      displayName: body.displayName,
      parentFolder,
      createdOn: now,
      lastUpdated: now,
    };
    world().assetFolders[folder.id] = folder;
    c.set('applied', true);
    return c.json(folderView(folder, []));
  });

  app.get('/v2/asset_folders/:folderId', (c) => {
    requireScopes(c, 'assets:read');
    const id = objectIdParam(c.req.param('folderId'), 'asset folder');
    const folder = world().assetFolders[id];
    if (!folder) throw notFound('asset folder');
    requireSiteAccess(c, folder.siteId);
    const assets = Object.values(world().assets).filter((a) => a.siteId === folder.siteId);
    return c.json(folderView(folder, assets));
  });

  return app;
}
