import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Length } from '../../../../lib/jsonld/check/limits';

describe('utf8Length', () => {
  it('counts the bytes TextEncoder writes, lone surrogates included', () => {
    const encoder = new TextEncoder();
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
    );
    fc.assert(
      fc.property(text, (s) => {
        expect(utf8Length(s)).toBe(encoder.encode(s).length);
      }),
    );
    expect(utf8Length('a\ud83d\ude00é€\ud800')).toBe(1 + 4 + 2 + 3 + 3);
  });
});
