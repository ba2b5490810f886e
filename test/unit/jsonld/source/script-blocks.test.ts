import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptBlocks } from '../../../../lib/jsonld/source/script-blocks';

// The pattern scriptBlocks replaced (quadratic on unclosed openings, which no lint rule flags):
// the reference its answers are held to.
const REFERENCE = /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi;
const byPattern = (text: string) =>
  [...text.matchAll(REFERENCE)].map((m) => ({
    start: m.index,
    body: m[1]!,
    end: m.index + m[0].length,
  }));

describe('scriptBlocks', () => {
  it('finds what the pattern found, on hand-picked pages', () => {
    for (const text of [
      '<script type="application/ld+json">{"a":1}</script>',
      '<SCRIPT>a</SCRIPT ><script src=x></script\n>',
      '<scripts>no</scripts><script>yes</script>',
      '<script>one</script x><script>two</script>',
      '<script>unclosed',
      '<script no end',
      '<script>a</script><script>b</scr',
      'text <script>\n{"x": "</scriptx"}</script> more',
    ]) {
      expect(scriptBlocks(text)).toEqual(byPattern(text));
    }
  });

  it('finds what the pattern found, on generated text', () => {
    const piece = fc.constantFrom(
      '<script',
      '<SCRIPT',
      '>',
      '</script',
      '</script >',
      ' ',
      'x',
      '\n',
      's',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        expect(scriptBlocks(text)).toEqual(byPattern(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads 1 MB of unclosed openings in linear time', () => {
    for (const text of ['<script>'.repeat(131_072), '<script '.repeat(131_072)]) {
      const started = performance.now();
      expect(scriptBlocks(text)).toEqual([]);
      expect(performance.now() - started).toBeLessThan(500);
    }
  });
});
