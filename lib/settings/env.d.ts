/** Build-time settings read from `.env.<mode>`; all optional, production sets none. */
interface ImportMetaEnv {
  readonly WXT_API_BASE?: string;
  readonly WXT_AUTH_BASE?: string;
  readonly WXT_BROKER_URL?: string;
  readonly WXT_CLIENT_ID?: string;
  readonly WXT_STAGING_SUFFIX?: string;
  readonly WXT_DESIGNER_SUFFIX?: string;
}
