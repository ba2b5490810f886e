import { afterEach, describe, expect, it } from 'vitest';
import english from '@/public/_locales/en/messages.json';
import { messagesSource } from '@/lib/core/i18n/source';
import german from '@/public/_locales/de/messages.json';
import { localeDisplayName, plural, setMessageSource, t } from '@/lib/core/i18n/t';

afterEach(() => setMessageSource(messagesSource(english)));

describe('t', () => {
  it('reads the English message', () => {
    expect(t('menuAddSchema')).toBe('Add schema…');
  });

  it('substitutes $1…$9 and formats counts in the UI language', () => {
    setMessageSource(
      messagesSource(
        {
          one: { message: '$1 Seite' },
          many: { message: '$1 Seiten von $2' },
        },
        'de',
      ),
    );
    expect(plural(1, 'one' as never, 'many' as never)).toBe('1 Seite');
    expect(plural(1200, 'one' as never, 'many' as never)).toBe('1.200 Seiten von ');
  });

  it('shows the key when a message is missing, never a blank', () => {
    setMessageSource(messagesSource({}));
    expect(t('extName')).toBe('extName');
  });

  it('names a locale in the UI language inside a translated sentence, not the service’s', () => {
    setMessageSource(messagesSource(german, 'de'));
    const name = localeDisplayName('fr', 'French');
    expect(name).toBe('Französisch');
    expect(t('ui_schema_create_from_primary', name)).toBe(
      'Eine Version für Französisch aus dem primären erstellen',
    );
    setMessageSource(messagesSource(english, 'en'));
    expect(localeDisplayName('fr-CA', 'Français (Canada)')).toBe('Canadian French');
  });

  it('falls back to the service’s name for a missing or malformed tag', () => {
    setMessageSource(messagesSource(german, 'de'));
    expect(localeDisplayName(undefined, 'French')).toBe('French');
    expect(localeDisplayName('not a tag', 'French')).toBe('French');
  });
});
