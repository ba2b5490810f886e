/**
 * Host access for the object store a font file goes to. The store is another origin than the API
 * (on the real service an S3 host whose CORS rules for extension origins are not documented), so
 * the page sends the file only while the extension holds a host permission for that origin: an
 * extension page with one is exempt from CORS in Chromium and Firefox.
 * @module
 */
import { t } from '../../core/i18n/t';
import { hostPatternOf } from '../../core/settings/host-pattern';

/** The real service's object store (real-service notes §11.3), the only one production sends to. */
export const REAL_STORE_ORIGIN = 'https://webflow-prod-assets.s3.amazonaws.com';
/** The emulator's object store host (any port, http or https), the only one other builds send to. */
export const EMULATOR_STORE_HOST = 'objects.localhost';

/**
 * Why a font file must not go to `uploadUrl`, or null when it may. The API names the store, so a
 * hostile API base could name any host: a production build sends only to the real store, other
 * builds (demo, development, tests) only to the emulator's.
 */
export function refusedStore(
  uploadUrl: string,
  mode: string = import.meta.env.MODE,
): string | null {
  const url = URL.canParse(uploadUrl) ? new URL(uploadUrl) : null;
  // The build's own mode guards the emulator's branch too, so a production bundle (whose mode is
  // a constant) drops it and ships no development host at all.
  const ok =
    url !== null &&
    (mode === 'production'
      ? url.origin === REAL_STORE_ORIGIN
      : import.meta.env.MODE !== 'production' &&
        url.hostname === EMULATOR_STORE_HOST &&
        ['http:', 'https:'].includes(url.protocol));
  return ok ? null : t('fonts_store_refused', url?.host || uploadUrl.slice(0, 200));
}

/** The permission an upload URL needs: its match pattern (scheme and host, no port), and its host. */
export function storeAccessOf(uploadUrl: string): { pattern: string; host: string } {
  return { pattern: hostPatternOf(uploadUrl), host: new URL(uploadUrl).hostname };
}
