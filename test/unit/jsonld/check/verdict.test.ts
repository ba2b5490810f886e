import { beforeAll, describe, expect, it } from 'vitest';
import { checkJsonLd, describeVerdict, markupVerdict } from '../../../../lib/jsonld/index';
import type { Vocabulary } from '../../../../lib/jsonld/index';
import { doc, vocab } from '../helpers';

describe('the markup verdict', () => {
  let v: Vocabulary;
  beforeAll(async () => {
    v = await vocab();
  });
  const verdictOf = (value: unknown) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    const verdict = markupVerdict(checkJsonLd(text, { vocabulary: v }));
    return { verdict, words: describeVerdict(verdict) };
  };

  it('says the markup is eligible for the rich result it aims at', () => {
    const { verdict, words } = verdictOf(
      doc({ '@type': 'Article', headline: 'Bread', author: { '@type': 'Person', name: 'A' } }),
    );
    expect(verdict).toEqual({ kind: 'rich', eligible: ['Article'], notEligible: [], errors: 0 });
    expect(words).toBe('Eligible for Article rich results');
  });

  it('says which rich result the markup misses, and how many errors stand in the way', () => {
    const { words } = verdictOf(doc({ '@type': 'BreadcrumbList', name: 'Trail' }));
    expect(words).toBe('Not eligible for Breadcrumb rich results: 1 error');
  });

  it('names every rich result, eligible or not', () => {
    const { verdict, words } = verdictOf({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Article', headline: 'Bread' },
        { '@type': 'Organization', name: 'Acme', url: 'https://acme.example/' },
      ],
    });
    expect(verdict).toMatchObject({ eligible: ['Article', 'Organization'], notEligible: [] });
    expect(words).toBe('Eligible for Article and Organization rich results');
  });

  it('counts errors outside the rich-result rules beside an eligible verdict', () => {
    const { words } = verdictOf(doc({ '@type': 'Article', headline: 'Bread', colr: 'red' }));
    expect(words).toBe('Eligible for Article rich results · 1 error to fix');
  });

  it('says what the markup is when no rich result applies', () => {
    expect(verdictOf(doc({ '@type': 'WebSite', name: 'Acme' })).words).toBe(
      'WebSite markup: valid',
    );
    expect(verdictOf(doc({ '@type': 'Person', name: 'Dana', nmae: 'x' })).words).toBe(
      'Person markup · 1 error to fix',
    );
  });

  it('says when the markup cannot be read at all', () => {
    const { verdict, words } = verdictOf('{ "@type": ');
    expect(verdict.kind).toBe('unreadable');
    expect(words).toBe('Markup cannot be read: 1 error');
  });
});
