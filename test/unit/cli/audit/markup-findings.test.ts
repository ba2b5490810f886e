import { describe, expect, it } from 'vitest';
import { markupFinding, markupFindings } from '@/lib/cli/audit/markup-findings';
import type { Diagnostic } from '@/lib/jsonld';

const at = (line: number): Diagnostic => ({
  severity: 'warning',
  rule: 'rich/article/recommended',
  message: 'Google recommends "image" for Article rich results.',
  path: '$',
  range: { from: 0, to: 9, start: { line, column: 1 }, end: { line, column: 10 } },
  fix: { title: 'Add image', from: 0, to: 0, insert: '' },
});

describe('markup findings', () => {
  it('keeps a diagnostic’s place as lines and columns, without its range or fix', () => {
    expect(markupFinding(at(3))).toEqual({
      severity: 'warning',
      rule: 'rich/article/recommended',
      message: 'Google recommends "image" for Article rich results.',
      path: '$',
      line: 3,
      column: 1,
      endLine: 3,
      endColumn: 10,
    });
  });

  it('shares one list per checked value and one object per finding the same in every respect', () => {
    const findingsOf = markupFindings();
    const checked = [at(3), at(4)];
    const list = findingsOf(checked);
    expect(findingsOf(checked)).toBe(list);
    const other = findingsOf([at(4), at(5)]);
    expect(other[0]).toBe(list[1]);
    expect(other[1]).not.toBe(list[0]);
    expect(other[1]!.line).toBe(5);
    expect(markupFindings()([at(4)])[0]).not.toBe(list[1]);
  });
});
