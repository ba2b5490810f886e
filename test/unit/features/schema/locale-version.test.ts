import { describe, expect, it } from 'vitest';
import {
  convertLegacy,
  fromPrimary,
  localeVersion,
  pretty,
} from '@/lib/features/schema/locale-version';

describe('convertLegacy', () => {
  it('puts the nodes of several script blocks into one @graph', () => {
    const raw = [
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Acme"}</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Acme"}]}</script>',
      '<script type="application/ld+json">not json</script>',
    ].join('\n');
    expect(convertLegacy(raw)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', name: 'Acme' },
        { '@type': 'WebSite', name: 'Acme' },
      ],
    });
  });

  it('answers null when no block is readable', () => {
    expect(convertLegacy('<script>oops</script>')).toBeNull();
    expect(convertLegacy('')).toBeNull();
  });
});

describe('fromPrimary', () => {
  it('copies the markup with every inLanguage set to the locale', () => {
    expect(
      fromPrimary(
        { '@graph': [{ inLanguage: 'en', name: 'A' }, { author: { inLanguage: 'en' } }] },
        'fr',
      ),
    ).toEqual({ '@graph': [{ inLanguage: 'fr', name: 'A' }, { author: { inLanguage: 'fr' } }] });
  });

  it('keeps CMS bindings as they are and never lists them as untranslated', () => {
    const made = localeVersion(
      {
        '@type': 'BlogPosting',
        inLanguage: '{{ locale }}',
        headline: '{{ name }}',
        url: '{{ url }}',
      },
      { tag: 'fr', urls: { primary: '{{ url }}', locale: 'https://x.example/fr/a' } },
    );
    expect(made).toEqual({
      value: {
        '@type': 'BlogPosting',
        inLanguage: '{{ locale }}',
        headline: '{{ name }}',
        url: '{{ url }}',
      },
      untranslated: [],
    });
  });

  it('prints none as empty text', () => {
    expect(pretty(null)).toBe('');
    expect(pretty({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
