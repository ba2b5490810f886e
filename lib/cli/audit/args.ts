/**
 * The command line of `npm run audit`: which sites (`--site`, `--sites-file`), where (`--api`),
 * which locales, the format, the output file, the threshold, the live check (`--live`, see
 * `live-args.ts`), the check of CMS item fields (`--items`), the publish forecast (`--forecast`,
 * see `forecast-args.ts`) and the part of the sites to run (`--shard K/N`, see `shard.ts`). Tokens
 * come only from the environment — `SITE_COMPANION_TOKEN`, or a variable per site named in the
 * sites file, whose name must start with `SITE_COMPANION_TOKEN` too (a sites file changed in a
 * pull request must not send any other CI secret to the API as a token); with `--shard`, only the
 * shard's own sites need theirs — and no message here ever repeats a value from the command line
 * that could be a token.
 * @module
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { parseForecastArgs, type ForecastConfig } from './forecast-args';
import { parseLiveArgs, type LiveConfig } from './live-args';
import { parseShard, sitesOfShard, type ShardPlan } from './shard';
import type { FailOn, SiteTarget } from './types';
import { UsageError } from '../usage-error';

/** The variable holding the token of sites given with `--site`. */
export const DEFAULT_TOKEN_ENV = 'SITE_COMPANION_TOKEN';
/** The real service. */
export const DEFAULT_API = 'https://api.webflow.com';

/** Output formats. */
export const FORMATS = ['text', 'json', 'sarif', 'junit'] as const;
/** An output format. */
export type Format = (typeof FORMATS)[number];

export { UsageError };

/** What to run. */
export interface AuditConfig {
  targets: SiteTarget[];
  api: string;
  locales: string[];
  format: Format;
  out?: string;
  failOn: FailOn;
  /** Set with `--live`: the published site is read after the audit. */
  live?: LiveConfig;
  /** Set with `--items`: the item fields that feed item pages' titles and descriptions are checked. */
  items?: true;
  /** Set with `--forecast`: what a publish would change on one host, and only its losses fail. */
  forecast?: ForecastConfig;
  /** Set with `--shard K/N`: `targets` are that shard's sites only (maybe none). */
  shard?: ShardPlan;
}

const SITE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const TOKEN_ENV = /^SITE_COMPANION_TOKEN[A-Z0-9_]{0,100}$/;

const sitesFileSchema = z.array(
  z
    .object({
      site: z.string().regex(SITE_ID, 'a site id'),
      tokenEnv: z
        .string()
        .regex(
          TOKEN_ENV,
          'tokenEnv must name a variable that starts with SITE_COMPANION_TOKEN, e.g. SITE_COMPANION_TOKEN_ACME',
        )
        .optional(),
    })
    .strict(),
);

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The service origin, refusing what would leak a token: plain http off this machine, user info. */
function parseApi(value: string): string {
  if (!URL.canParse(value)) throw new UsageError('--api is not a URL.');
  const url = new URL(value);
  if (url.username || url.password)
    throw new UsageError('--api must not carry a user or password.');
  if (url.search || url.hash) throw new UsageError('--api must not carry a query or fragment.');
  const local = LOOPBACK.has(url.hostname) || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new UsageError('--api must be https (plain http only on this machine: 127.0.0.1).');
  }
  return url.href.replace(/(?<!\/)\/+$/, '');
}

function parseSitesFile(file: string, text: string): { site: string; tokenEnv?: string }[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new UsageError(`${file} is not JSON: expected [{ "site": "<id>", "tokenEnv": "NAME" }].`);
  }
  const parsed = sitesFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new UsageError(
      `${file}${where}: expected [{ "site": "<id>", "tokenEnv": "NAME" }] (${issue?.message ?? 'invalid'}).`,
    );
  }
  return parsed.data;
}

/** Parse errors name the option at most, never its value (it might be a pasted token). */
function parseError(error: unknown): UsageError {
  const code = (error as { code?: string }).code;
  const text = error instanceof Error ? error.message : '';
  const option = /'(--?[A-Za-z-]+)/.exec(text)?.[1];
  if (option?.startsWith('--token')) {
    return new UsageError(
      `There is no --token: tokens are read from ${DEFAULT_TOKEN_ENV} or the sites file's tokenEnv.`,
    );
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    return new UsageError(
      'Unexpected argument: every value needs its option (--site <id> --site <id>, --locale en,fr).',
    );
  }
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new UsageError(`Unknown option ${option}.`);
  if (option && text.includes('does not take')) return new UsageError(`${option} takes no value.`);
  return new UsageError(option ? `${option} needs a value.` : 'Bad arguments.');
}

