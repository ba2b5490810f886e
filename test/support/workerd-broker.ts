/**
 * The token broker as Cloudflare deploys it, for tests: `broker/wrangler.toml`'s `main` bundled
 * to one ES module (esbuild, as wrangler does) and served by workerd, Cloudflare's runtime, on
 * 127.0.0.1 with the same compatibility date. Settings become Worker bindings: plain text for
 * the `[vars]`, `fromEnvironment` for the secrets (what `wrangler secret put` sets).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { spawnWatched } from './watched-process';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WRANGLER_TOML = join(ROOT, 'broker/wrangler.toml');
const SECRETS = new Set(['BROKER_CLIENT_SECRET', 'BROKER_SIGNING_KEY']);

/** What `startWorkerdBroker` needs. */
export interface WorkerdBrokerOptions {
  /** The broker's settings (`BROKER_*`), as a deployment's vars and secrets would hold them. */
  env: Record<string, string | undefined>;
  /** Port on 127.0.0.1; a free one when absent. */
  port?: number;
  /** PEM certificates to trust for the upstream (an emulator served over TLS). */
  trustedCertificates?: string[];
  /** Serve HTTPS with this PEM key and certificate (extensions may only be granted https hosts). */
  tls?: { key: string; cert: string };
}

/** A broker running in workerd. */
export interface WorkerdBroker {
  /** `http://127.0.0.1:<port>`, or `https://…` when served with `tls`. */
  origin: string;
  /** What workerd printed so far (the broker's log lines), for failure messages. */
  output(): string;
  close(): Promise<void>;
}

interface WranglerSettings {
  main: string;
  compatibilityDate: string;
  compatibilityFlags: string[];
}

/** The few top-level keys of `broker/wrangler.toml` a deployment depends on. */
export async function readWranglerSettings(): Promise<WranglerSettings> {
  const toml = await readFile(WRANGLER_TOML, 'utf8');
  const top = toml.split(/^\[/m)[0]!;
  const value = (key: string) => new RegExp(`^${key}\\s*=\\s*(.+)$`, 'm').exec(top)?.[1]?.trim();
  const main = value('main');
  const compatibilityDate = value('compatibility_date');
  if (!main || !compatibilityDate)
    throw new Error(`${WRANGLER_TOML} lacks main or compatibility_date`);
  const flags = value('compatibility_flags');
  return {
    main: join(dirname(WRANGLER_TOML), JSON.parse(main) as string),
    compatibilityDate: JSON.parse(compatibilityDate) as string,
    compatibilityFlags: flags ? (JSON.parse(flags) as string[]) : [],
  };
}

let bundled: Promise<string> | undefined;

/** The Worker entry as one ES module, bundled the way wrangler bundles it (built once per process). */
export function bundleWorker(): Promise<string> {
  bundled ??= (async () => {
    const { main } = await readWranglerSettings();
    const result = await build({
      entryPoints: [main],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      conditions: ['workerd', 'worker', 'browser'],
      mainFields: ['browser', 'module', 'main'],
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    });
    return result.outputFiles[0]!.text;
  })();
  return bundled;
}

function capnpText(value: string): string {
  // JSON escapes are Cap'n Proto escapes too, except \u; settings have no control characters.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) {
    throw new Error('A broker setting contains a control character');
  }
  return JSON.stringify(value);
}

