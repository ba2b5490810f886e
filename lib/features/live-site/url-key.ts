/**
 * How the live check compares URLs: by what they name, so `…/about/` and `…/about#webpage` are the
 * same page as `…/about`.
 * @module
 */

/** A URL without fragment and without a trailing slash (except the root's); the input if unparsable. */
export function urlKey(value: string, base?: string): string {
  try {
    const url = new URL(value, base);
    url.hash = '';
    const text = url.href;
    return url.pathname !== '/' && text.endsWith('/') ? text.slice(0, -1) : text;
  } catch {
    return value;
  }
}

/** Whether two URLs name the same page. */
export function sameUrl(a: string, b: string, base?: string): boolean {
  // Most URLs compared are already written as `new URL` writes them: equal text needs no parse.
  return a === b || urlKey(a, base) === urlKey(b, base);
}
