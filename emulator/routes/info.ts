import { Hono } from 'hono';
import type { EmulatorContext, EmulatorEnv, Principal } from '../context';
import { requireScopes } from '../http/auth';
import { limitFor } from '../http/rate-limit';

function authorization(ctx: EmulatorContext, principal: Principal, path: string) {
  const world = ctx.store.world;
  const token = Object.values(world.tokens).find((t) => t.id === principal.credentialId);
  const key = Object.values(world.siteKeys).find((k) => k.id === principal.credentialId);
  const createdAt = token?.createdAt ?? key?.createdAt ?? ctx.clock.now();
  const users = Object.values(world.users).filter((u) => u.workspaceId === principal.workspaceId);
  return {
    id: principal.credentialId,
    createdOn: new Date(createdAt).toISOString(),
    lastUsed: ctx.clock.iso(),
    grantType: principal.kind === 'oauth' ? 'authorization_code' : 'site_api_key',
    rateLimit: limitFor(ctx, key?.token ?? null, path),
    scope: principal.scopes.join(','),
    authorizedTo: {
      siteIds: principal.siteIds,
      workspaceIds: [principal.workspaceId],
      userIds: users.map((u) => u.id),
    },
  };
}

function application(ctx: EmulatorContext, principal: Principal) {
  const app = Object.values(ctx.store.world.oauthApps).find((a) => a.clientId === principal.appId);
  return app
    ? { id: app.id, description: app.description, homepage: app.homepage, displayName: app.name }
    : null;
}

/** `GET /info`, `GET /v2/token/authorized_by`, `GET /v2/token/introspect`. */
export function infoRoutes(ctx: EmulatorContext): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  app.get('/info', (c) => {
    const principal = c.get('principal');
    return c.json({
      authorization: authorization(ctx, principal, c.req.path),
      application: application(ctx, principal),
      sites: principal.siteIds,
      workspaces: [principal.workspaceId],
    });
  });
  app.get('/v2/token/introspect', (c) => {
    const principal = c.get('principal');
    return c.json({
      authorization: authorization(ctx, principal, c.req.path),
      application: application(ctx, principal),
    });
  });
  app.get('/v2/token/authorized_by', (c) => {
    const principal = requireScopes(c, 'authorized_user:read');
    const user = Object.values(ctx.store.world.users).find(
      (u) => u.workspaceId === principal.workspaceId,
    );
    return c.json({
      id: user?.id ?? null,
      email: user?.email ?? null,
      firstName: user?.firstName ?? null,
      lastName: user?.lastName ?? null,
    });
  });
  return app;
}
