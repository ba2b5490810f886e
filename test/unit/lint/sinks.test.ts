import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The messages of the injection-sink rule for `code` placed in extension code. */
async function sinkMessages(code: string, filePath = 'lib/example.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('lint bans injection sinks', () => {
  it.each([
    ['el.innerHTML = s', 'innerHTML'],
    ["el['innerHTML'] = s", 'innerHTML'],
    ["el['outerHTML'] = s", 'outerHTML'],
    ['el.insertAdjacentHTML("beforeend", s)', 'insertAdjacentHTML'],
    ['document.write(s)', 'document.write'],
    ['document.writeln(s)', 'document.write'],
    ['frame.srcdoc = s', 'srcdoc'],
    ["frame['srcdoc'] = s", 'srcdoc'],
    ["el.setAttribute('onclick', s)", 'Event-handler'],
    ["el.setAttribute('srcdoc', s)", 'srcdoc'],
    ['range.createContextualFragment(s)', 'createContextualFragment'],
    ['const props = { dangerouslySetInnerHTML: { __html: s } }', 'dangerouslySetInnerHTML'],
    ['import(name)', 'computed import()'],
    ['import(`./${name}`)', 'computed import()'],
  ])('%s', async (code, expected) => {
    const messages = await sinkMessages(
      `declare const el: any, frame: any, range: any, s: string, name: string;\n${code};\n`,
    );
    expect(messages.join('\n')).toContain(expected);
  });

  it.each([
    'el.textContent = s',
    "el.setAttribute('title', s)",
    "import('./vocab/schemaorg.json')",
  ])('allows %s', async (code) => {
    const messages = await sinkMessages(`declare const el: any, s: string;\n${code};\n`);
    expect(messages).toEqual([]);
  });

  it('lets Node tools import by computed path', async () => {
    expect(await sinkMessages('declare const f: string;\nimport(f);\n', 'bench/run.ts')).toEqual(
      [],
    );
  });
});
