/**
 * The options of the live check after the audit: `--live`, `--host <domain>` (a custom domain
 * instead of the staging host), `--staging-suffix` (the staging host's suffix, `.webflow.io`; the
 * emulator's is `.localhost:8787`, as in the demo build's `WXT_STAGING_SUFFIX`) and
 * `--no-collections` (no item pages). `--forecast` takes `--host` and `--staging-suffix` too
 * (`forecast-args.ts`), checked here alike.
 * @module
 */
/** How the live check runs. */
export interface LiveConfig {
  /** The host to read, e.g. `www.acme.example`; absent: each site's staging host. */
  host?: string;
  /** Appended to a site's short name for its staging host. */
  stagingSuffix: string;
  /** Whether CMS item pages are listed and read. */
  collections: boolean;
}

/** The real service's staging hosts. */
export const DEFAULT_STAGING_SUFFIX = '.webflow.io';

// As the options page takes it (`lib/core/settings`): a dot, a host name's end, maybe a port.
const SUFFIX = /^\.[a-z0-9.-]+(:\d{1,5})?$/i;
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/** The parsed options `parseLiveArgs` reads. */
export interface LiveValues {
  live?: boolean;
  host?: string;
  'staging-suffix'?: string;
  'no-collections'?: boolean;
  /** Set with `--forecast`, which takes `--host` and `--staging-suffix` without `--live`. */
  forecast?: boolean;
}

/** `--host` and `--staging-suffix`, checked; misuse throws `usage(message)`. */
export function parseHostArgs(
  values: LiveValues,
  sites: number,
  usage: (message: string) => Error,
): { host?: string; stagingSuffix: string } {
  const { host, 'staging-suffix': suffix } = values;
  if (suffix !== undefined && !SUFFIX.test(suffix))
    throw usage('--staging-suffix takes a host suffix such as .webflow.io or .localhost:8787.');
  if (host !== undefined) {
    if (!HOST.test(host))
      throw usage('--host takes a domain such as www.example.com (no scheme, no path).');
    if (sites !== 1) throw usage('--host names one site’s domain: use it with one site.');
  }
  return {
    ...(host !== undefined ? { host: host.toLowerCase() } : {}),
    stagingSuffix: (suffix ?? DEFAULT_STAGING_SUFFIX).toLowerCase(),
  };
}

/** The live check's configuration, or none without `--live`; misuse throws `usage(message)`. */
export function parseLiveArgs(
  values: LiveValues,
  sites: number,
  usage: (message: string) => Error,
): LiveConfig | undefined {
  const { host, 'staging-suffix': suffix, 'no-collections': noCollections } = values;
  if (!values.live) {
    const hostArgs = !values.forecast && (host !== undefined || suffix !== undefined);
    if (hostArgs || noCollections)
      throw usage(
        '--host, --staging-suffix and --no-collections go with --live (--host and --staging-suffix also with --forecast).',
      );
    return undefined;
  }
  return { ...parseHostArgs(values, sites, usage), collections: !noCollections };
}
