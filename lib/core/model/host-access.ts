/**
 * Host permissions as the pages ask for them: the object store a font file goes to, the live site
 * a check reads. Browsers grant them only in a click, so the pages hold this port and the browser's
 * implementation is wired in by each page's entry.
 * @module
 */

/**
 * Checks and asks for host permissions; the pages inject `browser.permissions`' two calls, since
 * models and views never call extension APIs themselves.
 */
export interface HostAccess {
  /** Whether the extension holds every pattern. */
  contains(patterns: string[]): Promise<boolean>;
  /**
   * Asks the editor for the patterns. Browsers allow it only during a user gesture, so it must be
   * called synchronously from a click handler, before any `await`.
   */
  request(patterns: string[]): Promise<boolean>;
}
