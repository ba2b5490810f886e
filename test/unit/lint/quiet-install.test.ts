import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('a fresh install says nothing a newcomer must act on', () => {
  it('decides on every package that has an install script', () => {
    const lock = read('package-lock.json') as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const allowed = (read('package.json') as { allowScripts: Record<string, boolean> })
      .allowScripts;
    const scripted = Object.entries(lock.packages)
      .filter(([key, p]) => key !== '' && p.hasInstallScript)
      .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(scripted.length).toBeGreaterThan(0);
    expect(scripted.filter((name) => !(name in allowed))).toEqual([]);
  });

  it("installs the lockfile without a warning (npm ci --dry-run; the project's own postinstall aside)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quiet-install-'));
    try {
      for (const file of ['package.json', 'package-lock.json'])
        copyFileSync(path.join(root, file), path.join(dir, file));
      const run = spawnSync(
        'npm',
        ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'],
        {
          cwd: dir,
          encoding: 'utf8',
          timeout: 120_000,
        },
      );
      expect(run.status).toBe(0);
      const warnings = `${run.stdout}\n${run.stderr}`
        .split('\n')
        .filter((line) => /^npm warn/i.test(line));
      expect(warnings).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 130_000);
});
