/**
 * The `audit-cli` bench's run of `npm run audit`: the CLI in a Node process of its own, started
 * with the `audit` script's Node arguments, its resident memory read from `/proc` while it runs.
 * @module
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditNodeArgs } from '../scripts/audit-command';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the CLI process did: its exit status, peak resident memory and how often it was read. */
export interface CliRun {
  code: number | null;
  peakRss: number;
  samples: number;
  stderr: string;
}

/** Resident set size and its peak (VmRSS, VmHWM) of a Linux process, in bytes. */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return Math.max(kb('VmRSS'), kb('VmHWM')) * 1024;
}

/** Runs the CLI as its own process, reading its memory every 100 ms until it exits. */
export function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const node = auditNodeArgs(path.join(root, 'package.json'));
    const child = spawn(process.execPath, [...node, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    let peakRss = 0;
    let samples = 0;
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const sample = async () => {
      const bytes = await residentBytes(child.pid!);
      if (bytes > 0) samples++;
      peakRss = Math.max(peakRss, bytes);
    };
    const timer = setInterval(() => void sample(), 100);
    child.on('error', reject);
    child.on('exit', () => clearInterval(timer));
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({ code, peakRss, samples, stderr });
    });
  });
}
