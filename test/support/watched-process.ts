/**
 * Child processes for tests that stop by themselves: each runs under a small Node watchdog that
 * ends it when the test process goes away, however it goes (the watchdog's stdin is a pipe from
 * the test process, which the kernel closes when that process dies, even on SIGKILL).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';

// Runs `argv` with fd 3 passed through; ends it when stdin closes or on SIGTERM/SIGINT.
const WATCHDOG = `
const { spawn } = require('node:child_process');
const [command, ...args] = process.argv.slice(1);
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 3] });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  setTimeout(() => child.kill('SIGKILL'), 3000).unref();
};
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('error', (error) => { console.error(String(error)); process.exit(127); });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
`;

/** A running watched process. */
export interface WatchedProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves with the first line of its stdout or stderr that `pattern` matches. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** The stream of its fd 3 (workerd's `--control-fd 3`). */
  control: Readable;
  /** Resolves when it has exited. */
  exited: Promise<number | null>;
  /** Stops it (SIGTERM, then SIGKILL) and waits for it to exit. */
  stop(): Promise<void>;
}

/** Starts `command args` under the watchdog, with `env` as its whole environment. */
export function spawnWatched(
  command: string,
  args: string[],
  options: { env: Record<string, string | undefined>; cwd?: string },
): WatchedProcess {
  const child = spawn(process.execPath, ['-e', WATCHDOG, command, ...args], {
    env: options.env,
    cwd: options.cwd,
    stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
  });
  let printed = '';
  const waiters = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      printed += chunk;
      for (const wake of waiters) wake();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let gone = false;
  void exited.then(() => {
    gone = true;
    for (const wake of waiters) wake();
  });
  // A test process that ends normally takes its children with it too.
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  void exited.then(() => process.off('exit', onExit));

  return {
    child,
    output: () => printed,
    control: child.stdio[3] as Readable,
    exited,
    waitForLine(pattern, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = printed.match(pattern);
          if (match) finish(() => resolve(match));
          else if (gone)
            finish(() => reject(new Error(`exited before printing ${pattern}:\n${printed}`)));
        };
        const timer = setTimeout(
          () => finish(() => reject(new Error(`timed out waiting for ${pattern}:\n${printed}`))),
          timeoutMs,
        );
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
    async stop() {
      if (!gone) {
        child.kill('SIGTERM');
        child.stdin?.end();
      }
      await exited;
    },
  };
}
