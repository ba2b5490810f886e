import { afterEach, describe, expect, it } from 'vitest';
import english from '@/public/_locales/en/messages.json';
import french from '@/public/_locales/fr/messages.json';
import german from '@/public/_locales/de/messages.json';
import { messagesSource } from '@/lib/core/i18n/source';
import { setMessageSource } from '@/lib/core/i18n/t';
import { checkedAgo, countsText, progressText } from '@/lib/features/site/messages';

afterEach(() => setMessageSource(messagesSource(english)));

const MINUTE = 60_000;

describe('site grid words in the editor’s language', () => {
  it('says how long ago the site was checked, with the number in the right form', () => {
    expect(checkedAgo(20_000)).toBe('checked just now');
    expect(checkedAgo(24 * 60 * MINUTE)).toBe('checked 1 day ago');
    expect(checkedAgo(3 * 24 * 60 * MINUTE)).toBe('checked 3 days ago');
    setMessageSource(messagesSource(german, 'de'));
    expect(checkedAgo(3 * MINUTE)).toBe('vor 3 Min. geprüft');
    expect(checkedAgo(2 * 60 * MINUTE)).toBe('vor 2 Std. geprüft');
    expect(checkedAgo(24 * 60 * MINUTE)).toBe('vor 1 Tag geprüft');
    expect(checkedAgo(3 * 24 * 60 * MINUTE)).toBe('vor 3 Tagen geprüft');
    setMessageSource(messagesSource(french, 'fr'));
    expect(checkedAgo(3 * MINUTE)).toBe('vérifié il y a 3 min');
    expect(checkedAgo(3 * 24 * 60 * MINUTE)).toBe('vérifié il y a 3 jours');
  });

  it('formats counts and progress in the UI language', () => {
    expect(countsText(2, 1)).toBe('2 errors, 1 warning');
    expect(progressText('reading', 1200, 3000)).toBe('Reading 1,200 of 3,000');
    setMessageSource(messagesSource(german, 'de'));
    expect(countsText(1, 2)).toBe('1 Fehler, 2 Warnungen');
    expect(progressText('reading', 1200, 3000)).toBe('1.200 von 3.000 werden gelesen');
  });
});
