/**
 * The run's temporary files and folders (the cell spool, the live turns' spool, the JUnit report's
 * spool, the `--out` file being written), removed however the run ends. Each module removes its
 * own when it is done with it; what is left when the process exits early (an error thrown past
 * them) or is stopped by SIGINT (Ctrl-C) or SIGTERM (a cancelled CI job) is removed here, at once
 * and synchronously, since nothing asynchronous runs after that. A stopped run used to leave its
 * spools, with site data in them, in the temporary directory until the machine cleaned it.
 * @module
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';

/** Made and not yet removed. */
const made = new Set<string>();

/**
 * A new folder under the system's temporary directory, readable by this user only (as `mkdtemp`
 * makes it). Made synchronously, so that no signal comes between making it and recording it.
 */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.add(dir);
  return dir;
}

/** Records a file about to be made, to be removed if the run stops before it is dealt with. */
export function recordTemp(file: string): void {
  made.add(file);
}

/** Forgets a recorded path that is no longer temporary (renamed into place) or was never made. */
export function forgetTemp(file: string): void {
  made.delete(file);
}

/** Removes a recorded file or folder (with what it holds) and forgets it. */
export async function removeTemp(target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
  made.delete(target);
}

function removeAll(): void {
  for (const target of made) {
    try {
      rmSync(target, { recursive: true, force: true });
    } catch {
      // The process is ending and no one is left to tell: one path must not keep the others.
    }
  }
  made.clear();
}

/**
 * Installs the removal for `npm run audit` (only there: tests run the CLI in their own process).
 * At exit, what is left is removed. On SIGINT or SIGTERM the run stops at once with one line on
 * `stderr` and the status a shell gives a process stopped by that signal, 130 or 143.
 */
export function removeTempOnExit(stderr: { write(text: string): unknown }): void {
  process.once('exit', removeAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      removeAll();
      stderr.write(`audit: stopped by ${signal} before the report was complete\n`);
      process.exit(128 + constants.signals[signal]);
    });
  }
}
