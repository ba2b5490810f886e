/** The CLI's surroundings in this process: what it writes is kept as text. */
import { runCli, type CliIo } from '@/lib/features/audit/cli';

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
