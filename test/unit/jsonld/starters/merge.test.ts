import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkJsonLd, normalizeInput } from '../../../../lib/jsonld/index';
import { mergeIntoExisting, starterById, STARTERS } from '../../../../lib/jsonld/starters/index';
import type { JsonNode } from '../../../../lib/jsonld/starters/index';
import { frenchPage } from './sample';

const CONTEXT = 'https://schema.org';
const org = () => starterById('organization').build(frenchPage);
const graphOf = (v: JsonNode): unknown[] => v['@graph'] as unknown[];

describe('mergeIntoExisting: the shapes', () => {
  it('gives the addition a @context when there is no markup yet', () => {
    for (const none of [null, undefined, '', '  \n', {}, { '@context': CONTEXT }])
      expect(mergeIntoExisting(none, org())).toEqual({ '@context': CONTEXT, ...org() });
  });

  it('puts a single item and the addition in a @graph, keeping the item’s own @context', () => {
    const article = { '@context': 'http://schema.org', '@type': 'Article', headline: 'Pain' };
    expect(mergeIntoExisting(article, org())).toEqual({
      '@context': 'http://schema.org',
      '@graph': [{ '@type': 'Article', headline: 'Pain' }, org()],
    });
  });

  it('appends to an existing @graph and keeps its other top-level keys', () => {
    const existing = {
      '@context': CONTEXT,
      '@id': 'https://www.example.fr/fr/#graph',
      '@graph': [{ '@type': 'WebSite', name: 'Dupont' }],
    };
    expect(mergeIntoExisting(existing, org())).toEqual({
      '@context': CONTEXT,
      '@id': 'https://www.example.fr/fr/#graph',
      '@graph': [{ '@type': 'WebSite', name: 'Dupont' }, org()],
    });
  });

  it('turns a top-level array into one @graph, keeping a foreign @context on its item', () => {
    const foreign = { '@context': { ex: 'https://ex.org/' }, '@type': 'ex:Thing' };
    const out = mergeIntoExisting(
      [{ '@context': CONTEXT, '@type': 'WebSite', name: 'Dupont' }, foreign],
      org(),
    );
    expect(out).toEqual({
      '@context': CONTEXT,
      '@graph': [{ '@type': 'WebSite', name: 'Dupont' }, foreign, org()],
    });
  });

  it('reads existing markup given as JSON text or a script tag', () => {
    const text = JSON.stringify({ '@context': CONTEXT, '@type': 'Article', headline: 'Pain' });
    const expected = {
      '@context': CONTEXT,
      '@graph': [{ '@type': 'Article', headline: 'Pain' }, org()],
    };
    expect(mergeIntoExisting(text, org())).toEqual(expected);
    expect(mergeIntoExisting(`<script type="application/ld+json">${text}</script>`, org())).toEqual(
      expected,
    );
  });

  it('refuses markup it cannot read rather than overwrite it', () => {
    expect(() => mergeIntoExisting('{ "@type": "Article", }', org())).toThrow(/cannot be read/);
    expect(() => mergeIntoExisting(42, org())).toThrow(/not a JSON object/);
  });
});

describe('mergeIntoExisting: the same thing twice', () => {
  it('fills a second Organization into the first instead of duplicating it', () => {
    const existing = {
      '@context': CONTEXT,
      '@graph': [
        { '@type': 'WebSite', name: 'Dupont' },
        {
          '@type': 'Organization',
          '@id': 'https://www.example.fr/#org',
          name: 'Dupont SARL',
          sameAs: ['https://www.instagram.com/dupont'],
          url: '',
        },
      ],
    };
    const out = mergeIntoExisting(existing, org());
    expect(graphOf(out)).toEqual([
      { '@type': 'WebSite', name: 'Dupont' },
      {
        '@type': 'Organization',
        '@id': 'https://www.example.fr/#org',
        name: 'Dupont SARL',
        sameAs: ['https://www.instagram.com/dupont'],
        url: 'https://www.example.fr/fr/',
      },
    ]);
  });

  it('keeps a single item single when the addition is the same thing', () => {
    const existing = { '@context': CONTEXT, type: 'Organization', id: 'x', name: 'Dupont' };
    expect(mergeIntoExisting(existing, org())).toEqual({
      '@context': CONTEXT,
      type: 'Organization',
      id: 'x',
      name: 'Dupont',
      url: 'https://www.example.fr/fr/',
    });
  });

  it('merges by @id whatever the types', () => {
    const existing = { '@type': 'Bakery', '@id': org()['@id'], name: 'Dupont' };
    const out = mergeIntoExisting(existing, org());
    expect(out).toEqual({ '@context': CONTEXT, ...existing, url: 'https://www.example.fr/fr/' });
  });

  it('adds a second person with another name, but fills a person with the same name', () => {
    const marie = { '@type': 'Person', name: 'Marie Dupont' };
    const jean = { '@type': 'Person', name: 'Jean Dupont', jobTitle: 'Boulanger' };
    expect(graphOf(mergeIntoExisting(marie, jean))).toEqual([marie, jean]);
    expect(mergeIntoExisting(marie, { ...jean, name: 'marie dupont' })).toEqual({
      '@context': CONTEXT,
      ...marie,
      jobTitle: 'Boulanger',
    });
  });

  it('adds only the new questions to an existing FAQ page', () => {
    const q = (name: string, text: string) => ({
      '@type': 'Question',
      name,
      acceptedAnswer: { '@type': 'Answer', text },
    });
    const existing = { '@type': 'FAQPage', mainEntity: q('Livrez-vous ?', 'Oui.') };
    const ctx = {
      ...frenchPage,
      selectionText: 'Livrez-vous ?\nOui, partout.\nFaites-vous des gâteaux ?\nSur commande.',
    };
    const out = mergeIntoExisting(existing, starterById('faq-page').build(ctx));
    expect(out.mainEntity).toEqual([
      q('Livrez-vous ?', 'Oui.'),
      q('Faites-vous des gâteaux ?', 'Sur commande.'),
    ]);
    const unseeded = mergeIntoExisting(existing, starterById('faq-page').build(frenchPage));
    expect(unseeded.mainEntity).toEqual(existing.mainEntity);
  });
});

