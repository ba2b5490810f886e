import type { EmulatorContext } from '../context';
import { originOf } from '../published/site-origin';

/** The body of `GET /__emulator/fixtures`. */
export function fixtures(ctx: EmulatorContext) {
  const world = ctx.store.world;
  const sites = Object.values(world.sites).map((site) => {
    const key = Object.values(world.siteKeys).find((k) => k.siteId === site.id && !k.revoked);
    return {
      id: site.id,
      shortName: site.shortName,
      displayName: site.displayName,
      apiKey: key?.token ?? null,
      plan: site.plan,
      locales: site.locales,
      publishedOrigin: ctx.port()
        ? originOf(ctx, `${site.shortName}.localhost:${ctx.port()}`)
        : null,
      pages: Object.fromEntries(
        Object.values(world.pages)
          .filter((p) => p.siteId === site.id && p.seedKey)
          .map((p) => [p.seedKey!, p.id]),
      ) as Record<string, string>,
      folders: Object.fromEntries(
        Object.values(world.pageFolders)
          .filter((f) => f.siteId === site.id && f.seedKey)
          .map((f) => [f.seedKey!, f.id]),
      ) as Record<string, string>,
      collections: Object.fromEntries(
        Object.values(world.collections)
          .filter((x) => x.siteId === site.id && x.seedKey)
          .map((x) => [x.seedKey!, x.id]),
      ) as Record<string, string>,
      designerOrigin: ctx.port()
        ? originOf(ctx, `${site.shortName}.design.localhost:${ctx.port()}`)
        : null,
    };
  });
  return {
    origin: ctx.origin(),
    workspaceId: Object.keys(world.workspaces)[0] ?? null,
    user: Object.values(world.users)[0] ?? null,
    sites,
    oauthApps: Object.values(world.oauthApps).map((a) => ({
      clientId: a.clientId,
      clientSecret: a.clientSecret,
      redirectUrl: a.redirectUrl,
      scopes: a.scopes,
      name: a.name,
    })),
  };
}
