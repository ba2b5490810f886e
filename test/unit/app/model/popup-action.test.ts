import { describe, expect, it } from 'vitest';
import type { PageLocation } from '@/lib/core/locate/page-locator';
import { mainAction } from '@/lib/app/model/popup-action';
import type { LocaleSummary } from '@/lib/features/schema/summary';

const EN = { id: 'en', tag: 'en', name: 'English', primary: true };
const FR = { id: 'fr', tag: 'fr', name: 'French', primary: false };
const DE = { id: 'de', tag: 'de', name: 'German', primary: false };
const on = (locale: typeof EN): PageLocation => ({
  site: { id: 's', name: 'Demo' },
  page: { id: 'p', title: 'Contact', path: '/contact' },
  locale,
  locales: [EN, FR, DE],
  paths: {},
  via: 'staging',
});
const s = (localeId: string | null, state: LocaleSummary['state'], errors = 0): LocaleSummary => ({
  localeId,
  state,
  errors,
  warnings: 0,
});

describe('the popup’s main action', () => {
  it('opens the side panel while the page or its markup is not known', () => {
    expect(mainAction(undefined, undefined)).toEqual({ kind: 'open' });
    expect(mainAction(on(EN), undefined)).toEqual({ kind: 'open' });
  });

  it('fixes errors first: the tab’s locale, then the primary, then any other', () => {
    expect(mainAction(on(FR), [s(null, 'own', 1), s('fr', 'own', 2)])).toEqual({
      kind: 'fix',
      localeId: 'fr',
    });
    expect(mainAction(on(FR), [s(null, 'own', 1), s('fr', 'inherited', 1)])).toEqual({
      kind: 'fix',
      localeId: 'en',
    });
    expect(mainAction(on(EN), [s(null, 'own'), s('fr', 'inherited'), s('de', 'own', 3)])).toEqual({
      kind: 'fix',
      localeId: 'de',
    });
    expect(mainAction(on(EN), [s(null, 'raw')])).toEqual({ kind: 'fix', localeId: 'en' });
  });

  it('offers a locale version next, the tab’s own locale first', () => {
    expect(
      mainAction(on(FR), [s(null, 'own'), s('de', 'inherited'), s('fr', 'inherited')]),
    ).toEqual({ kind: 'create', localeId: 'fr', name: 'French' });
    expect(mainAction(on(EN), [s(null, 'own'), s('de', 'inherited')])).toEqual({
      kind: 'create',
      localeId: 'de',
      name: 'German',
    });
  });

  it('adds schema when the tab’s locale has none, else opens the panel', () => {
    expect(mainAction(on(EN), [s(null, 'none'), s('fr', 'none')])).toEqual({ kind: 'add' });
    expect(mainAction(on(EN), [s(null, 'own'), s('fr', 'own')])).toEqual({ kind: 'open' });
  });
});
