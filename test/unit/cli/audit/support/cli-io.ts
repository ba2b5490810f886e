/** The CLI's surroundings in this process: what it writes is kept as text. */
import type { TestEmulator } from '@/emulator/testing';
import { runCli, type CliIo } from '@/lib/cli/audit/cli';

/** What one run printed and how it ended. */
export interface CapturedRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI's entry function with `env` (no files, no terminal), capturing both streams. */
export async function runCaptured(
  args: string[],
  env: Record<string, string>,
): Promise<CapturedRun> {
  const out = { stdout: '', stderr: '' };
  const io: CliIo = {
    env,
    readFile: () => {
      throw Object.assign(new Error('no files here'), { code: 'ENOENT' });
    },
    stdout: { write: (t: string) => (out.stdout += t) },
    stderr: { write: (t: string) => (out.stderr += t) },
    version: '9.9.9',
  };
  const code = await runCli(args, io);
  return { code, ...out };
}

/**
 * Runs `npm run audit -- --live` on the emulator's first site (the demo's Acme Bakery, published
 * to its staging host) with `args` added, and that site's API key unless `token` is given.
 */
export function runLive(emu: TestEmulator, args: string[] = [], token?: string) {
  const site = emu.fixtures.sites[0]!;
  return runCaptured(
    [
      ...['--api', emu.origin, '--site', site.id, '--live'],
      ...['--staging-suffix', `.localhost:${emu.port}`, ...args],
    ],
    { SITE_COMPANION_TOKEN: token ?? site.apiKey! },
  );
}
