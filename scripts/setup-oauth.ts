/**
 * `npm run setup:oauth`: what to register and deploy for a team's own OAuth app. Reads the build
 * settings as `wxt build` does (the process environment, `.env`, `.env.<mode>`, …) and prints the
 * redirect URIs and scopes for the platform's app settings, the broker's settings and the build
 * command. `--generate-key` makes a Chrome key pair when there is none yet.
 */
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildEnv } from '../lib/core/manifest/build-env';
import {
  BuildSettingError,
  OAUTH_VARIABLES,
  PRODUCTION_API,
  oauthBuildSettings,
} from '../lib/core/manifest/build-settings';
import { setupPlan, type Browser, type BrowserSettings } from '../lib/core/manifest/oauth-setup';

const DEFAULT_KEY_FILE = path.join(os.homedir(), '.site-companion', 'chrome-extension-key.pem');

const USAGE = `Usage: npm run setup:oauth -- [options]

Prints what to register for your own OAuth app: the redirect URIs and scopes for the platform's
app settings, the broker's settings, and the build command. Reads WXT_CLIENT_ID, WXT_BROKER_URL,
WXT_CHROME_PUBLIC_KEY (and WXT_API_BASE, WXT_AUTH_BASE) from the environment and from .env,
.env.<mode>, … as the build does.

  --mode <mode>       the build mode whose .env files to read (default: production)
  --broker <format>   print only the broker's settings (without its client secret), as
                      env: NAME=value lines, for \`set -a; . file\` before \`npm run broker\`
                      wrangler: a [vars] table for broker/wrangler.toml
  --generate-key      make a new Chrome key pair: writes the private key (PEM) to --key-file and
                      prints the public key for WXT_CHROME_PUBLIC_KEY
  --key-file <path>   where --generate-key writes (default: ${DEFAULT_KEY_FILE});
                      never overwritten; never inside the repository
  --help              show this text

Exit status: 0 when everything is set, 2 on usage errors or when a setting is missing.`;

function fail(message: string): never {
  process.stderr.write(`setup:oauth: ${message}\n`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      mode: { type: 'string', default: 'production' },
      broker: { type: 'string' },
      'generate-key': { type: 'boolean', default: false },
      'key-file': { type: 'string', default: DEFAULT_KEY_FILE },
      help: { type: 'boolean', default: false },
    },
  });
} catch (e) {
  fail(`${(e as Error).message}\n\n${USAGE}`);
}
const opts = parsed.values;
if (opts.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (opts.broker !== undefined && opts.broker !== 'env' && opts.broker !== 'wrangler') {
  fail(`--broker takes env or wrangler, not ${opts.broker}\n\n${USAGE}`);
}

const root = process.cwd();
const env = (browser: Browser) =>
  buildEnv({ mode: opts.mode!, browser, root, processEnv: process.env });
const out: string[] = [];
const say = (...lines: string[]) => out.push(...lines);

/** `file`'s real path, following links in the part of it that exists already. */
function realPath(file: string): string {
  const missing: string[] = [];
  let at = path.resolve(file);
  while (!existsSync(at) && path.dirname(at) !== at) {
    missing.unshift(path.basename(at));
    at = path.dirname(at);
  }
  return path.join(realpathSync(at), ...missing);
}

/** Whether `file` is `folder` or lies anywhere under it (`..k.pem` included). */
function isInside(folder: string, file: string): boolean {
  const rel = path.relative(folder, file);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/**
 * Refuses a key file inside the checkout, ignored by git or not: the add-on store's sources zip
 * packs files git ignores, and a private key there would reach the store's reviewers.
 */
function checkKeyFile(file: string): void {
  let top = root;
  try {
    top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Not a git checkout: the folder it runs in is the project.
  }
  const folders = [root, top].map(realPath);
  if (folders.some((folder) => isInside(folder, realPath(file)))) {
    fail(
      `${file} is inside the repository: choose a --key-file outside it (default: ${DEFAULT_KEY_FILE})`,
    );
  }
}

let generatedKey: string | undefined;
if (opts['generate-key']) {
  if (opts.broker) fail('--generate-key prints the whole plan: run it without --broker');
  if (env('chrome')[OAUTH_VARIABLES.chromePublicKey]?.trim()) {
    fail(
      `${OAUTH_VARIABLES.chromePublicKey} is already set: a new key would change the Chrome ` +
        'extension id. Unset it first if that is what you want.',
    );
  }
  const file = path.resolve(opts['key-file']!);
  checkKeyFile(file);
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), {
      flag: 'wx',
      mode: 0o600,
    });
  } catch {
    fail(`${file} already exists (or cannot be written): choose another --key-file`);
  }
  generatedKey = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  say(
    `Wrote a new private key to ${file} — keep it safe and out of the repository (it signs`,
    'self-hosted .crx packages; the extension id follows from it).',
    'Set this for every build and for the next steps:',
    '',
    `  ${OAUTH_VARIABLES.chromePublicKey}=${generatedKey}`,
    '',
  );
}

