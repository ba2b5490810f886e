/** Runs `scripts/audit.ts` in its own Node process with the `audit` script's Node arguments. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditNodeArgs } from '@/scripts/audit-command';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** What the process printed and how it ended. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A CLI process while it runs (to signal it or read its memory), and how it ends. */
export interface StartedCli {
  child: ChildProcess;
  done: Promise<CliRun>;
}

/**
 * Starts the CLI with `args` and only the environment given (plus PATH), without blocking this
 * process: the emulator the CLI talks to runs in this one.
 */
export function startAuditCli(args: string[], env: Record<string, string> = {}): StartedCli {
  const node = auditNodeArgs(path.join(root, 'package.json'));
  const child = spawn(process.execPath, [...node, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const done = new Promise<CliRun>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
  return { child, done };
}

/** Runs the CLI with `args` to its end (see `startAuditCli`). */
export function runAuditCli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return startAuditCli(args, env).done;
}
