import { describe, expect, it } from 'vitest';
import { checkJsonLd } from '../../../../lib/jsonld/index';
import { formatPath } from '../../../../lib/jsonld/source/positions';
import { check } from '../helpers';

describe('positions', () => {
  it('formats JSON paths', () => {
    expect(formatPath([])).toBe('$');
    expect(formatPath(['@graph', 0, 'offers'])).toBe("$['@graph'][0].offers");
    expect(formatPath(['schema:name', "it's"])).toBe("$['schema:name']['it\\'s']");
  });

  it('places findings in a script-wrapped text, with 1-based lines and columns', async () => {
    const text = [
      '<script type="application/ld+json">',
      '{',
      '  "@context": "https://schema.org",',
      '  "@type": "Organization",',
      '  "nmae": "A"',
      '}',
      '</script>',
    ].join('\n');
    const d = (await check(text)).find((x) => x.rule === 'vocab/unknown-property')!;
    expect(d.path).toBe('$.nmae');
    expect(d.range).toEqual({
      from: text.indexOf('"nmae"'),
      to: text.indexOf('"nmae"') + 6,
      start: { line: 5, column: 3 },
      end: { line: 5, column: 9 },
    });
  });

  it('places node findings on the @type value and value findings on the value', async () => {
    const text = '{"@context":"https://schema.org","@type":"Event","startDate":"soon"}';
    const ds = await check(text);
    const required = ds.find((x) => x.rule === 'rich/event/required')!;
    expect(text.slice(required.range!.from, required.range!.to)).toBe('"Event"');
    const kind = ds.find((x) => x.rule === 'vocab/value-kind')!;
    expect(text.slice(kind.range!.from, kind.range!.to)).toBe('"soon"');
  });

  it('places findings in the pretty-printed text of an object input', () => {
    const r = checkJsonLd({ '@context': 'https://schema.org', name: 'x' });
    const d = r.diagnostics.find((x) => x.rule === 'structure/type-missing')!;
    expect(r.text.slice(d.range!.from, d.range!.to)).toBe('{');
    expect(d.range!.start).toEqual({ line: 1, column: 1 });
  });
});
