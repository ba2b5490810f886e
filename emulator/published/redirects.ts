import type { Context } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import type { Site } from '../world-types';

/** How a redirect's source is matched: the path without trailing slashes (`/` stays `/`). */
export function redirectKey(path: string): string {
  return path.replace(/(?<!\/)\/+$/, '') || '/';
}

/**
 * The site's redirect for the request's path as one 301 hop (`Location` = the redirect's `toUrl`
 * on the same origin, the query string kept), or undefined when none matches. Redirects take
 * effect at once, without a publish.
 */
export function answerRedirect(
  ctx: EmulatorContext,
  c: Context<EmulatorEnv>,
  site: Site,
): Response | undefined {
  const key = redirectKey(c.req.path);
  const redirect = Object.values(ctx.store.world.redirects).find(
    (r) => r.siteId === site.id && redirectKey(r.fromUrl) === key,
  );
  if (!redirect) return undefined;
  const query = new URL(c.req.url).search;
  return c.body(null, 301, { location: `${redirect.toUrl}${query}` });
}
