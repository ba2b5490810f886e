import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { runCli, type CliIo } from '@/lib/cli/audit/cli';

function io(env: Record<string, string>, tty: boolean) {
  const out = { stdout: '', stderr: '', files: new Map<string, string>() };
  const value: CliIo = {
    env,
    readFile: () => {
      throw new Error('no files');
    },
    stdout: { write: (t: string) => (out.stdout += t), isTTY: tty },
    stderr: { write: (t: string) => (out.stderr += t), isTTY: tty },
    version: '9.9.9',
    openFile: async (path) => {
      out.files.set(path, '');
      return {
        write: async (block) => void out.files.set(path, out.files.get(path)! + block),
        close: async () => undefined,
      };
    },
  };
  return { io: value, out };
}

describe('the audit command in this process', { timeout: 60_000 }, () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
  });
  afterAll(() => emu?.close());
  const args = () => ['--api', emu.origin, '--site', emu.fixtures.sites[0]!.id];
  const env = () => ({ SITE_COMPANION_TOKEN: emu.fixtures.sites[0]!.apiKey! });

  it('shows progress on stderr only when stderr is a terminal', async () => {
    const terminal = io(env(), true);
    expect(await runCli(args(), terminal.io)).toBe(1);
    const CLEAR = '\r\u001b[K';
    expect(terminal.out.stderr).toContain(`${CLEAR}Auditing: 0/1 sites done`);
    expect(terminal.out.stderr).toContain(`${CLEAR}Auditing: 1/1 sites done, 126/126 cells read`);
    expect(terminal.out.stderr.endsWith(CLEAR)).toBe(true);
    expect(terminal.out.stdout).not.toContain('Auditing');

    const piped = io(env(), false);
    expect(await runCli(args(), piped.io)).toBe(1);
    expect(piped.out.stderr).toBe('');
    expect(piped.out.stdout).toMatch(/exit status 1\n$/);
  });

  it('writes the report to --out and the summary to stderr', async () => {
    const run = io(env(), false);
    expect(await runCli([...args(), '--format', 'sarif', '--out', 'audit.sarif'], run.io)).toBe(1);
    expect(run.out.stdout).toBe('');
    const log = JSON.parse(run.out.files.get('audit.sarif')!);
    expect(log.runs[0].tool.driver.version).toBe('9.9.9');
    expect(run.out.stderr).toMatch(
      /^site +cells +errors +warnings +info +inherited +time +outcome\n/,
    );
    expect(run.out.stderr).toMatch(/1 site in [\d.]+ s, 0 not audited; exit status 1\n$/);
  });

  it('says so when the report cannot be written', async () => {
    const run = io(env(), false);
    run.io.openFile = async () => {
      throw Object.assign(new Error('denied'), { code: 'EACCES' });
    };
    expect(await runCli([...args(), '--out', '/nope/audit.txt'], run.io)).toBe(2);
    expect(run.out.stderr.split('\n')[0]).toBe('audit: cannot write /nope/audit.txt: EACCES');
  });

  it('prints the help on stdout and exits 0', async () => {
    const run = io({}, false);
    expect(await runCli(['--help'], run.io)).toBe(0);
    expect(run.out.stdout).toMatch(/^Usage: npm run audit -- --site <siteId>/);
  });
});
