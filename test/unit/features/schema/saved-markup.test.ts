import { describe, expect, it } from 'vitest';
import type { LocaleSchema } from '@/lib/features/schema/page-schema';
import { savedMarkup } from '@/lib/features/schema/model/schema-writes';

const primary: LocaleSchema = {
  localeId: null,
  state: 'own',
  value: { '@type': 'Organization', name: 'Acme' },
  raw: null,
  lastUpdated: 't0',
};

describe('the markup a save answered, as the editor shows it', () => {
  it('is the locale’s own markup as the service holds it, with its lastUpdated', () => {
    const value = { '@type': 'Bakery', name: 'Acme' };
    expect(savedMarkup('fr', { lastUpdated: 't2', value, isInherited: false }, primary)).toEqual({
      localeId: 'fr',
      state: 'own',
      value,
      raw: null,
      lastUpdated: 't2',
    });
  });

  it('shows the primary’s markup when the locale inherits it', () => {
    expect(
      savedMarkup('fr', { lastUpdated: 't0', value: null, isInherited: true }, primary),
    ).toEqual({
      localeId: 'fr',
      state: 'inherited',
      value: primary.value,
      raw: null,
      lastUpdated: 't0',
    });
  });

  it('is none when the service holds nothing of the locale’s own', () => {
    expect(savedMarkup(null, { lastUpdated: null, value: null }, undefined)).toMatchObject({
      state: 'none',
      value: null,
    });
  });
});
