import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import english from '@/public/_locales/en/messages.json';
import french from '@/public/_locales/fr/messages.json';
import german from '@/public/_locales/de/messages.json';
import { messagesSource } from '@/lib/core/i18n/source';
import { setMessageSource } from '@/lib/core/i18n/t';
import { t } from '@/lib/jsonld/text/text';

afterEach(() => setMessageSource(messagesSource(english)));

const ROOT = path.resolve('lib/jsonld');

/** Every `.ts` file of the checker's folder, recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The message keys the checker's `t` is called with, each with the file it is used in. */
const used = sources(ROOT).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z0-9_]+)'/g)].map(
    (m) => [path.relative(ROOT, file), m[1]!] as const,
  ),
);

describe("the checker's words", () => {
  it('finds the calls it checks', () => {
    expect(used.length).toBeGreaterThan(100);
  });

  it.each([
    ['en', english],
    ['de', german],
    ['fr', french],
  ])('every key the checker uses is in the %s messages', (_lang, messages) => {
    const missing = used.filter(([, key]) => !Object.hasOwn(messages, key));
    expect(missing).toEqual([]);
  });

  it("answers in the language set for the extension's own words", () => {
    setMessageSource(messagesSource(german, 'de'));
    expect(t('jsonld_verdict_with_errors', 'X', '1')).toBe(
      messagesSource(german, 'de').getMessage('jsonld_verdict_with_errors', ['X', '1']),
    );
    expect(t('jsonld_verdict_with_errors', 'X', '1')).not.toBe(
      messagesSource(english).getMessage('jsonld_verdict_with_errors', ['X', '1']),
    );
  });
});
