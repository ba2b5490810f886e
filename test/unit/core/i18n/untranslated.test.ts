import { readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { untranslated } from './literals';

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

// `aria-keyshortcuts` takes the standard key names, not words; the visible hint is translated.
const CODES = ['lib/features/schema/editor/messages.ts Shift+Alt+F'];
/** A finding without its line number, which moves whenever the file above it changes. */
const unplaced = (found: string) => found.replace(/:\d+ /, ' ');

describe('every text an editor reads goes through t()', () => {
  it('in the components', () => {
    const files = walk('components').filter((p) => p.endsWith('.tsx'));
    expect(files.length).toBeGreaterThan(40);
    expect(files.flatMap((f) => untranslated(f, false))).toEqual([]);
  });

  it('in the message modules of the libraries', () => {
    const files = walk('lib').filter((p) => p.endsWith('/messages.ts'));
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap((f) => untranslated(f, true)).map(unplaced)).toEqual(CODES);
  });

  it('finds text that does not', () => {
    const found = untranslated('test/unit/core/i18n/fixtures/untranslated.tsx', false);
    expect(found.map((f) => f.replace(/^.*?:/, ''))).toEqual([
      '4 Loading…',
      '5 Close the panel',
      '6 Saved.',
    ]);
  });
});