/** `--shard K/N` with the number of sites named in all and where they were named. */
function shardPlan(
  value: string,
  values: { site?: string[]; 'sites-file'?: string },
  named: number,
): ShardPlan {
  const bySite = (values.site?.length ?? 0) > 0;
  const byFile = values['sites-file'] !== undefined;
  const from = bySite && byFile ? 'both' : bySite ? 'site' : 'sites-file';
  return { ...parseShard(value), named, from };
}

/** The options `parseAuditArgs` needs from its surroundings. */
export interface ArgsEnv {
  env: Readonly<Record<string, string | undefined>>;
  readFile(path: string): string;
}

/** The configuration, `'help'` for `--help`, or a `UsageError`. */
export function parseAuditArgs(argv: readonly string[], ctx: ArgsEnv): AuditConfig | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        site: { type: 'string', multiple: true },
        'sites-file': { type: 'string' },
        api: { type: 'string' },
        locale: { type: 'string', multiple: true },
        format: { type: 'string' },
        out: { type: 'string' },
        'fail-on': { type: 'string' },
        live: { type: 'boolean' },
        host: { type: 'string' },
        'staging-suffix': { type: 'string' },
        'no-collections': { type: 'boolean' },
        items: { type: 'boolean' },
        forecast: { type: 'boolean' },
        shard: { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw parseError(error);
  }
  if (values.help) return 'help';
  const format = values.format ?? 'text';
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`--format must be one of ${FORMATS.join(', ')}.`);
  }
  const failOn = values['fail-on'] ?? 'error';
  if (failOn !== 'error' && failOn !== 'warning') {
    throw new UsageError('--fail-on must be error or warning.');
  }
  const entries: { site: string; tokenEnv?: string }[] = [];
  for (const site of values.site ?? []) {
    if (!SITE_ID.test(site))
      throw new UsageError('--site takes a site id (letters, digits, - and _).');
    entries.push({ site });
  }
  const file = values['sites-file'];
  if (file !== undefined) {
    let text: string;
    try {
      text = ctx.readFile(file);
    } catch (error) {
      throw new UsageError(
        `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}.`,
      );
    }
    entries.push(...parseSitesFile(file, text));
  }
  if (entries.length === 0)
    throw new UsageError('Name at least one site: --site <id> or --sites-file FILE.');
  const seen = new Set<string>();
  for (const { site } of entries) {
    if (seen.has(site)) throw new UsageError(`Site ${site} is named twice.`);
    seen.add(site);
  }
  const shard =
    values.shard === undefined ? undefined : shardPlan(values.shard, values, entries.length);
  // Only this shard's tokens are needed: a matrix job may hold only its own shard's secrets.
  const mine = shard ? sitesOfShard(entries, shard) : entries;
  const targets = mine.map(({ site, tokenEnv = DEFAULT_TOKEN_ENV }) => {
    const token = ctx.env[tokenEnv]?.trim();
    if (!token)
      throw new UsageError(`${tokenEnv} is not set: it holds the API token of site ${site}.`);
    return { siteId: site, token, tokenEnv };
  });
  const locales = (values.locale ?? [])
    .flatMap((l) => l.split(','))
    .map((l) => l.trim())
    .filter(Boolean);
  if (locales.some((l) => !/^[A-Za-z0-9-]{1,35}$/.test(l))) {
    throw new UsageError('--locale takes locale tags such as en, fr or fr-FR.');
  }
  // Before `parseLiveArgs`, whose word on `--no-collections` without `--live` would hide this one.
  if (values.items && values['no-collections'])
    throw new UsageError('--no-collections leaves CMS items out, --items checks them: use one.');
  // Every site named, not this shard's: `--host` names one site's domain, whichever shard has it.
  const live = parseLiveArgs(values, entries.length, (message) => new UsageError(message));
  const forecast = parseForecastArgs(values, entries.length, (m) => new UsageError(m));
  return {
    targets,
    api: parseApi(values.api ?? DEFAULT_API),
    locales,
    format: format as Format,
    ...(values.out !== undefined ? { out: values.out } : {}),
    failOn,
    ...(live ? { live } : {}),
    ...(values.items ? { items: true as const } : {}),
    ...(forecast ? { forecast } : {}),
    ...(shard ? { shard } : {}),
  };
}
