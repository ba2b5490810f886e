import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { checkServerIdentity } from 'node:tls';
import type { CreateEmulatorOptions, Emulator } from './create-emulator';
import { createEmulator } from './create-emulator';
import type { fixtures as fixturesOf } from './routes/fixtures';
import { selfSignedCredentials, type TlsCredentials } from './tls';

/** The body of `GET /__emulator/fixtures`. */
export type Fixtures = ReturnType<typeof fixturesOf>;

/** A parsed HTTP answer. */
export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** Options of `TestEmulator.call`. */
export interface CallOptions {
  method?: string;
  /** Sent as `Authorization: Bearer`. */
  token?: string | null;
  /** JSON-encoded unless a string. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Options of `startEmulator`. */
export interface StartEmulatorOptions extends Omit<CreateEmulatorOptions, 'tls'> {
  /** Serve HTTPS with a self-signed certificate made for this run (see `emulator/tls.ts`). */
  tls?: boolean;
}

/** An emulator listening on 127.0.0.1 for a test file. */
export interface TestEmulator {
  emulator: Emulator;
  /** `http://127.0.0.1:{port}`, or `https://…` with TLS. */
  origin: string;
  port: number;
  fixtures: Fixtures;
  /** The key and certificate the emulator serves with TLS. */
  tls?: TlsCredentials;
  /**
   * `fetch` for the emulator's own addresses (any path, any Host), trusting its certificate when
   * it serves TLS; redirects are not followed then. Plain `fetch` without TLS.
   */
  fetch: typeof fetch;
  /** Calls the emulator and parses JSON when the answer is JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  call<T = any>(path: string, opts?: CallOptions): Promise<Answer<T>>;
  /** Calls the control API (`/__emulator{path}`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  control<T = any>(path: string, opts?: CallOptions): Promise<Answer<T>>;
  /** GET with a chosen Host header (published sites, Designer stand-in). */
  getWithHost(
    host: string,
    path: string,
  ): Promise<{ status: number; text: string; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** Starts an in-process emulator on a free port and loads its fixtures. */
export async function startEmulator(opts: StartEmulatorOptions = {}): Promise<TestEmulator> {
  const { tls: withTls, ...rest } = opts;
  const tls = withTls ? await selfSignedCredentials() : undefined;
  const emulator = createEmulator({ ...rest, tls });
  const running = await emulator.listen(0);
  const emulatorFetch: typeof fetch = tls
    ? (input, init) => trustedFetch(running.port, tls.cert, new Request(input, init))
    : (input, init) => fetch(input, init);
  const call = async <T>(path: string, o: CallOptions = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: string | undefined;
    if (o.body !== undefined) {
      body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await emulatorFetch(running.origin + path, {
      method: o.method ?? 'GET',
      headers,
      body,
    });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  };
  const getWithHost = (host: string, path: string) =>
    new Promise<{ status: number; text: string; headers: Record<string, unknown> }>(
      (resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port: running.port, path, headers: { host } },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, text, headers: res.headers }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
  // Node's own fetch would send its own Host header; the trusted one sends the one given.
  const getWithHostOverTls = async (host: string, path: string) => {
    const res = await emulatorFetch(`${running.origin}${path}`, { headers: { host } });
    return { status: res.status, text: await res.text(), headers: Object.fromEntries(res.headers) };
  };
  const fixtures = (await call<Fixtures>('/__emulator/fixtures')).body;
  return {
    emulator,
    origin: running.origin,
    port: running.port,
    fixtures,
    ...(tls ? { tls } : {}),
    fetch: emulatorFetch,
    call,
    control: (path, o) => call(`/__emulator${path}`, o),
    getWithHost: tls ? getWithHostOverTls : getWithHost,
    close: running.close,
  };
}

/**
 * One request to the emulator over node's own client, trusting only its certificate (node's
 * `fetch` cannot be given one). Node accepts no wildcard under the one-label `localhost`, so the
 * certificate is checked for `localhost` whatever Host the request names.
 */
async function trustedFetch(port: number, ca: string, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const headers = Object.fromEntries(request.headers);
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port,
        path: url.pathname + url.search,
        method: request.method,
        headers: { host: url.host, ...headers },
        ca,
        checkServerIdentity: (_, cert) => checkServerIdentity('localhost', cert),
      },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const answer = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const one of [value ?? []].flat()) answer.append(name, one);
          }
          const status = res.statusCode ?? 0;
          const empty = status === 204 || status === 304 || request.method === 'HEAD';
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answer }));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
