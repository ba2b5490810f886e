/**
 * Build-time settings, read from the process environment and `.env`, `.env.<mode>`, … (WXT loads
 * them); all optional. A team's OAuth app: `WXT_CLIENT_ID`, `WXT_BROKER_URL` and, for Chrome,
 * `WXT_CHROME_PUBLIC_KEY` (read by `wxt.config.ts` for the manifest's `key`).
 */
interface ImportMetaEnv {
  readonly WXT_API_BASE?: string;
  readonly WXT_AUTH_BASE?: string;
  readonly WXT_BROKER_URL?: string;
  readonly WXT_CLIENT_ID?: string;
  readonly WXT_STAGING_SUFFIX?: string;
  readonly WXT_DESIGNER_SUFFIX?: string;
}
