import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeJsonLdForHtml } from '../../../lib/jsonld/index';

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
