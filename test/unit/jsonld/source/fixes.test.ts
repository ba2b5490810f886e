import { beforeAll, describe, expect, it } from 'vitest';
import { applyFix, checkJsonLd, firstMemberFix } from '../../../../lib/jsonld/index';
import type { Diagnostic, Vocabulary } from '../../../../lib/jsonld/index';
import { vocab } from '../helpers';

/** Checks `text`, applies the fix of the first finding of `rule`, and checks the result again. */
function fixOnce(v: Vocabulary, text: string, rule: string) {
  const found = checkJsonLd(text, { vocabulary: v }).diagnostics.find((d) => d.rule === rule);
  expect(found?.fix, `a fix for ${rule}`).toBeDefined();
  const fixed = applyFix(text, found!.fix!);
  const after = checkJsonLd(fixed, { vocabulary: v }).diagnostics;
  return { fix: found!.fix!, fixed, after, rules: after.map((d: Diagnostic) => d.rule) };
}

describe('one-click fixes', () => {
  let v: Vocabulary;
  beforeAll(async () => {
    v = await vocab();
  });

  it('renames a misspelt property to the known one it is close to', () => {
    const text =
      '{\n  "@context": "https://schema.org",\n  "@type": "Product",\n  "name": "Mug",\n  "colr": "red"\n}';
    const { fix, fixed, rules } = fixOnce(v, text, 'vocab/unknown-property');
    expect(fix.insert).toBe('"color"');
    expect(fixed).toContain('"color": "red"');
    expect(rules).not.toContain('vocab/unknown-property');
  });

  it('corrects the casing of a type', () => {
    const text = '{ "@context": "https://schema.org", "@type": "article", "headline": "Bread" }';
    const { fixed, rules } = fixOnce(v, text, 'vocab/unknown-type');
    expect(fixed).toBe(
      '{ "@context": "https://schema.org", "@type": "Article", "headline": "Bread" }',
    );
    expect(rules).not.toContain('vocab/unknown-type');
  });

  it('adds a missing @context on its own line, indented like the next member', () => {
    const text = '{\n  "@type": "Organization",\n  "name": "Acme"\n}';
    const { fix, fixed, rules } = fixOnce(v, text, 'structure/context-missing');
    expect(fix.title).toBe('Add "@context": "https://schema.org"');
    expect(fixed).toBe(
      '{\n  "@context": "https://schema.org",\n  "@type": "Organization",\n  "name": "Acme"\n}',
    );
    expect(rules).not.toContain('structure/context-missing');
  });

  it('adds a missing @context inline, and to each item of a top-level list', () => {
    expect(
      fixOnce(v, '{ "@type": "Organization", "name": "Acme" }', 'structure/context-missing').fixed,
    ).toBe('{ "@context": "https://schema.org", "@type": "Organization", "name": "Acme" }');
    const list =
      '[{"@context": "https://schema.org", "@type": "WebSite", "name": "A"}, {"@type": "Organization", "name": "B"}]';
    expect(fixOnce(v, list, 'structure/context-missing').fixed).toBe(
      '[{"@context": "https://schema.org", "@type": "WebSite", "name": "A"}, {"@context": "https://schema.org","@type": "Organization", "name": "B"}]',
    );
  });

  it('adds a member to an empty object without a comma, and refuses a span that is no object', () => {
    const range = { from: 0, to: 2, start: { line: 1, column: 1 }, end: { line: 1, column: 3 } };
    const fix = firstMemberFix('{}', range, '"a": 1', 'Add a')!;
    expect(applyFix('{}', fix)).toBe('{"a": 1}');
    expect(firstMemberFix('[]', range, '"a": 1', 'Add a')).toBeUndefined();
  });

  it('leaves the text alone when a fix does not fit it', () => {
    expect(applyFix('{}', { title: 'x', from: 1, to: 9, insert: 'y' })).toBe('{}');
  });
});
