import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../../public/_locales/', import.meta.url);
const read = (lang: string) =>
  JSON.parse(readFileSync(new URL(`${lang}/messages.json`, root), 'utf8')) as Record<
    string,
    { message: string }
  >;
const english = read('en');
const placeholders = (text: string) => [...new Set(text.match(/\$\d/g) ?? [])].sort();

describe('the locales', () => {
  const languages = readdirSync(root).filter((l) => l !== 'en');

  it('are English and at least German and French', () => {
    expect(languages).toEqual(expect.arrayContaining(['de', 'fr']));
  });

  for (const lang of languages) {
    it(`${lang} has every English message, no other, each non-empty with the same $n`, () => {
      const messages = read(lang);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      for (const [key, { message }] of Object.entries(english)) {
        const translated = messages[key]?.message ?? '';
        expect(translated.trim(), `${lang}: ${key}`).not.toBe('');
        expect(placeholders(translated), `${lang}: ${key}`).toEqual(placeholders(message));
      }
    });
  }

  it('uses keys Chrome accepts (ASCII letters, digits, underscores)', () => {
    for (const key of Object.keys(english)) expect(key).toMatch(/^[A-Za-z0-9_]+$/);
  });
});
