import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkJsonLd, normalizeInput, serializeJsonLdForHtml } from '../../../../lib/jsonld/index';

const wrap = (json: string) => `<script type="application/ld+json">\n${json}\n</script>`;

describe('normalizeInput', () => {
  it('accepts the three forms the service accepts and says which it was', () => {
    const value = { '@context': 'https://schema.org', '@type': 'Thing', name: 'A' };
    const json = JSON.stringify(value);
    expect(normalizeInput(value)).toMatchObject({ form: 'object', value });
    expect(normalizeInput(value).text).toBe(JSON.stringify(value, null, 2));
    expect(normalizeInput(json)).toEqual({ form: 'json-text', value, text: json });
    expect(normalizeInput(wrap(json))).toMatchObject({ form: 'script-tag', value });
    expect(
      normalizeInput(`<!-- a note -->\n<SCRIPT type='application/ld+json'>${json}</SCRIPT>`),
    ).toMatchObject({
      form: 'script-tag',
      value,
    });
  });

  it('rejects an opening script tag without its closing tag', () => {
    const r = normalizeInput('<script type="application/ld+json">{"@type":"Thing"}');
    expect(r.error).toMatchObject({ severity: 'error', rule: 'syntax/script-unclosed', path: '$' });
    expect(r.error?.range?.start).toEqual({ line: 1, column: 1 });
    expect(r.value).toBeUndefined();
  });

  it('rejects a script tag of another type, HTML, text after the block and empty input', () => {
    expect(normalizeInput('<script>{}</script>').error?.rule).toBe('syntax/script-type');
    expect(normalizeInput('<div>{}</div>').error?.rule).toBe('syntax/not-json');
    expect(normalizeInput(`${wrap('{}')}\n${wrap('{}')}`).error?.rule).toBe('syntax/script-extra');
    expect(normalizeInput('  \n ').error?.rule).toBe('syntax/empty');
  });

  it('reports invalid JSON at its position with plain words', () => {
    const trailing = normalizeInput('{\n  "name": "A",\n}');
    expect(trailing.error).toMatchObject({ rule: 'syntax/invalid-json' });
    expect(trailing.error?.message).toMatch(/trailing comma/);
    expect(trailing.error?.range?.start).toEqual({ line: 3, column: 1 });

    const quotes = normalizeInput("{'name': 'A'}");
    expect(quotes.error?.message).toMatch(/double quotes/);
    expect(quotes.error?.range?.from).toBe(1);

    const inScript = normalizeInput(wrap('{"a" 1}'));
    expect(inScript.error?.message).toMatch(/colon/);
    expect(inScript.error?.range?.start).toEqual({ line: 2, column: 6 });
  });

  it('reports objects that have no JSON form and values that are not objects', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(normalizeInput(cyclic).error?.rule).toBe('syntax/not-json');
    expect(normalizeInput({ n: 1n }).error?.rule).toBe('syntax/not-json');
    expect(normalizeInput(null).error?.message).toMatch(/no markup/);
    expect(normalizeInput(42).error?.message).toMatch(/number/);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything(), fc.json()), (input) => {
        const r = normalizeInput(input);
        expect(['object', 'json-text', 'script-tag']).toContain(r.form);
        expect(r.error !== undefined || r.value !== undefined).toBe(true);
      }),
    );
  });

  it('never throws on mangled script tags', () => {
    const pieces = fc.constantFrom(
      '<script type="application/ld+json">',
      '</script>',
      '<!--',
      '-->',
      '{',
      '}',
      '"',
      ' ',
    );
    fc.assert(fc.property(fc.array(pieces), (parts) => void normalizeInput(parts.join(''))));
  });

  it('gives the same value for an object, its JSON text and its script-wrapped text', () => {
    const objects = fc.dictionary(fc.string(), fc.jsonValue());
    fc.assert(
      fc.property(objects, (object) => {
        const expected = JSON.parse(JSON.stringify(object));
        const text = JSON.stringify(object);
        const fromObject = normalizeInput(object);
        const fromText = normalizeInput(text);
        const fromScript = normalizeInput(wrap(serializeJsonLdForHtml(object)));
        expect(fromObject.form).toBe('object');
        expect(fromText.form).toBe('json-text');
        expect(fromScript.form).toBe('script-tag');
        for (const r of [fromObject, fromText, fromScript]) {
          expect(r.error).toBeUndefined();
          expect(JSON.stringify(r.value)).toBe(JSON.stringify(expected));
        }
      }),
    );
  });

  it('warns about a key given twice in one object, where the last value wins', () => {
    const text = '{"@context":"https://schema.org","@type":"Thing","name":"A","name":"B"}';
    const r = checkJsonLd(text);
    expect(r.value).toEqual({ '@context': 'https://schema.org', '@type': 'Thing', name: 'B' });
    const ds = r.diagnostics.filter((d) => d.rule === 'syntax/duplicate-key');
    expect(ds).toMatchObject([{ severity: 'warning', path: '$.name' }]);
    expect(
      checkJsonLd('{"@context":"https://schema.org","@type":"Thing","name":"A"}').diagnostics,
    ).toEqual([]);
  });
});
