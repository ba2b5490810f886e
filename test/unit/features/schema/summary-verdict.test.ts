import { describe, expect, it } from 'vitest';
import { verdict, type LocaleSummary } from '@/lib/features/schema/summary';

const NAMES: Record<string, string> = { en: 'English', fr: 'French', de: 'German' };
const names = (id: string | null) => NAMES[id ?? 'en']!;
const chip = (
  localeId: string | null,
  state: LocaleSummary['state'],
  errors: number,
): LocaleSummary => ({ localeId, state, errors, warnings: 0 });

describe('verdict', () => {
  it('counts an error the secondary locales inherit once, naming who inherits it', () => {
    expect(
      verdict(
        [chip(null, 'own', 1), chip('fr', 'inherited', 1), chip('de', 'inherited', 1)],
        names,
      ),
    ).toBe('1 error in English, inherited by French, German.');
  });

  it('adds a locale’s own errors to the primary’s, and still counts inherited ones once', () => {
    expect(
      verdict([chip(null, 'own', 2), chip('fr', 'own', 1), chip('de', 'inherited', 2)], names),
    ).toBe('3 errors in English, French, inherited by German.');
  });

  it('says nothing of inheriting when only a secondary locale has errors', () => {
    expect(
      verdict([chip(null, 'own', 0), chip('fr', 'own', 2), chip('de', 'inherited', 0)], names),
    ).toBe('2 errors to fix in French.');
  });
});
