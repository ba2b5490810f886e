import { z } from 'zod';

/** Settings by name: a Worker's `env` bindings, or `process.env` in the Node runner. */
export type BrokerEnv = Record<string, string | undefined>;

const list = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .pipe(z.array(z.string()).min(1));

const envSchema = z.object({
  BROKER_CLIENT_ID: z.string().min(1),
  BROKER_CLIENT_SECRET: z.string().min(1),
  BROKER_TOKEN_URL: z.url(),
  BROKER_REVOKE_URL: z.url().optional(),
  BROKER_ALLOWED_REDIRECTS: list,
  BROKER_ALLOWED_ORIGINS: list,
  BROKER_SIGNING_KEY: z.string().min(32).optional(),
  BROKER_FLOW_TTL_SECONDS: z.coerce.number().int().min(60).max(1800).optional(),
});

/** The names of every setting, in a fixed order. */
export const ENV_NAMES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/** The broker's settings. */
export interface BrokerConfig {
  clientId: string;
  clientSecret: string;
  /** `{base_url}/oauth/access_token`. */
  tokenUrl: string;
  /** `{base_url}/oauth/revoke_authorization`; without it `/revoke` answers 501. */
  revokeUrl?: string;
  /** Exact extension redirect URLs (`https://<id>.chromiumapp.org/`, …). */
  allowedRedirects: string[];
  /** Exact origins (`chrome-extension://<id>`), or `moz-extension://*` for Firefox's per-install ids. */
  allowedOrigins: string[];
  /** Key for flow tokens; derived from the client secret when absent. */
  signingKey?: string;
  flowTtlSeconds: number;
}

/** Reads the config from the environment; throws naming the variables that are missing or invalid (never their values). */
export function configFromEnv(env: BrokerEnv): BrokerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
    throw new Error(`Broker configuration is missing or invalid: ${names.join(', ')}`);
  }
  const e = parsed.data;
  return {
    clientId: e.BROKER_CLIENT_ID,
    clientSecret: e.BROKER_CLIENT_SECRET,
    tokenUrl: e.BROKER_TOKEN_URL,
    revokeUrl: e.BROKER_REVOKE_URL,
    allowedRedirects: e.BROKER_ALLOWED_REDIRECTS,
    allowedOrigins: e.BROKER_ALLOWED_ORIGINS,
    signingKey: e.BROKER_SIGNING_KEY,
    flowTtlSeconds: e.BROKER_FLOW_TTL_SECONDS ?? 600,
  };
}

/** True when `origin` is allow-listed exactly, or its scheme is allow-listed as `scheme://*`. */
export function originAllowed(config: BrokerConfig, origin: string | null): origin is string {
  if (origin === null || origin === '' || origin === 'null') return false;
  return config.allowedOrigins.some((allowed) => {
    if (!allowed.endsWith('://*')) return allowed === origin;
    const scheme = allowed.slice(0, -1);
    return origin.startsWith(scheme) && /^[a-z0-9-]+$/i.test(origin.slice(scheme.length));
  });
}
