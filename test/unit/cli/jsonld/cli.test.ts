import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULES_CURRENT_TO } from '../../../../lib/jsonld/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
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
    expect(r.stdout).toMatch(/^2 files: 0 errors, 4 warnings, 0 info$/m);
  });

  it('says what it found in clean markup, per rich-result type', () => {
    const r = cli(['check', fixture('valid-product.json')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      `${fixture('valid-product.json')}: 1 Product: eligible for Product snippet rich results\n` +
        `${fixture('valid-product.json')}: 1 Product: eligible for Merchant listing rich results\n` +
        '1 file: 0 errors, 0 warnings, 0 info\n',
    );
  });

  it('checks every JSON-LD block of an HTML page, naming the block and placing findings in the page', () => {
    const page = fixture('page.html');
    const r = cli(['check', page]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toContain(
      `${page} block 1 (line 5): 1 BlogPosting: eligible for Article rich results`,
    );
    expect(lines).toContain(
      `${page} block 2 (line 19): 1 Product: not eligible for Product snippet rich results (1 error)`,
    );
    expect(lines).toContain(
      `${page} block 3 (line 32): 1 FAQPage: FAQ rich results are no longer shown (retired on May 7, 2026)`,
    );
    const offer = lines.findIndex((l) => l.includes(' error rich/offer/required '));
    expect(lines[offer]).toBe(
      `${page}:24:30 [block 2] error rich/offer/required Add one of "price" or "priceSpecification.price": Google requires one for Product snippet rich results. ($.offers)`,
    );
    expect(lines[offer + 1]).toBe(
      '    https://developers.google.com/search/docs/appearance/structured-data/product-snippet',
    );
    // The same missing price blocks the merchant listing too: each feature is named separately.
    expect(lines).toContain(
      `${page}:24:30 [block 2] error rich/merchant-offer/required Add one of "price" or "priceSpecification.price": Google requires one for Merchant listing rich results. ($.offers)`,
    );
    expect(r.stdout).not.toMatch(/Event/);
    expect(lines.at(-1)).toBe('1 file, 3 JSON-LD blocks: 2 errors, 10 warnings, 1 info');
    const rows = JSON.parse(cli(['check', '--json', page]).stdout) as Record<string, unknown>[];
    expect(new Set(rows.map((row) => row.block))).toEqual(new Set([2, 3]));
  });

  it('warns about a page without JSON-LD', () => {
    const r = cli(['check', '--json', '-'], '<!doctype html><title>t</title><p>Nothing here</p>');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([
      expect.objectContaining({
        file: '<stdin>',
        severity: 'warning',
        rule: 'html/no-jsonld-block',
      }),
    ]);
  });

  it('applies the rules of an earlier day with --as-of', () => {
    const markup = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?' }],
    });
    const before = JSON.parse(
      cli(['check', '-', '--json', '--as-of', '2026-05-06'], markup).stdout,
    );
    expect(before.map((row: { rule: string }) => row.rule)).toEqual([
      'rich/faq/limited',
      'rich/question/required',
    ]);
    expect(cli(['check', '-', '--as-of', 'May'], markup).code).toBe(2);
  });

  it('prints the date its rich-result rules are current to with --version', () => {
    const r = cli(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      `Rich-result rules as of ${RULES_CURRENT_TO}\nschema.org vocabulary release 30.0\n`,
    );
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
      block: null,
      severity: 'error',
      rule: 'vocab/unknown-property',
      message: 'schema.org has no property "telefone". Did you mean "telephone"?',
      path: '$.telefone',
      line: 5,
      column: 3,
      docs: 'https://schema.org/telephone',
    });
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual([
        'block',
        'column',
        'docs',
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

  it('checks a collection template’s markup with --template (and --items)', () => {
    const markup = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'How we bake',
      datePublished: '{{ published-on }}',
    });
    const plain = cli(['check', '-', '--json'], markup);
    expect(plain.stdout).not.toContain('template/');
    const r = cli(['check', '-', '--template', 'Blog Posts', '--items', '40'], markup);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      'error template/fixed-value Every item of Blog Posts (40) shows this headline: bind it to a field of the collection. ($.headline)',
    );
    expect(r.stdout).not.toContain('datePublished');
    expect(cli(['check', '-', '--items', '40'], markup).code).toBe(2);
    expect(cli(['check', '-', '--template', 'Blog', '--items', 'many'], markup).code).toBe(2);
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
    expect(cli(['--help']).stdout).toMatch(/^Usage: npm run jsonld -- check/);
  });

  it('says in one line that a file is missing, and exits 2', () => {
    const missing = cli(['check', fixture('valid-product.json'), fixture('no-such-file.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(`Cannot read ${fixture('no-such-file.json')}: no such file\n`);
    expect(missing.stdout).toBe('');
  });
});
