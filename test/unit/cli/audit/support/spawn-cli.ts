/** Runs `scripts/audit.ts` in its own Node process with the `audit` script's Node arguments. */
import { spawn } from 'node:child_process';
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

/**
 * Starts the CLI with `args` and only the environment given (plus PATH), without blocking this
 * process: the emulator the CLI talks to runs in this one.
 */
export function runAuditCli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const node = auditNodeArgs(path.join(root, 'package.json'));
    const child = spawn(process.execPath, [...node, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
