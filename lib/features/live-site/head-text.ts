/**
 * The words a page gives about itself in its head: the first `<title>`, the first meta description
 * and the first Open Graph title, description and image, and its robots metas (what it tells
 * crawlers, read by `indexing/robots-directives.ts`). Fed the events of `html-reader.ts`'s parser;
 * each value is cut to `MAX_TEXT_CHARS` and at most `MAX_ROBOTS_METAS` are held, so a hostile page
 * cannot make it hold more.
 * @module
 */

/** The longest title, description or Open Graph value held: far past any length advice. */
export const MAX_TEXT_CHARS = 2048;

/** The first `og:title`, `og:description` and `og:image` of a page; the image resolved. */
export interface OpenGraph {
  title: string | null;
  description: string | null;
  image: string | null;
}

/** The robots metas held of one page (the first ones); a page rarely has more than two. */
export const MAX_ROBOTS_METAS = 8;

/** One `<meta name="robots">` or `<meta name="googlebot">`: the name in lower case, the content. */
export interface RobotsMeta {
  name: 'robots' | 'googlebot';
  content: string;
}

/** The head text a page shows; `null` where the page has none. */
export interface HeadText {
  /** The first `<title>`'s text and the first meta description, each cut to `MAX_TEXT_CHARS`. */
  title: string | null;
  description: string | null;
  og: OpenGraph;
  /** The robots and googlebot metas, in page order, wherever they are (Google reads them all). */
  robots: RobotsMeta[];
}

/** `href` resolved against `base`, or as written (trimmed) when it is not a URL. */
export function resolveUrl(href: string, base: string): string {
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return href.trim();
  }
}

const OG_KEYS = new Map<string, keyof OpenGraph>([
  ['og:title', 'title'],
  ['og:description', 'description'],
  ['og:image', 'image'],
]);

/** Which Open Graph value a meta names, by `property` or (as some sites write it) by `name`. */
function ogKey(attribs: Record<string, string>): keyof OpenGraph | undefined {
  for (const named of [attribs.property, attribs.name]) {
    const key = named === undefined ? undefined : OG_KEYS.get(named.trim().toLowerCase());
    if (key !== undefined) return key;
  }
  return undefined;
}

/** Empty head text, to fill with `createHeadReader`. */
export const emptyHeadText = (): HeadText => ({
  title: null,
  description: null,
  og: { title: null, description: null, image: null },
  robots: [],
});

/** The robots meta names Googlebot obeys; other bots' (`bingbot`) do not apply to it. */
const robotsName = (name: string | undefined): RobotsMeta['name'] | undefined => {
  const named = name?.trim().toLowerCase();
  return named === 'robots' || named === 'googlebot' ? named : undefined;
};

/** Reads head text into `into` from parser events; the first of each value wins. */
export function createHeadReader(into: HeadText, baseUrl: string) {
  let title: string | null = null;
  return {
    openTag(name: string, attribs: Record<string, string>) {
      if (name === 'title' && into.title === null && title === null) {
        title = '';
        return;
      }
      if (name !== 'meta') return;
      const content = (attribs.content ?? '').slice(0, MAX_TEXT_CHARS);
      const robots = robotsName(attribs.name);
      if (robots !== undefined && into.robots.length < MAX_ROBOTS_METAS)
        into.robots.push({ name: robots, content });
      if (into.description === null && attribs.name?.trim().toLowerCase() === 'description')
        into.description = content;
      const key = ogKey(attribs);
      if (key === undefined || into.og[key] !== null) return;
      // A blank image stays blank: resolved, it would name the page itself.
      into.og[key] =
        key === 'image' && content.trim() !== '' ? resolveUrl(content, baseUrl) : content;
    },
    text(text: string) {
      if (title !== null && title.length < MAX_TEXT_CHARS) title += text;
    },
    closeTag(name: string) {
      if (name === 'title' && title !== null) {
        into.title = title.slice(0, MAX_TEXT_CHARS);
        title = null;
      }
    },
  };
}
