import { describe, expect, it } from 'vitest';
import { BUILDS, ZIPS, buildFiles, zipFiles } from './artifacts';

/** What must never ship: development origins and anything shaped like an OAuth client secret. */
const FORBIDDEN: [string, RegExp][] = [
  ['a localhost origin', /localhost/i],
  ['a loopback address', /127\.0\.0\.1|\[::1\]/],
  ['an OAuth client secret parameter', /client_secret|clientSecret/],
  ['a 64-hex-digit secret', /\b[0-9a-f]{64}\b/i],
  ['an emulator secret', /emu_(secret|key|token)_/i],
];

const shipped = (): [string, [string, string][]][] => [
  ['chrome build', buildFiles(BUILDS.chrome)],
  ['firefox build', buildFiles(BUILDS.firefox)],
  ['chrome zip', zipFiles(ZIPS.chrome)],
  ['firefox zip', zipFiles(ZIPS.firefox)],
];

describe('shipped artifacts', () => {
  it.each(shipped())('%s contains no development origin or secret', (_name, files) => {
    expect(files.length).toBeGreaterThan(5);
    const hits = files.flatMap(([file, text]) =>
      FORBIDDEN.filter(([, re]) => re.test(text)).map(([what]) => `${file}: ${what}`),
    );
    expect(hits).toEqual([]);
  });

  it('the scan finds what it looks for', () => {
    const planted = 'const s = "client_secret"; fetch("http://localhost:8787")';
    expect(FORBIDDEN.filter(([, re]) => re.test(planted)).map(([w]) => w)).toEqual([
      'a localhost origin',
      'an OAuth client secret parameter',
    ]);
  });

  it('the sources zip for reviewers builds the extension and holds no tests or servers', () => {
    const names = zipFiles(ZIPS.sources).map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining(['package.json', 'package-lock.json', 'wxt.config.ts']),
    );
    expect(names.some((n) => n.startsWith('entrypoints/'))).toBe(true);
    expect(names.filter((n) => /^(test|emulator|broker|node_modules|\.output)\//.test(n))).toEqual(
      [],
    );
  });
});
