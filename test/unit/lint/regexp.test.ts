import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The regexp rules that fired on `code` linted as if it were the file at `filePath`. */
async function regexpRules(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.flatMap((m) => (m.ruleId?.startsWith('regexp/') ? [m.ruleId] : []));
}

// Every linted folder: the checker, the extension, the Node tools, the stand-ins and the tests.
const FILES = [
  'lib/jsonld/vocab/x.ts',
  'lib/features/x/x.ts',
  'components/x.tsx',
  'entrypoints/x.ts',
  'lib/cli/x.ts',
  'emulator/x.ts',
  'broker/x.ts',
  'scripts/x.ts',
  'bench/x.ts',
  'test/unit/x.ts',
  'x.js',
];

describe('lint refuses regular expressions that take super-linear time', () => {
  it.each(FILES)('%s: nested quantifiers backtrack', async (filePath) => {
    expect(await regexpRules("/(a+)+$/.test('');\n", filePath)).toContain(
      'regexp/no-super-linear-backtracking',
    );
  });

  it.each([
    // The checker's old number pattern: `\d+` and `\d*` split a run of digits every way.
    ['/^\\d+\\.?\\d*x/', 'regexp/no-super-linear-backtracking'],
    ['/\\d+\\.?\\d*x/', 'regexp/no-super-linear-backtracking'],
    // Unanchored, a run is tried from each of its characters.
    ["s.replace(/\\/+$/, '')", 'regexp/no-super-linear-move'],
    ['/[a-z]{2,}\\s+[a-z]{2,}/', 'regexp/no-super-linear-move'],
  ])('%s', async (pattern, rule) => {
    const code = `declare const s: string;\nexport const x = ${pattern};\n`;
    expect(await regexpRules(code, 'lib/jsonld/vocab/x.ts')).toContain(rule);
  });

  it.each([
    '/^\\d+(?:\\.\\d*)?x/',
    "s.replace(/(?<!\\/)\\/+$/, '')",
    '/(?<![a-z])[a-z]{2,}\\s+[a-z]{2,}/',
  ])('allows the linear rewrite %s', async (pattern) => {
    const code = `declare const s: string;\nexport const x = ${pattern};\n`;
    expect(await regexpRules(code, 'lib/jsonld/vocab/x.ts')).toEqual([]);
  });
});
