import { request as httpRequest } from 'node:http';
import type { CreateEmulatorOptions, Emulator } from './create-emulator';
import { createEmulator } from './create-emulator';
import type { fixtures as fixturesOf } from './routes/fixtures';

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

/** An emulator listening on 127.0.0.1 for a test file. */
export interface TestEmulator {
  emulator: Emulator;
  origin: string;
  port: number;
  fixtures: Fixtures;
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
export async function startEmulator(opts: CreateEmulatorOptions = {}): Promise<TestEmulator> {
  const emulator = createEmulator(opts);
  const running = await emulator.listen(0);
  const call = async <T>(path: string, o: CallOptions = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: string | undefined;
    if (o.body !== undefined) {
      body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(running.origin + path, { method: o.method ?? 'GET', headers, body });
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
  const fixtures = (await call<Fixtures>('/__emulator/fixtures')).body;
  return {
    emulator,
    origin: running.origin,
    port: running.port,
    fixtures,
    call,
    control: (path, o) => call(`/__emulator${path}`, o),
    getWithHost,
    close: running.close,
  };
}
