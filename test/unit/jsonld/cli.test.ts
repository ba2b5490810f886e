import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixture = (name: string) => `test/unit/jsonld/fixtures/${name}`;

function cli(args: string[], input?: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/jsonld.ts', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

// Each case starts the CLI in a fresh Node process (about a second each, more on a busy machine).
describe('npm run jsonld -- check', { timeout: 60_000 }, () => {
  it('exits 0 on valid markup and on warnings only', () => {
    const r = cli(['check', fixture('valid-product.json'), fixture('warnings-only.html')]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/warnings-only\.html:4:\d+ warning rich\/organization\/recommended /);
    expect(r.stdout).toMatch(/2 file\(s\): 0 error\(s\), 4 warning\(s\)/);
  });

  it('exits 1 on errors and prints file:line:col severity rule message', () => {
    const r = cli(['check', fixture('unknown-property.json'), fixture('invalid-json.txt')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `${fixture('unknown-property.json')}:5:3 error vocab/unknown-property schema.org has no property "telefone". Did you mean "telephone"? ($.telefone)`,
    );
    expect(r.stdout).toContain(`${fixture('invalid-json.txt')}:5:1 error syntax/invalid-json `);
  });

  it('prints machine output with --json', () => {
    const r = cli(['check', '--json', fixture('unknown-property.json')]);
    expect(r.code).toBe(1);
    const rows = JSON.parse(r.stdout) as Record<string, unknown>[];
    expect(rows.find((row) => row.rule === 'vocab/unknown-property')).toEqual({
      file: fixture('unknown-property.json'),
      severity: 'error',
      rule: 'vocab/unknown-property',
      message: 'schema.org has no property "telefone". Did you mean "telephone"?',
      path: '$.telefone',
      line: 5,
      column: 3,
    });
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual([
        'column',
        'file',
        'line',
        'message',
        'path',
        'rule',
        'severity',
      ]);
  });

  it('reads standard input and takes the page context', () => {
    const markup = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Article',
      inLanguage: 'en',
      url: '/de/artikel',
    });
    const r = cli(
      ['check', '-', '--json', '--locale', 'fr-FR', '--url', 'https://example.com/fr/article'],
      markup,
    );
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as { file: string; rule: string }[];
    expect(rows.map((row) => row.rule)).toContain('locale/in-language');
    expect(rows.every((row) => row.file === '<stdin>')).toBe(true);
  });

  it('adds the Adobe validator findings with --adobe', () => {
    const r = cli(['check', '--json', '--adobe', fixture('valid-product.json')]);
    const rows = JSON.parse(r.stdout) as { rule: string }[];
    expect(rows.some((row) => row.rule.startsWith('rich/adobe/'))).toBe(true);
  });

  it('exits 2 on usage errors', () => {
    expect(cli([]).code).toBe(2);
    expect(cli(['check']).code).toBe(2);
    expect(cli(['lint', fixture('valid-product.json')]).code).toBe(2);
    expect(cli(['check', '--bogus', fixture('valid-product.json')]).code).toBe(2);
    expect(cli(['check', '--url', 'not a url', fixture('valid-product.json')]).code).toBe(2);
    const missing = cli(['check', fixture('no-such-file.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/Cannot read .*no-such-file\.json: ENOENT/);
    expect(cli(['--help']).stdout).toMatch(/^Usage: npm run jsonld -- check/);
  });
});