describe('mergeIntoExisting: the result checks', () => {
  it('resolves a reference the existing markup made to the organization once it is added', () => {
    const existing = {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: 'Boulangerie Dupont',
      publisher: { '@id': 'https://www.example.fr/fr/#organization' },
    };
    const unresolved = (v: unknown) =>
      checkJsonLd(v).diagnostics.filter((d) => d.rule === 'structure/id-unresolved');
    expect(unresolved(existing)).toHaveLength(1);
    expect(unresolved(mergeIntoExisting(existing, org()))).toEqual([]);
  });

  it('builds a whole page’s markup from every template with no structure errors', () => {
    let markup: JsonNode | null = null;
    for (const t of STARTERS) markup = mergeIntoExisting(markup, t.build(frenchPage));
    const ds = checkJsonLd(markup).diagnostics;
    expect(
      ds.filter((d) => d.rule.startsWith('structure/') || d.rule.startsWith('syntax/')),
    ).toEqual([]);
    expect(graphOf(markup!)).toHaveLength(STARTERS.length);
  });
});

const TYPES = ['Organization', 'WebSite', 'Article', 'FAQPage', 'Person', 'Event', 'Product'];
const KEYS = ['name', 'url', 'description', 'image', 'mainEntity', '@id', 'id', '__proto__'];
const ID = fc.constantFrom(
  'https://www.example.fr/fr/#organization',
  'https://www.example.fr/fr/blog/horaires-hiver#article',
  '_:b0',
);
const value = fc.oneof(fc.constant(''), fc.constant(null), fc.jsonValue({ maxDepth: 2 }));
const node = fc
  .record({
    type: fc.oneof(
      fc.constantFrom(...TYPES),
      fc.array(fc.constantFrom(...TYPES), { maxLength: 2 }),
    ),
    props: fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.oneof(value, ID)), { maxLength: 5 }),
  })
  .map(({ type, props }): JsonNode => Object.fromEntries([['@type', type], ...props]));
const withContext = (n: JsonNode): JsonNode =>
  Object.fromEntries([['@context', CONTEXT], ...Object.entries(n)]);

/** Existing markup in each shape, with the nodes the merge must keep. */
const existingArb = fc.oneof(
  node.map((n) => ({ markup: withContext(n) as unknown, nodes: [n] })),
  node.map((n) => ({ markup: n as unknown, nodes: [n] })),
  fc.array(node, { maxLength: 4 }).map((ns) => ({
    markup: { '@context': CONTEXT, '@graph': ns } as unknown,
    nodes: ns,
  })),
  fc.array(node, { minLength: 1, maxLength: 3 }).map((ns) => ({
    markup: ns.map(withContext) as unknown,
    nodes: ns,
  })),
);
const asText = fc.constantFrom<(v: unknown) => unknown>(
  (v) => v,
  (v) => JSON.stringify(v),
  (v) => `<script type="application/ld+json">${JSON.stringify(v)}</script>`,
);
const addition = fc.oneof(
  node,
  fc.constantFrom(...STARTERS).map((t) => t.build(frenchPage)),
);
const json = (v: unknown) => JSON.stringify(v);

describe('mergeIntoExisting: properties', () => {
  it('never drops an existing node or property, and always gives readable markup', () => {
    fc.assert(
      fc.property(existingArb, asText, addition, (existing, form, added) => {
        const out = mergeIntoExisting(form(existing.markup), added);
        expect(normalizeInput(out).error).toBeUndefined();
        expect(normalizeInput(JSON.stringify(out)).error).toBeUndefined();
        expect(out['@context']).toBe(CONTEXT);
        const single = !('@graph' in out);
        const nodes = single
          ? [Object.fromEntries(Object.entries(out).filter(([k]) => k !== '@context'))]
          : graphOf(out);
        expect(nodes.length).toBeGreaterThanOrEqual(existing.nodes.length);
        existing.nodes.forEach((before, i) => {
          const after = nodes[i] as JsonNode;
          for (const [key, was] of Object.entries(before)) {
            expect(Object.hasOwn(after, key), `${key} kept`).toBe(true);
            if (was === '' || was === null) continue;
            if (
              key === 'mainEntity' &&
              Array.isArray(after[key]) &&
              json(after[key]) !== json(was)
            ) {
              const list = Array.isArray(was) ? was : [was];
              expect(json((after[key] as unknown[]).slice(0, list.length))).toBe(json(list));
            } else {
              expect(json(after[key]), `${key} unchanged`).toBe(json(was));
            }
          }
        });
        const appended = nodes.length === existing.nodes.length + 1;
        if (appended) {
          const rest = Object.fromEntries(Object.entries(added).filter(([k]) => k !== '@context'));
          expect(json(nodes.at(-1))).toBe(json(rest));
        } else {
          expect(nodes).toHaveLength(Math.max(existing.nodes.length, 1));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('is idempotent for the templates: adding the same template twice adds it once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STARTERS), existingArb, (t, existing) => {
        const once = mergeIntoExisting(existing.markup, t.build(frenchPage));
        const twice = mergeIntoExisting(once, t.build(frenchPage));
        expect(twice).toEqual(once);
      }),
      { numRuns: 200 },
    );
  });
});
