import type { RobotsDirectives } from '../world-types';
import { escapeHtml } from './html';

/**
 * The `<meta name="robots">` tags a host puts in a page's head: the page's (or item's) own
 * setting, and `noindex` on a staging host whose site turned staging indexing off — both, since
 * which one the real platform uses is unconfirmed.
 */
export function robotsMetaTags(
  directives: RobotsDirectives | undefined,
  closed: boolean,
): string[] {
  const contents = [...(directives?.meta ? [directives.meta] : []), ...(closed ? ['noindex'] : [])];
  return contents.map((c) => `<meta name="robots" content="${escapeHtml(c)}">`);
}

/** The `X-Robots-Tag` header of a page's (or item's) setting; none without one. */
export function robotsHeaders(directives: RobotsDirectives | undefined): Record<string, string> {
  return directives?.header ? { 'X-Robots-Tag': directives.header } : {};
}
