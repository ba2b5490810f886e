import { beforeAll, describe, expect, it } from 'vitest';
import { checkJsonLd } from '../../../../lib/jsonld/index';
import type { Diagnostic, Vocabulary } from '../../../../lib/jsonld/index';
import { doc, having, summary, vocab } from '../helpers';

/** A rated product whose `ratingCount` is `count`. */
const rated = (count: string) =>
  doc({
    '@type': 'Product',
    name: 'A',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '4', ratingCount: count },
  });

describe('long text where a number, date or time is expected', () => {
  let v: Vocabulary;
  const valueKinds = (value: unknown): Diagnostic[] =>
    having(checkJsonLd(JSON.stringify(value), { vocabulary: v }).diagnostics, 'vocab/value-kind');
  beforeAll(async () => {
    v = await vocab();
  });

  // A hostile page can carry a megabyte of digits; the number pattern once took 41 s on this one.
  it('checks a 200,000-digit non-number in under a second', () => {
    const started = performance.now();
    const found = valueKinds(rated(`${'9'.repeat(200_000)}x`));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(summary(found)).toEqual(['warning vocab/value-kind $.aggregateRating.ratingCount']);
  });

  // Over 64 characters no text is read as a number: such a value gets the same finding as any
  // other text that is not a number, however its characters look.
  it('reads digits as a number up to 64 characters, and reports longer runs', () => {
    expect(valueKinds(rated('1'.repeat(64)))).toEqual([]);
    const found = valueKinds(rated('1'.repeat(65)));
    expect(summary(found)).toEqual(['warning vocab/value-kind $.aggregateRating.ratingCount']);
    expect(found[0]!.message).toContain('"ratingCount" expects Integer');
  });

  it('reads a date and time up to 64 characters, and reports a longer one', () => {
    const event = (startDate: string) =>
      doc({ '@type': 'Event', name: 'A', startDate, location: 'Paris' });
    const at = (digits: number) => `2020-01-01T10:00:00.${'0'.repeat(digits)}Z`;
    expect(at(43)).toHaveLength(64);
    expect(valueKinds(event(at(43)))).toEqual([]);
    expect(summary(valueKinds(event(at(44))))).toEqual(['warning vocab/value-kind $.startDate']);
  });
});
