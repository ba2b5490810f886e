/**
 * Host access for the object store a font file goes to. The store is another origin than the API
 * (on the real service an S3 host whose CORS rules for extension origins are not documented), so
 * the page sends the file only while the extension holds a host permission for that origin: an
 * extension page with one is exempt from CORS in Chromium and Firefox.
 * @module
 */
import { hostPatternOf } from '../../core/settings/host-pattern';

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

/** The permission an upload URL needs: its match pattern (scheme and host, no port), and its host. */
export function storeAccessOf(uploadUrl: string): { pattern: string; host: string } {
  return { pattern: hostPatternOf(uploadUrl), host: new URL(uploadUrl).hostname };
}
