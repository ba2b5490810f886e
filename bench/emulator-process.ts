/**
 * The emulator in a Node process of its own, for a bench that measures the heap of the process
 * that checks: in the same process, the emulator's own work (a 15 MB `/sitemap.xml` built and
 * sent, every page it serves) would be counted as the check's. It is `emulator/main.ts` as
 * `npm run emulator` starts it, on 127.0.0.1 and a free port; its origin is read from what it
 * prints, its fixtures and control API over HTTP. It is killed when the bench's process exits,
 * however it exits.
 * @module
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Fixtures } from '../emulator/testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The large-items seed takes a few seconds to build on a slow machine; this is far past it. */
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 5_000;

/** How to start the emulator (its command-line options). */
export interface EmulatorProcessOptions {
  seed: 'demo' | 'empty' | 'large-items';
  rateLimit: number;
  /** A saved world to start from (`--state`); the emulator writes its changes back to it. */
  state?: string;
}

/** A control API answer. */
export interface ControlAnswer<T> {
  status: number;
  body: T;
}

/** An emulator running in a child process. */
export interface EmulatorProcess {
  /** `http://127.0.0.1:{port}`, as the emulator printed it. */
  origin: string;
  port: number;
  pid: number;
  /** `GET /__emulator/fixtures`, read once at start. */
  fixtures: Fixtures;
  /** Calls the control API (`/__emulator{path}`), the body sent as JSON; throws unless 2xx. */
  control<T = unknown>(
    path: string,
    opts?: { method?: string; body?: unknown },
  ): Promise<ControlAnswer<T>>;
  /** Stops the emulator (SIGTERM, then SIGKILL if it lingers) and waits for its exit. */
  close(): Promise<void>;
}

/** Waits for the child's "listening on {origin}" line; rejects if it exits or says nothing. */
function listeningOrigin(child: ChildProcess, stderr: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(new Error(`emulator process ${why}${stderr() ? `: ${stderr().trim()}` : ''}`));
    };
    const timer = setTimeout(() => fail('printed no origin in time'), START_TIMEOUT_MS);
    const early = (code: number | null, signal: string | null) =>
      fail(`exited (${code ?? signal}) before listening`);
    child.once('exit', early);
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const origin = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (!origin) return;
      clearTimeout(timer);
      child.removeListener('exit', early);
      // Keeps reading (and dropping) what it prints, so a full pipe never stalls it.
      child.stdout!.removeAllListeners('data').resume();
      resolve(origin);
    });
  });
}

/** Starts the emulator in a child process and reads its fixtures. */
export async function startEmulatorProcess(opts: EmulatorProcessOptions): Promise<EmulatorProcess> {
  const args = ['--host', '127.0.0.1', '--port', '0', '--seed', opts.seed];
  args.push('--rate-limit', String(opts.rateLimit));
  if (opts.state) args.push('--state', opts.state);
  // `npm run emulator` is `tsx emulator/main.ts`: tsx as a loader keeps it one process to stop.
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/main.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killNow = () => child.kill('SIGKILL');
  // A bench that throws or is stopped leaves no emulator behind.
  process.once('exit', killNow);
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    process.removeListener('exit', killNow);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(killNow, STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  try {
    const origin = await listeningOrigin(child, () => stderr);
    const control = async <T>(
      at: string,
      o: { method?: string; body?: unknown } = {},
    ): Promise<ControlAnswer<T>> => {
      const res = await fetch(`${origin}/__emulator${at}`, {
        method: o.method ?? 'GET',
        ...(o.body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(o.body) }),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`emulator ${o.method ?? 'GET'} ${at}: ${res.status} ${text}`);
      return { status: res.status, body: JSON.parse(text) as T };
    };
    const fixtures = (await control<Fixtures>('/fixtures')).body;
    return {
      origin,
      port: Number(new URL(origin).port),
      pid: child.pid!,
      fixtures,
      control,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
