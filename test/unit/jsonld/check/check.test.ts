import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkJsonLd } from '../../../../lib/jsonld/index';
import type { Vocabulary } from '../../../../lib/jsonld/index';
import { vocab } from '../helpers';

const FAMILIES = /^(syntax|limits|structure|vocab|rich|locale|template)\//;
const key = fc.constantFrom(
  '@context',
  '@type',
  '@id',
  '@graph',
  'type',
  'id',
  'name',
  'offers',
  'url',
  'inLanguage',
  'mainEntity',
  'author',
  'nmae',
  '__proto__',
  'constructor',
  'schema:name',
  'itemListElement',
  'startDate',
);
const scalar = fc.oneof(
  fc.constantFrom(
    'https://schema.org',
    'Product',
    'Offer',
    'Event',
    'Restaurant',
    'FAQPage',
    'Question',
    '#a',
    '_:b',
    'en',
    'https://example.com/de/x',
    'InStock',
    '2026-01-01',
  ),
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const markup = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    scalar,
    tie('object'),
    fc.array(tie('value'), { maxLength: 3 }),
  ),
  object: fc.dictionary(key, tie('value'), { maxKeys: 6 }),
})).object;

describe('checkJsonLd', () => {
  let v: Vocabulary;
  beforeAll(async () => {
    v = await vocab();
  });

  it('never throws and returns well-formed diagnostics, whatever the markup', () => {
    const context = {
      locale: 'fr-FR',
      url: 'https://example.com/fr/x',
      alternates: { 'de-DE': 'https://example.com/de/x' },
      otherPageUrls: ['https://example.com/'],
    };
    fc.assert(
      fc.property(fc.oneof(markup, fc.string(), fc.anything()), fc.boolean(), (input, asText) => {
        const r = checkJsonLd(asText ? (JSON.stringify(input) ?? '') : input, {
          vocabulary: v,
          context,
          template: { collection: 'Blog Posts', itemCount: 40 },
        });
        for (const d of r.diagnostics) {
          expect(d.rule).toMatch(FAMILIES);
          expect(d.path.startsWith('$')).toBe(true);
          expect(d.message.length).toBeGreaterThan(0);
          if (d.range) {
            expect(
              0 <= d.range.from && d.range.from <= d.range.to && d.range.to <= r.text.length,
            ).toBe(true);
            expect(d.range.start.line).toBeGreaterThanOrEqual(1);
            expect(d.range.start.column).toBeGreaterThanOrEqual(1);
          }
          if (d.fix) expect(d.fix.from >= 0 && d.fix.to <= r.text.length).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('applying a fix removes the finding it fixes', () => {
    const text = '{"@context":"https://schema.org","@type":"Organisation","nmae":"A"}';
    let current = text;
    for (let i = 0; i < 2; i++) {
      const d = checkJsonLd(current, { vocabulary: v }).diagnostics.find(
        (x) => x.fix && x.rule.startsWith('vocab/unknown'),
      )!;
      current = current.slice(0, d.fix!.from) + d.fix!.insert + current.slice(d.fix!.to);
    }
    expect(current).toBe('{"@context":"https://schema.org","@type":"Organization","name":"A"}');
    expect(
      checkJsonLd(current, { vocabulary: v }).diagnostics.filter((d) =>
        d.rule.startsWith('vocab/'),
      ),
    ).toEqual([]);
  });
});