function browserSettings(browser: Browser): BrowserSettings {
  const vars = env(browser);
  if (browser === 'chrome' && generatedKey) vars[OAUTH_VARIABLES.chromePublicKey] = generatedKey;
  try {
    return {
      oauth: oauthBuildSettings(vars),
      apiBase: vars.WXT_API_BASE?.trim() || PRODUCTION_API,
      authBase: vars.WXT_AUTH_BASE?.trim() || 'https://webflow.com',
    };
  } catch (e) {
    if (e instanceof BuildSettingError) fail(e.message);
    throw e;
  }
}

const chrome = browserSettings('chrome');
const plan = await setupPlan({ chrome, firefox: browserSettings('firefox') });

if (opts.broker) {
  if (plan.apps.length > 1) {
    fail('the two browsers name different apps: run without --broker for a plan per browser');
  }
  const settings = plan.apps[0]!.brokerEnv;
  const lines =
    opts.broker === 'wrangler'
      ? ['[vars]', ...settings.map(([name, value]) => `${name} = ${JSON.stringify(value)}`)]
      : settings.map(([name, value]) => `${name}=${value}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  if (plan.missing.length > 0) fail(`still to set: ${plan.missing.join(', ')}`);
  process.exit(0);
}

/** The command that builds both browsers in the chosen mode with `vars`. */
function buildCommands(vars: string): string[] {
  if (opts.mode === 'production') return [`${vars} npm run zip`];
  if (opts.mode === 'demo') return [`${vars} npm run build:demo`];
  return [
    `${vars} npx wxt zip --mode ${opts.mode}`,
    `${vars} npx wxt zip -b firefox --mv3 --mode ${opts.mode}`,
  ];
}

say(`Site Companion with your own OAuth app (build mode: ${opts.mode})`, '');
say(
  `Chrome extension id:  ${plan.chromeId ?? `not fixed — set ${OAUTH_VARIABLES.chromePublicKey} (below)`}`,
  `Firefox add-on id:    ${plan.firefoxAddonId}`,
  '',
);
const many = plan.apps.length > 1;
plan.apps.forEach((app, i) => {
  const step = (n: number) => (many ? `${n}${'ab'[i]}` : `${n}`);
  const who = many ? ` (${app.browsers.join(' and ')})` : '';
  say(
    `${step(1)}. Register the OAuth app${who} in the platform's app settings (Webflow: Workspace`,
    '   settings → Apps & Integrations → App development, with the Data Client building block).',
    '   Redirect URIs (exactly, with the trailing slash):',
    ...app.redirectUris.map((uri) => `     ${uri}`),
    '   Scopes:',
    `     ${plan.scopes.join(' ')}`,
    '',
    `${step(2)}. Deploy the broker${who} with these settings, and the app's client secret as the`,
    '   secret BROKER_CLIENT_SECRET (Cloudflare: npx wrangler secret put BROKER_CLIENT_SECRET):',
    ...(many ? [] : ['   (`--broker env` or `--broker wrangler` prints these lines alone)']),
    ...app.brokerEnv.map(([name, value]) => `   ${name}=${value}`),
    '',
  );
});
const buildVars = [
  `${OAUTH_VARIABLES.clientId}=${chrome.oauth.clientId ?? '<client id>'}`,
  `${OAUTH_VARIABLES.brokerUrl}=${chrome.oauth.brokerUrl ?? '<broker URL>'}`,
  `${OAUTH_VARIABLES.chromePublicKey}=${chrome.oauth.chromePublicKey ?? '<public key>'}`,
].join(' ');
// With an app per browser the files hold the ids; what came from the shell must come again.
const fromShell = Object.values(OAUTH_VARIABLES)
  .filter((name) => process.env[name]?.trim())
  .map((name) => `${name}=${process.env[name]!.trim()}`)
  .join(' ');
say(
  many
    ? "3. Build, with each browser's settings in .env.<mode>.chrome and .env.<mode>.firefox:"
    : '3. Build with the same settings:',
  ...buildCommands(many ? fromShell : buildVars).map((command) => `   ${command.trim()}`),
  '',
);

if (plan.missing.includes(OAUTH_VARIABLES.chromePublicKey)) {
  say(
    `${OAUTH_VARIABLES.chromePublicKey} is not set, so the Chrome id and its redirect URI are not fixed. Either:`,
    "  - for the Chrome Web Store: upload a first draft of the Chrome zip, open the item's",
    '    Package tab → "View public key", and set the variable to the text between the BEGIN and',
    '    END lines (one line); or',
    '  - run `npm run setup:oauth -- --generate-key` for a new key pair (unpacked or self-hosted',
    '    installs, and trying it out).',
    '',
  );
}
if (plan.missing.length > 0) say(`Still to set: ${plan.missing.join(', ')}`);
process.stdout.write(`${out.join('\n')}\n`);
process.exit(plan.missing.length > 0 ? 2 : 0);
