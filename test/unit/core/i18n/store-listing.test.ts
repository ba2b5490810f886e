import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const messages = (lang: string) =>
  JSON.parse(readFileSync(`public/_locales/${lang}/messages.json`, 'utf8')) as Record<
    string,
    { message: string }
  >;

describe('the store listing, in each language', () => {
  it('the manifest takes its name and description from _locales', async () => {
    const config = (await import('@/wxt.config')).default;
    const manifest = config.manifest as (env: object) => Record<string, unknown>;
    for (const browser of ['chrome', 'firefox']) {
      const built = manifest({ browser, mode: 'production', command: 'build', manifestVersion: 3 });
      expect(built.description).toBe('__MSG_extDescription__');
      expect(built.name).toBe('__MSG_extName__');
    }
  }, 30_000);

  it.each(['en', 'de', 'fr'])('%s: a short description Chrome accepts and a long one', (lang) => {
    const words = messages(lang);
    // The Chrome Web Store refuses a manifest description over 132 characters.
    expect(words.extDescription!.message.length).toBeLessThanOrEqual(132);
    const long = words.extStoreDescription!.message;
    expect(long.length).toBeGreaterThan(400);
    expect(long.length).toBeLessThanOrEqual(16_000);
    if (lang !== 'en') expect(long).not.toBe(messages('en').extStoreDescription!.message);
  });
});
