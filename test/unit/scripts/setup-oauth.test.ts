import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chromeExtensionId, firefoxRedirectUrl } from '@/lib/core/manifest/redirects';
import { FIREFOX_ADDON_ID } from '@/lib/core/manifest/ids';
import { TEST_CHROME_ID, TEST_PUBLIC_KEY } from '../core/manifest/test-key';

const SCRIPT = path.resolve('scripts/setup-oauth.ts');
const TSX = path.resolve('node_modules/.bin/tsx');
const FIREFOX_REDIRECT = 'https://94c5f73cb1d52c37450ca8e28844301fb0afee7c.extensions.allizom.org/';
const CHROME_REDIRECT = `https://${TEST_CHROME_ID}.chromiumapp.org/`;
const SCOPES =
  'sites:read sites:write pages:read pages:write assets:read assets:write forms:read cms:read cms:write authorized_user:read';

// Each test starts the script with tsx one or more times: seconds each on a loaded machine.
describe('npm run setup:oauth', { timeout: 60_000 }, () => {
  let home: string;
  /** Where the script runs: a checkout with its own .env files. */
  let dir: string;
  beforeEach(() => {
    home = mkdtempSync(path.join(os.tmpdir(), 'setup-oauth-'));
    dir = path.join(home, 'checkout');
    mkdirSync(dir);
  });
  afterEach(() => rmSync(home, { recursive: true, force: true }));

  /** Runs the script in `dir` with only `env` set. */
  const run = (env: Record<string, string>, ...args: string[]) => {
    const result = spawnSync(TSX, [SCRIPT, ...args], {
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: home, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { code: result.status, out: result.stdout, err: result.stderr };
  };

  it('prints the redirect URIs, scopes, broker settings and build command for a full setup', () => {
    const { code, out } = run({
      WXT_CLIENT_ID: 'team-app',
      WXT_BROKER_URL: 'https://broker.team.example',
      WXT_CHROME_PUBLIC_KEY: TEST_PUBLIC_KEY,
    });
    expect(code).toBe(0);
    expect(out).toContain(`Chrome extension id:  ${TEST_CHROME_ID}`);
    expect(out).toContain(`Firefox add-on id:    ${FIREFOX_ADDON_ID}`);
    expect(out).toContain(`     ${CHROME_REDIRECT}\n     ${FIREFOX_REDIRECT}\n`);
    expect(out).toContain(`   Scopes:\n     ${SCOPES}\n`);
    expect(out).toContain(
      [
        '   BROKER_CLIENT_ID=team-app',
        '   BROKER_TOKEN_URL=https://api.webflow.com/oauth/access_token',
        '   BROKER_REVOKE_URL=https://webflow.com/oauth/revoke_authorization',
        `   BROKER_ALLOWED_REDIRECTS=${CHROME_REDIRECT},${FIREFOX_REDIRECT}`,
        `   BROKER_ALLOWED_ORIGINS=chrome-extension://${TEST_CHROME_ID},moz-extension://*`,
      ].join('\n'),
    );
    expect(out).toContain(
      `WXT_CLIENT_ID=team-app WXT_BROKER_URL=https://broker.team.example WXT_CHROME_PUBLIC_KEY=${TEST_PUBLIC_KEY} npm run zip`,
    );
    expect(out).not.toContain('Still to set');
  });

  it('reads .env.<mode> like the build, with the token and revoke URLs of that API', () => {
    writeFileSync(
      path.join(dir, '.env.demo'),
      'WXT_API_BASE=http://127.0.0.1:8787\nWXT_AUTH_BASE=http://127.0.0.1:8787\n' +
        'WXT_BROKER_URL=http://127.0.0.1:8788\nWXT_CLIENT_ID=from-file\n',
    );
    const env = { WXT_CLIENT_ID: 'from-shell', WXT_CHROME_PUBLIC_KEY: TEST_PUBLIC_KEY };
    const report = run(env, '--mode', 'demo');
    expect(report.code).toBe(0);
    expect(report.out).toContain(
      `WXT_CLIENT_ID=from-shell WXT_BROKER_URL=http://127.0.0.1:8788 WXT_CHROME_PUBLIC_KEY=${TEST_PUBLIC_KEY} npm run build:demo`,
    );
    const wrangler = run(env, '--mode', 'demo', '--broker', 'wrangler');
    expect(wrangler.code).toBe(0);
    expect(wrangler.out).toBe(
      [
        '[vars]',
        'BROKER_CLIENT_ID = "from-shell"',
        'BROKER_TOKEN_URL = "http://127.0.0.1:8787/oauth/access_token"',
        'BROKER_REVOKE_URL = "http://127.0.0.1:8787/oauth/revoke_authorization"',
        `BROKER_ALLOWED_REDIRECTS = "${CHROME_REDIRECT},${FIREFOX_REDIRECT}"`,
        `BROKER_ALLOWED_ORIGINS = "chrome-extension://${TEST_CHROME_ID},moz-extension://*"`,
        '',
      ].join('\n'),
    );
  });

  it('prints the broker settings alone as lines a shell can source', () => {
    const env = {
      WXT_CLIENT_ID: 'team-app',
      WXT_BROKER_URL: 'https://broker.team.example',
      WXT_CHROME_PUBLIC_KEY: TEST_PUBLIC_KEY,
    };
    const { code, out } = run(env, '--broker', 'env');
    expect(code).toBe(0);
    expect(out.split('\n')).toEqual([
      'BROKER_CLIENT_ID=team-app',
      'BROKER_TOKEN_URL=https://api.webflow.com/oauth/access_token',
      'BROKER_REVOKE_URL=https://webflow.com/oauth/revoke_authorization',
      `BROKER_ALLOWED_REDIRECTS=${CHROME_REDIRECT},${FIREFOX_REDIRECT}`,
      `BROKER_ALLOWED_ORIGINS=chrome-extension://${TEST_CHROME_ID},moz-extension://*`,
      '',
    ]);
    const file = path.join(home, 'broker.env');
    writeFileSync(file, out);
    const sourced = spawnSync(
      'sh',
      ['-c', `set -a; . "${file}"; printf %s "$BROKER_ALLOWED_ORIGINS"`],
      {
        encoding: 'utf8',
      },
    );
    expect(sourced.stdout).toBe(`chrome-extension://${TEST_CHROME_ID},moz-extension://*`);
    const missing = run({}, '--broker', 'env');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('still to set: WXT_CLIENT_ID');
    expect(run(env, '--broker', 'yaml').code).toBe(2);
  });

  it('without settings, gives the Firefox URI, explains the Chrome key and exits 2', () => {
    const { code, out } = run({});
    expect(code).toBe(2);
    expect(out).toContain(`     ${FIREFOX_REDIRECT}\n`);
    expect(out).not.toContain('chromiumapp.org');
    expect(out).toContain('"View public key"');
    expect(out).toContain('npm run setup:oauth -- --generate-key');
    expect(out).toContain('Still to set: WXT_CLIENT_ID, WXT_BROKER_URL, WXT_CHROME_PUBLIC_KEY');
  });

  it('makes a key pair: the private key to a file of its own, the public key for the build', async () => {
    const keyFile = path.join(home, 'keys', 'chrome.pem');
    const { code, out } = run(
      { WXT_CLIENT_ID: 'team-app', WXT_BROKER_URL: 'https://broker.team.example' },
      '--generate-key',
      '--key-file',
      keyFile,
    );
    expect(code).toBe(0);
    expect(readFileSync(keyFile, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const key = /WXT_CHROME_PUBLIC_KEY=(\S+)\n/.exec(out)![1]!;
    const id = await chromeExtensionId(key);
    expect(out).toContain(`Chrome extension id:  ${id}`);
    expect(out).toContain(`BROKER_ALLOWED_ORIGINS=chrome-extension://${id},moz-extension://*`);

    const again = run({}, '--generate-key', '--key-file', keyFile);
    expect(again.code).toBe(2);
    expect(again.err).toContain('already exists');
  });

  it('refuses to make a key when one is set, or anywhere inside the repository', () => {
    const set = run({ WXT_CHROME_PUBLIC_KEY: TEST_PUBLIC_KEY }, '--generate-key');
    expect(set.code).toBe(2);
    expect(set.err).toContain('WXT_CHROME_PUBLIC_KEY is already set');
    // Ignored by git or not: the add-on store's sources zip packs ignored files too.
    spawnSync('git', ['init', '-q'], { cwd: dir });
    writeFileSync(path.join(dir, '.gitignore'), 'keys/\n*.pem\n');
    mkdirSync(path.join(dir, 'sub'));
    mkdirSync(path.join(home, 'elsewhere'));
    symlinkSync(path.join(dir, 'sub'), path.join(home, 'elsewhere', 'link'));
    for (const file of [
      path.join(dir, 'key.pem'),
      path.join(dir, 'keys', 'chrome.pem'),
      path.join(dir, '..k.pem'),
      path.join(dir, 'sub', 'deeper', 'k.pem'),
      path.join(home, 'elsewhere', 'link', 'k.pem'),
    ]) {
      const inside = run({}, '--generate-key', '--key-file', file);
      expect(inside.code, file).toBe(2);
      expect(inside.err).toContain('is inside the repository');
      expect(existsSync(file)).toBe(false);
    }
    // From a folder of the checkout, the repository is still the whole checkout.
    const fromSub = spawnSync(TSX, [SCRIPT, '--generate-key', '--key-file', '../k.pem'], {
      cwd: path.join(dir, 'sub'),
      env: { PATH: process.env.PATH, HOME: home },
      encoding: 'utf8',
    });
    expect(fromSub.status).toBe(2);
    expect(existsSync(path.join(dir, 'k.pem'))).toBe(false);
    // Next to the checkout (a name that starts with its own) is outside.
    const beside = run({}, '--generate-key', '--key-file', `${dir}-keys/k.pem`);
    expect(beside.code).toBe(2); // no client id and broker: only the plan is incomplete
    expect(beside.err).not.toContain('inside the repository');
    expect(existsSync(`${dir}-keys/k.pem`)).toBe(true);
  });

  it('names a bad variable and exits 2; unknown options are usage errors', () => {
    const bad = run({ WXT_BROKER_URL: 'https://broker.team.example/oauth' });
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("WXT_BROKER_URL must be the broker's origin");
    const usage = run({}, '--nonsense');
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('Usage: npm run setup:oauth');
  });

  it('plans one app per browser when their builds name different apps', async () => {
    writeFileSync(path.join(dir, '.env.release.chrome'), 'WXT_CLIENT_ID=chrome-app\n');
    writeFileSync(path.join(dir, '.env.release.firefox'), 'WXT_CLIENT_ID=firefox-app\n');
    const { code, out } = run(
      { WXT_BROKER_URL: 'https://broker.team.example', WXT_CHROME_PUBLIC_KEY: TEST_PUBLIC_KEY },
      '--mode',
      'release',
    );
    expect(code).toBe(0);
    expect(out).toContain('1a. Register the OAuth app (chrome)');
    expect(out).toContain('1b. Register the OAuth app (firefox)');
    expect(out).toContain(`BROKER_CLIENT_ID=chrome-app\n`);
    expect(out).toContain(`BROKER_ALLOWED_REDIRECTS=${CHROME_REDIRECT}\n`);
    expect(out).toContain('BROKER_CLIENT_ID=firefox-app\n');
    expect(out).toContain(
      `BROKER_ALLOWED_REDIRECTS=${await firefoxRedirectUrl(FIREFOX_ADDON_ID)}\n`,
    );
    // What the files do not hold comes again from the shell.
    expect(out).toContain(
      `   WXT_BROKER_URL=https://broker.team.example WXT_CHROME_PUBLIC_KEY=${TEST_PUBLIC_KEY} npx wxt zip -b firefox --mv3 --mode release\n`,
    );
    expect(run({}, '--mode', 'release', '--broker', 'env').code).toBe(2);
  });
});
