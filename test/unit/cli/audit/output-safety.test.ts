import { lstat, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { parseAuditArgs, UsageError } from '@/lib/cli/audit/args';
import { runCli, type CliIo } from '@/lib/cli/audit/cli';
import { junitFormat } from '@/lib/cli/audit/junit';
import { textFormat } from '@/lib/cli/audit/text';
import { fileSink } from '@/lib/cli/audit/write-report';
import { cell, finding, render, site } from './support/report';

/** A control character a terminal or a CI log would act on (line breaks between lines aside). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
const HOSTILE = '2020\n::error::x\r\u001b[2J\u0007\u0085';

const report = () => ({
  startedAt: 0,
  finishedAt: 1000,
  failOn: 'error' as const,
  sites: [
    site({
      siteName: `Acme\n::warning::y`,
      cells: [
        cell({
          pageTitle: `T\u001b]0;title\u0007`,
          path: null,
          findings: [finding({ message: `startDate is ${HOSTILE}`, path: `$.a\n::error::p` })],
        }),
      ],
    }),
  ],
});

const lines = (text: string) => text.split('\n');

describe('what the audit prints of site data', () => {
  it('escapes control characters in the text report: no workflow command, no terminal escape', () => {
    const text = render(textFormat(), report());
    expect(lines(text).filter((l) => l.trimStart().startsWith('::'))).toEqual([]);
    expect(text).not.toMatch(CONTROL);
    expect(text).toContain('startDate is 2020\\n::error::x\\r\\u001b[2J\\u0007\\u0085');
  });

  it('escapes them in JUnit text nodes and attributes', () => {
    const xml = render(junitFormat({ version: '1', failOn: 'error' }), report());
    expect(lines(xml).filter((l) => l.trimStart().startsWith('::'))).toEqual([]);
    expect(xml).not.toMatch(CONTROL);
  });
});

describe('the audit command and what it is given', { timeout: 60_000 }, () => {
  let emu: TestEmulator;
  let dir: string;
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    dir = await mkdtemp(path.join(tmpdir(), 'audit-safety-'));
  });
  afterAll(async () => {
    await emu?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const acme = () => emu.fixtures.sites[0]!;

  function io(env: Record<string, string>, files: Record<string, string> = {}) {
    const out = { stdout: '', stderr: '' };
    const value: CliIo = {
      env,
      readFile: (p) => {
        if (files[p] === undefined) throw Object.assign(new Error('no'), { code: 'ENOENT' });
        return files[p]!;
      },
      stdout: { write: (t: string) => (out.stdout += t) },
      stderr: { write: (t: string) => (out.stderr += t) },
      version: '9.9.9',
    };
    return { io: value, out };
  }

  it('escapes the service’s words in a failure line on stderr', async () => {
    await emu.control('/faults', {
      method: 'POST',
      body: {
        method: 'GET',
        path: '/v2/sites/*',
        times: 'always',
        action: { kind: 'status', status: 401, body: { message: `no\u001b[2J\u009b31m` } },
      },
    });
    try {
      const run = io({ SITE_COMPANION_TOKEN: acme().apiKey! });
      expect(await runCli(['--api', emu.origin, '--site', acme().id], run.io)).toBe(2);
      expect(run.out.stderr).toContain('the service says');
      expect(run.out.stderr).not.toMatch(CONTROL);
      expect(run.out.stdout).not.toMatch(CONTROL);
    } finally {
      await emu.control('/faults', { method: 'DELETE' });
    }
  });

  it('accepts only token variables named SITE_COMPANION_TOKEN…, and says the rule', () => {
    const file = (tokenEnv: string) => ({
      'sites.json': JSON.stringify([{ site: 'abc', tokenEnv }]),
    });
    const env = { GITHUB_TOKEN: 'ghs_secret', SITE_COMPANION_TOKEN_ACME: 'tok_acme' };
    const parse = (tokenEnv: string) =>
      parseAuditArgs(['--sites-file', 'sites.json'], {
        env,
        readFile: (p) => file(tokenEnv)[p as 'sites.json'],
      });
    expect(() => parse('GITHUB_TOKEN')).toThrow(UsageError);
    expect(() => parse('GITHUB_TOKEN')).toThrow(/SITE_COMPANION_TOKEN/);
    const config = parse('SITE_COMPANION_TOKEN_ACME');
    expect(config !== 'help' && config.targets[0]!.token).toBe('tok_acme');
  });

  it('never writes --out through a symbolic link', async () => {
    const target = path.join(dir, 'precious.txt');
    await writeFile(target, 'keep me');
    const link = path.join(dir, 'report.txt');
    await symlink(target, link);
    const sink = await fileSink(link);
    await sink.write('report');
    await sink.close();
    expect(await readFile(target, 'utf8')).toBe('keep me');
    expect((await lstat(link)).isSymbolicLink()).toBe(false);
    expect(await readFile(link, 'utf8')).toBe('report');
  });
});
