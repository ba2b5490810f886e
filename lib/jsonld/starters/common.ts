import { seedFromSelection } from './seed';
import type { JsonNode, StarterContext, StarterId } from './types';

/**
 * The value of a required property no context can supply: the checker reports an empty string as
 * missing, so the editor sees the key and the error next to it, and nothing made up gets saved.
 */
export const TO_FILL = '';

/** A URL without its fragment; the input unchanged when it does not parse. */
function withoutHash(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    return u.href;
  } catch {
    return url;
  }
}

/** A stable `@id` for a node: `<url>#<name>`, so references to it resolve across starters. */
export const nodeId = (url: string, name: string): string => `${withoutHash(url)}#${name}`;

/** An absolute http(s) URL, or undefined (menus also hand over `data:` and `blob:` URLs). */
export function httpUrl(url: string | undefined, base?: string): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url, base);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}

/** The image the menu was used on, else the page's Open Graph image. */
export const imageOf = (ctx: StarterContext): string | undefined =>
  httpUrl(ctx.imageUrl, ctx.canonicalUrl) ?? httpUrl(ctx.ogImage, ctx.canonicalUrl);

const SEPARATORS = ['|', '–', '—', '-', '·', '•', ':'];

/** The page title without a leading or trailing site name (`Post | Site` → `Post`). */
export function titleOf(ctx: StarterContext): string {
  const title = ctx.title.trim();
  const site = ctx.siteName.trim();
  if (site === '' || title === site) return title;
  for (const sep of SEPARATORS) {
    if (title.endsWith(`${sep} ${site}`) || title.endsWith(`${sep}${site}`)) {
      const rest = title.slice(0, title.lastIndexOf(sep)).trim();
      if (rest !== '') return rest;
    }
    if (title.startsWith(`${site} ${sep}`) || title.startsWith(`${site}${sep}`)) {
      const rest = title.slice(title.indexOf(sep, site.length) + sep.length).trim();
      if (rest !== '') return rest;
    }
  }
  return title;
}

/** Whether the page is the site's root in this locale. */
export function isHomePage(ctx: StarterContext): boolean {
  const a = httpUrl(ctx.canonicalUrl);
  const b = httpUrl(ctx.siteUrl);
  const trim = (u: string) => withoutHash(u).replace(/(?<!\/)\/+$/, '');
  return a !== undefined && b !== undefined && trim(a) === trim(b);
}

/** The node without the properties whose value is undefined (unknown fields are left out). */
export function compact(node: Record<string, unknown>): JsonNode {
  return Object.fromEntries(Object.entries(node).filter(([, v]) => v !== undefined));
}

/** The base node with what the selection seeds for this starter laid over it. */
export function seeded(id: StarterId, ctx: StarterContext, base: JsonNode): JsonNode {
  const text = ctx.selectionText;
  if (text === undefined || text.trim() === '') return compact(base);
  return compact({ ...base, ...seedFromSelection(id, text).properties });
}
