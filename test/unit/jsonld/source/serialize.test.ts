import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { serializeJsonLdForHtml } from '../../../../lib/jsonld/index';

describe('serializeJsonLdForHtml', () => {
  it('cannot be broken out of by </script>, comments or line separators', () => {
    const out = serializeJsonLdForHtml({
      name: '</script><script>alert(1)</script> <!-- & \u2028\u2029',
    });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script> <!-- & \u2028\u2029');
  });

  it('round-trips every JSON value and never emits an unsafe character', () => {
    const risky = fc.string({
      unit: fc.constantFrom('<', '>', '&', '/', 's', '\u2028', '\u2029', '"', '\\', 'a'),
    });
    const values = fc.oneof(fc.jsonValue(), fc.dictionary(risky, risky));
    fc.assert(
      fc.property(values, fc.constantFrom(undefined, 2), (value, indent) => {
        const out = serializeJsonLdForHtml(value, indent);
        expect(out).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.stringify(JSON.parse(out))).toBe(JSON.stringify(value));
      }),
    );
  });

  it('throws on values JSON cannot represent', () => {
    expect(() => serializeJsonLdForHtml(undefined)).toThrow(TypeError);
  });
});

describe('serializeJsonLdForHtml inside an HTML page', () => {
  const breakers = [
    '</script',
    '</SCRIPT',
    '</ScRiPt >',
    '<!--',
    '-->',
    '<script>',
    '\u2028',
    '\u2029',
  ];
  const risky = fc
    .array(fc.oneof(fc.constantFrom(...breakers), fc.string({ maxLength: 4 })), { maxLength: 6 })
    .map((parts) => parts.join(''));
  const values = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      risky,
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(risky, tie('value'), { maxKeys: 4 }),
    ),
  })).value;

  it('never contains "</script" or "<!--" in any case, and parses back to the value', () => {
    fc.assert(
      fc.property(values, (value) => {
        const out = serializeJsonLdForHtml(value);
        expect(out.toLowerCase()).not.toContain('</script');
        expect(out).not.toContain('<!--');
        expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('stays one script element whose text is the value when a browser parses the page', () => {
    const window = new Window();
    fc.assert(
      fc.property(values, (value) => {
        const html = `<!doctype html><html><head><script type="application/ld+json">${serializeJsonLdForHtml(value)}</script></head><body><p id="after">after</p></body></html>`;
        const doc = new window.DOMParser().parseFromString(html, 'text/html');
        const scripts = doc.querySelectorAll('script');
        expect(scripts).toHaveLength(1);
        expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual(
          JSON.parse(JSON.stringify(value)),
        );
        expect(doc.getElementById('after')?.textContent).toBe('after');
      }),
      { numRuns: 200 },
    );
    void window.happyDOM.close();
  });
});
