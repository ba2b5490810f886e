import { describe, expect, it } from 'vitest';
import { convertLegacy, fromPrimary, pretty } from '@/lib/features/schema/locale-version';

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

  it('prints none as empty text', () => {
    expect(pretty(null)).toBe('');
    expect(pretty({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
