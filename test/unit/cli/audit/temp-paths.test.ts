import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('the audit’s temporary paths', () => {
  it('are removed when the process exits on an error that passed their owner by', () => {
    const script = `
      import { writeFileSync } from 'node:fs';
      import path from 'node:path';
      import { makeTempDir, removeTempOnExit } from './lib/cli/audit/temp-paths.ts';
      removeTempOnExit(process.stderr);
      const dir = makeTempDir('site-audit-');
      writeFileSync(path.join(dir, 'spool'), 'site data');
      console.log(dir);
      throw new Error('thrown past the spool');
    `;
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { cwd: root, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' },
    );
    expect(run.stderr).toContain('thrown past the spool');
    expect(run.status).toBe(1);
    const dir = run.stdout.trim();
    expect(path.basename(dir)).toMatch(/^site-audit-/);
    expect(existsSync(dir)).toBe(false);
  });
});