function workerdConfig(
  settings: WranglerSettings,
  env: Record<string, string | undefined>,
  port: number,
  trusted: string[],
  tls: boolean,
): string {
  const bindings = Object.entries(env)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) =>
      SECRETS.has(name)
        ? `(name = ${capnpText(name)}, fromEnvironment = ${capnpText(name)})`
        : `(name = ${capnpText(name)}, text = ${capnpText(value!)})`,
    );
  const flags = settings.compatibilityFlags.map(capnpText).join(', ');
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "broker", worker = (
      modules = [(name = "worker.js", esModule = embed "worker.js")],
      compatibilityDate = ${capnpText(settings.compatibilityDate)},
      compatibilityFlags = [${flags}],
      bindings = [${bindings.join(',\n        ')}],
      globalOutbound = "outbound",
    )),
    # workerd refuses private and loopback addresses by default; the test upstream is on loopback.
    (name = "outbound", network = (
      allow = ["public", "local"],
      tlsOptions = (trustBrowserCas = true, trustedCertificates = [${trusted.map((_, i) => `embed "trusted-${i}.pem"`).join(', ')}]),
    )),
  ],
  sockets = [(name = "http", address = "127.0.0.1:${port}", ${
    tls
      ? 'https = (options = (), tlsOptions = (keypair = (privateKey = embed "key.pem", certificateChain = embed "cert.pem")))'
      : 'http = ()'
  }, service = "broker")],
);
`;
}

function workerdBinary(): string {
  const require = createRequire(import.meta.url);
  return (require('workerd') as { default: string }).default;
}

/** Starts the broker in workerd on 127.0.0.1 and waits until it answers. */
export async function startWorkerdBroker(options: WorkerdBrokerOptions): Promise<WorkerdBroker> {
  const settings = await readWranglerSettings();
  const dir = await mkdtemp(join(tmpdir(), 'broker-workerd-'));
  await writeFile(join(dir, 'worker.js'), await bundleWorker());
  // PEM text has line breaks, which capnp strings may not hold: files are embedded instead.
  for (const [i, pem] of (options.trustedCertificates ?? []).entries()) {
    await writeFile(join(dir, `trusted-${i}.pem`), pem);
  }
  if (options.tls) {
    await writeFile(join(dir, 'key.pem'), options.tls.key);
    await writeFile(join(dir, 'cert.pem'), options.tls.cert);
  }
  await writeFile(
    join(dir, 'config.capnp'),
    workerdConfig(
      settings,
      options.env,
      options.port ?? 0,
      options.trustedCertificates ?? [],
      options.tls !== undefined,
    ),
  );
  const secrets = Object.fromEntries(
    Object.entries(options.env).filter(([name, value]) => SECRETS.has(name) && value !== undefined),
  );
  const proc = spawnWatched(
    workerdBinary(),
    ['serve', join(dir, 'config.capnp'), '--control-fd', '3'],
    { env: { PATH: process.env.PATH, ...secrets } },
  );
  const close = async () => {
    await proc.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const port = await listeningPort(proc.control, proc.exited, proc.output);
    const origin = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
    await answering(origin, options.tls?.cert);
    return { origin, output: proc.output, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The port workerd reports on its control descriptor once the socket listens. */
function listeningPort(
  control: NodeJS.ReadableStream,
  exited: Promise<number | null>,
  output: () => string,
): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`workerd did not start:\n${output()}`)),
      20_000,
    );
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`workerd exited (${code}):\n${output()}`));
    });
    createInterface({ input: control }).on('line', (line) => {
      let event: { event?: string; socket?: string; port?: number } = {};
      try {
        event = JSON.parse(line) as typeof event;
      } catch {
        // Not a control message we know.
      }
      if (event.event === 'listen' && event.socket === 'http' && event.port) {
        clearTimeout(timer);
        resolvePort(event.port);
      }
    });
  });
}

/** Waits until the broker answers HTTP at all (403 to a request without an allowed origin). */
async function answering(origin: string, ca?: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await (ca
        ? preflight(origin, ca)
        : fetch(`${origin}/flows`, { method: 'OPTIONS' }).then((r) => r.arrayBuffer()));
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** An OPTIONS request over HTTPS that trusts `ca` (Node's fetch takes no certificate of its own). */
function preflight(origin: string, ca: string): Promise<void> {
  return new Promise((resolveAnswer, reject) => {
    const request = httpsRequest(`${origin}/flows`, { method: 'OPTIONS', ca }, (response) => {
      response.resume();
      response.on('end', () => resolveAnswer());
    });
    request.on('error', reject);
    request.end();
  });
}
