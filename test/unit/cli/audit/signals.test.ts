import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cloneSite } from '@/bench/audit-cli-world';
import { snapshotSite } from '@/emulator/store';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { startAuditCli, type StartedCli } from './support/spawn-cli';

/**
 * The audit's folders in `dir`, each with its entries: `{ 'site-audit-cells-x': ['0.jsonl'] }`
 * (tsx keeps its cache there too).
 */
async function auditFolders(dir: string): Promise<Record<string, string[]>> {
  const entries = await readdir(dir, { withFileTypes: true });
  const all = await Promise.all(
    entries
      .filter((e) => e.name.startsWith('site-audit-'))
      .map(async (e) => [
        e.name,
        e.isDirectory() ? await readdir(path.join(dir, e.name)).catch(() => []) : [],
      ]),
  );
  return Object.fromEntries(all) as Record<string, string[]>;
}

/** Waits until `ready` holds, failing if the CLI ends first. */
async function until(cli: StartedCli, ready: () => Promise<boolean>): Promise<void> {
  let ended = false;
  void cli.done.then(() => (ended = true));
  while (!(await ready())) {
    if (ended) throw new Error(`the CLI ended first: ${(await cli.done).stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Each case starts the CLI with a temporary directory of its own (TMPDIR), lets it make its
// temporary files while the emulator holds its requests open, then stops it.
describe('npm run audit stopped by a signal', { timeout: 120_000 }, () => {
  let emu: TestEmulator;
  let dir: string;
  let temp: string;
  let out: string;
  beforeAll(async () => {
    emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
  });
  afterAll(() => emu?.close());
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'audit-signal-'));
    temp = path.join(dir, 'tmp');
    out = path.join(dir, 'out');
    await Promise.all([mkdir(temp), mkdir(out)]);
  });
  afterEach(async () => {
    await emu.control('/faults', { method: 'DELETE' });
    await rm(dir, { recursive: true, force: true });
  });
  const start = (args: string[], env: Record<string, string>) => {
    const report = ['--format', 'junit', '--out', path.join(out, 'report.xml')];
    return startAuditCli(['--api', emu.origin, ...report, ...args], { ...env, TMPDIR: temp });
  };
  const acme = () => emu.fixtures.sites[0]!;

  it('on SIGTERM while the service holds its answers: exits 143 and leaves no temporary file', async () => {
    await emu.control('/faults', {
      method: 'POST',
      body: { path: '/v2/sites/*', times: 'always', action: { kind: 'hang' } },
    });
    const cli = start(['--site', acme().id], { SITE_COMPANION_TOKEN: acme().apiKey! });
    // The cell spool, the JUnit report's spool, the report being written beside its target.
    const held = async () =>
      Object.values(await auditFolders(temp))
        .flat()
        .sort()
        .join();
    await until(cli, async () => (await held()) === '0.jsonl,spool');
    expect(await readdir(out)).toEqual([expect.stringMatching(/^\.report\.xml\.\w+\.tmp$/)]);

    cli.child.kill('SIGTERM');
    const run = await cli.done;
    expect(run.code).toBe(143);
    expect(run.stderr).toBe('audit: stopped by SIGTERM before the report was complete\n');
    expect(await auditFolders(temp)).toEqual({});
    expect(await readdir(out)).toEqual([]);
  });

  it('on SIGINT while the live check reads pages: exits 130 and leaves no temporary file', async () => {
    // A third site, so that one waits for a live turn (two at once) with its audit spooled.
    const world = emu.emulator.store.world;
    const copy = cloneSite(world.sites[acme().id]!, 1);
    world.sites[copy.id] = copy;
    await emu.control(`/sites/${copy.id}/pages`, {
      method: 'POST',
      body: { title: 'Home', slug: 'home' },
    });
    world.published[copy.id] = snapshotSite(world, copy.id, new Date().toISOString());
    const key = await emu.control<{ apiKey: string }>('/site-keys', {
      method: 'POST',
      body: { siteId: copy.id },
    });
    await emu.control('/faults', {
      method: 'POST',
      body: { host: '*.localhost', path: '/**', times: 'always', action: { kind: 'hang' } },
    });
    const northwind = emu.fixtures.sites[1]!;
    const sites = path.join(dir, 'sites.json');
    await writeFile(
      sites,
      JSON.stringify([
        { site: acme().id, tokenEnv: 'SITE_COMPANION_TOKEN_A' },
        { site: northwind.id, tokenEnv: 'SITE_COMPANION_TOKEN_B' },
        { site: copy.id, tokenEnv: 'SITE_COMPANION_TOKEN_C' },
      ]),
    );
    const live = ['--live', '--no-collections', '--staging-suffix', `.localhost:${emu.port}`];
    const cli = start(['--sites-file', sites, ...live], {
      SITE_COMPANION_TOKEN_A: acme().apiKey!,
      SITE_COMPANION_TOKEN_B: northwind.apiKey!,
      SITE_COMPANION_TOKEN_C: key.body.apiKey,
    });
    // Besides the cell spool and the JUnit spool: the live turns' spool, with one site in it.
    await until(cli, async () =>
      Object.values(await auditFolders(temp)).some((files) =>
        files.some((f) => f.endsWith('.json')),
      ),
    );
    expect(Object.keys(await auditFolders(temp))).toHaveLength(3);

    cli.child.kill('SIGINT');
    const run = await cli.done;
    expect(run.code).toBe(130);
    expect(run.stderr).toBe('audit: stopped by SIGINT before the report was complete\n');
    expect(await auditFolders(temp)).toEqual({});
    expect(await readdir(out)).toEqual([]);
  });
});
