import { describe, expect, it } from 'vitest';
import { checkJsonLd } from '../../../../lib/jsonld/index';
import { having, summary } from '../helpers';

const structure = (v: unknown) => summary(having(checkJsonLd(v).diagnostics, 'structure'));

describe('JSON-LD structure', () => {
  it('accepts schema.org contexts in string, http, object and array form', () => {
    for (const context of [
      'https://schema.org',
      'http://schema.org/',
      'https://schema.org/docs/jsonldcontext.jsonld',
      { '@vocab': 'https://schema.org/' },
      ['https://schema.org', { '@language': 'fr' }],
    ]) {
      expect(structure({ '@context': context, '@type': 'Thing' })).toEqual([]);
    }
  });

  it('requires a schema.org @context', () => {
    expect(structure({ '@type': 'Thing' })).toEqual(['error structure/context-missing $']);
    const other = checkJsonLd({
      '@context': 'https://example.com/vocab',
      '@type': 'Thing',
    }).diagnostics;
    expect(having(other, 'structure/context')).toMatchObject([
      { severity: 'error', path: "$['@context']", fix: { insert: '"https://schema.org"' } },
    ]);
  });

  it('requires @type on items (error) and nested values (warning)', () => {
    expect(
      structure({ '@context': 'https://schema.org', name: 'x', author: { name: 'A' } }),
    ).toEqual(['error structure/type-missing $', 'warning structure/type-missing $.author']);
    expect(structure({ '@context': 'https://schema.org', '@type': 42 })).toEqual([
      "error structure/type-invalid $['@type']",
    ]);
  });

  it('reads @graph members as items and rejects a @graph that is not a list', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Thing' }, { name: 'untyped' }],
    };
    expect(structure(graph)).toEqual(["error structure/type-missing $['@graph'][1]"]);
    expect(structure({ '@context': 'https://schema.org', '@graph': 'x' })).toEqual([
      "error structure/graph $['@graph']",
    ]);
  });

  it('checks that @id references resolve within the document', () => {
    const base = { '@context': 'https://schema.org' };
    const ok = {
      ...base,
      '@graph': [
        { '@type': 'Organization', '@id': '#org' },
        { '@type': 'WebPage', publisher: { '@id': '#org' } },
      ],
    };
    expect(structure(ok)).toEqual([]);
    const dangling = {
      ...base,
      '@type': 'WebPage',
      publisher: { '@id': '#org' },
      author: { '@id': '_:b0' },
    };
    expect(structure(dangling)).toEqual([
      "warning structure/id-unresolved $.publisher['@id']",
      "error structure/id-unresolved $.author['@id']",
    ]);
    expect(structure({ ...base, '@type': 'Thing', '@id': 5 })).toEqual([
      "error structure/id-invalid $['@id']",
    ]);
  });

  it('reads schema.org\'s "type" and "id" aliases', () => {
    const aliased = {
      '@context': 'https://schema.org',
      type: 'WebPage',
      id: '#page',
      about: { id: '#page' },
    };
    expect(structure(aliased)).toEqual([]);
  });

  it('wants one object at the top level', () => {
    expect(structure([{ '@context': 'https://schema.org', '@type': 'Thing' }])).toEqual([
      'warning structure/top-level-array $',
    ]);
    expect(structure('"just text"')).toEqual(['error structure/top-level $']);
  });
});
