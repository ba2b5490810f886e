import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sarifFormat } from '@/lib/cli/audit/sarif';
import { cell, finding, render, sampleReport, site } from './support/report';

interface Result {
  ruleId: string;
  partialFingerprints: Record<string, string>;
}

const resultsOf = (findings: ReturnType<typeof finding>[]): Result[] => {
  const report = sampleReport({ sites: [site({ cells: [cell({ findings })] })] });
  return JSON.parse(render(sarifFormat({ version: '1', failOn: 'error' }), report)).runs[0].results;
};
const fingerprints = (results: Result[]) =>
  results.map((r) => r.partialFingerprints['siteAuditFinding/v1']);

describe('SARIF fingerprints', () => {
  it('tell apart the properties a rich result lacks, all reported at the same path', () => {
    const lacks = (property: string, rule = 'rich/event/recommended') =>
      finding({
        severity: 'warning',
        rule,
        message: `Google recommends "${property}" for Event rich results.`,
        path: '$',
      });
    const results = resultsOf([
      lacks('endDate'),
      lacks('image'),
      lacks('offers'),
      lacks('location', 'rich/event/required'),
      lacks('name', 'rich/event/required'),
    ]);
    expect(new Set(fingerprints(results)).size).toBe(5);
    // Stable: the same findings in another order keep their fingerprints.
    const again = resultsOf([lacks('offers'), lacks('endDate'), lacks('image')]);
    expect(fingerprints(again).sort()).toEqual(fingerprints(results.slice(0, 3)).sort());
  });

  it('keep, for every other rule, the fingerprint they always had (and so their alerts)', () => {
    const [result] = resultsOf([finding()]);
    const key = ['s1', 'p1', '', 'vocab/unknown-property', '$.colour'].join('\u0000');
    expect(fingerprints([result!])).toEqual([createHash('sha256').update(key).digest('hex')]);
  });
});
