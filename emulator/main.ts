import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createEmulator } from './create-emulator';
import { fixtures as fixturesOf } from './routes/fixtures';
import { selfSignedCredentials } from './tls';
import type { World } from './world-types';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: 'demo' },
    state: { type: 'string' },
    'rate-limit': { type: 'string', default: '60' },
    'unsafe-bind': { type: 'boolean', default: false },
    tls: { type: 'boolean', default: false },
  },
});

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

function fail(message: string): never {
  process.stderr.write(`emulator: ${message}\n`);
  process.exit(2);
}

const port = Number(values.port);
const rateLimit = Number(values['rate-limit']);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`bad --port ${values.port}`);
if (!Number.isInteger(rateLimit) || rateLimit < 0) fail(`bad --rate-limit ${values['rate-limit']}`);
if (values.seed !== 'demo' && values.seed !== 'empty' && values.seed !== 'large-items')
  fail('--seed must be demo, empty or large-items');
if (!LOOPBACK_HOSTS.has(values.host) && !values['unsafe-bind']) {
  fail(
    `refusing to bind ${values.host}: the emulator is loopback only (add --unsafe-bind to insist)`,
  );
}

const statePath = values.state;
const state =
  statePath && existsSync(statePath)
    ? (JSON.parse(readFileSync(statePath, 'utf8')) as World)
    : undefined;

let saveTimer: ReturnType<typeof setTimeout> | null = null;
const emulator = createEmulator({
  seed: values.seed,
  rateLimit,
  state,
  tls: values.tls ? await selfSignedCredentials() : undefined,
  onChange: statePath
    ? (store) => {
        saveTimer ??= setTimeout(() => {
          saveTimer = null;
          writeFileSync(`${statePath}.tmp`, store.serialize());
          renameSync(`${statePath}.tmp`, statePath);
        }, 200);
      }
    : undefined,
});

const host = values.host === 'localhost' ? '127.0.0.1' : values.host;
const running = await emulator.listen(port, host);
// Read in-process: with --tls this process would not trust its own certificate.
const fixtures = fixturesOf(emulator.ctx);

const lines = [
  `Service emulator listening on ${running.origin} (seed ${values.seed}, rate limit ${rateLimit || 'off'})`,
  `Control API: ${running.origin}/__emulator/fixtures`,
  ...fixtures.sites.flatMap((s) => [
    `Site ${s.displayName}: API key ${s.apiKey ?? '(none)'}`,
    `  published: ${s.publishedOrigin}/   designer: ${s.designerOrigin}/`,
  ]),
  ...fixtures.oauthApps.map(
    (a) =>
      `OAuth app: client_id ${a.clientId} client_secret ${a.clientSecret} redirect ${a.redirectUrl}`,
  ),
];
process.stdout.write(lines.join('\n') + '\n');

const stop = async () => {
  if (saveTimer && statePath) {
    clearTimeout(saveTimer);
    writeFileSync(statePath, emulator.store.serialize());
  }
  await running.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
