/**
 * `--forecast`: after each site's audit, what a publish would change on one of its hosts — the
 * staging host (`{shortName}` + `--staging-suffix`) by default, or the custom domain `--host`
 * names, both taken and checked as `--live` takes them (`live-args.ts`).
 * @module
 */
import { parseHostArgs, type LiveValues } from './live-args';

/** How the forecast runs. */
export interface ForecastConfig {
  /** The host the publish is forecast for, as given (`www.acme.example`); absent: staging. */
  host?: string;
  /** Appended to a site's short name for its staging host. */
  stagingSuffix: string;
}

/** The forecast's configuration, or none without `--forecast`; misuse throws `usage(message)`. */
export function parseForecastArgs(
  values: LiveValues,
  sites: number,
  usage: (message: string) => Error,
): ForecastConfig | undefined {
  return values.forecast ? parseHostArgs(values, sites, usage) : undefined;
}
