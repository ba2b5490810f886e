import type { World } from '../world-types';

/** Whether a host name (no port) is one the emulator serves: `*.localhost` or a custom domain. */
function isEmulatedHost(world: World, hostname: string): boolean {
  const name = hostname.toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return Object.values(world.sites).some((s) =>
    s.customDomains.some((d) => d.url.toLowerCase() === name),
  );
}

/**
 * A URL a published host writes into its robots.txt or sitemap from a stored entry: a site path
 * resolves on the serving origin; an absolute URL on an emulated host given without a port takes
 * the serving origin's scheme and port (the emulator's port is only known per request, so stored
 * values cannot carry it); any other URL is kept as written.
 */
export function resolveListedUrl(world: World, entry: string, origin: string): string {
  if (entry.startsWith('/')) return `${origin}${entry}`;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return entry;
  }
  if (url.port !== '' || !isEmulatedHost(world, url.hostname)) return entry;
  const serving = new URL(origin);
  const port = serving.port ? `:${serving.port}` : '';
  return `${serving.protocol}//${url.hostname}${port}${url.pathname}${url.search}`;
}
