import type { Context, MiddlewareHandler } from 'hono';
import type { Clock } from '../clock';
import type { EmulatorEnv, Principal } from '../env';
import type { Store } from '../store';
import { forbidden, missingScopes, notAuthorized } from './errors';

/** What resolving a credential reads of the emulator. */
export interface CredentialReader {
  store: Store;
  clock: Clock;
}

/** The credential presented by a request: the Bearer header, else the `access_token` query. */
export function presentedCredential(c: Context): string | null {
  const header = c.req.header('authorization');
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match ? match[1]! : null;
  }
  return c.req.query('access_token') ?? null;
}

/** Resolves a credential string to a principal, or null when unknown or revoked. */
export function resolvePrincipal(ctx: CredentialReader, credential: string): Principal | null {
  const world = ctx.store.world;
  const key = world.siteKeys[credential];
  if (key) {
    if (key.revoked || !world.sites[key.siteId]) return null;
    const site = world.sites[key.siteId]!;
    return {
      kind: 'siteKey',
      scopes: key.scopes,
      siteIds: [key.siteId],
      workspaceId: site.workspaceId,
      credentialId: key.id,
    };
  }
  const token = world.tokens[credential];
  if (!token || token.revoked) return null;
  token.lastUsed = ctx.clock.now();
  return {
    kind: 'oauth',
    scopes: token.scopes,
    siteIds: Object.values(world.sites)
      .filter((s) => s.workspaceId === token.workspaceId)
      .map((s) => s.id),
    workspaceId: token.workspaceId,
    appId: token.clientId,
    credentialId: token.id,
  };
}

/** Middleware: 401 unless the request carries a valid token or site key. */
export function authenticate(ctx: CredentialReader): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    const credential = presentedCredential(c);
    const principal = credential ? resolvePrincipal(ctx, credential) : null;
    if (!principal) throw notAuthorized();
    c.set('principal', principal);
    await next();
  };
}

/** Throws 403 `missing_scopes` unless the principal has every scope. */
export function requireScopes(c: Context<EmulatorEnv>, ...scopes: string[]): Principal {
  const principal = c.get('principal');
  const missing = scopes.filter((s) => !principal.scopes.includes(s));
  if (missing.length > 0) throw missingScopes(missing);
  return principal;
}

/** Throws 403 `forbidden` unless the principal may touch the site. */
export function requireSiteAccess(c: Context<EmulatorEnv>, siteId: string): void {
  if (!c.get('principal').siteIds.includes(siteId)) throw forbidden();
}
