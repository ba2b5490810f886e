/**
 * The token broker's Node runner (`npm run broker`, i.e. `broker/main.ts`) as a child process for
 * tests, started exactly as a team would start it, with its settings in the environment.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnWatched } from './watched-process';
import type { WatchedProcess } from './watched-process';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A running Node broker. */
export interface NodeBroker {
  origin: string;
  output(): string;
  process: WatchedProcess;
  close(): Promise<void>;
}

/** Runs `broker/main.ts` with `args` (default: a free loopback port) and `env` as its whole environment. */
export function runNodeBroker(
  env: Record<string, string | undefined>,
  args: string[] = ['--port', '0'],
): WatchedProcess {
  return spawnWatched(process.execPath, ['--import', 'tsx', 'broker/main.ts', ...args], {
    env: { PATH: process.env.PATH, ...env },
    cwd: ROOT,
  });
}

/** Starts the Node runner on 127.0.0.1 and waits until it listens. */
export async function startNodeBroker(options: {
  env: Record<string, string | undefined>;
  args?: string[];
}): Promise<NodeBroker> {
  const proc = runNodeBroker(options.env, options.args);
  try {
    const [, origin] = await proc.waitForLine(/Token broker listening on (http:\S+)/);
    return { origin: origin!, output: proc.output, process: proc, close: () => proc.stop() };
  } catch (error) {
    await proc.stop();
    throw error;
  }
}
