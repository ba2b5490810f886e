import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../wxt.config';
import { ZIPS, zipFiles } from './artifacts';

/** A PEM private key of any kind: `PRIVATE KEY`, `RSA PRIVATE KEY`, `ENCRYPTED PRIVATE KEY`, … */
const PRIVATE_KEY = /-----BEGIN [A-Z ]*PRIVATE KEY-----/;

/** Every zip `npm run zip` left in `.output/`. */
const zips = () =>
  readdirSync('.output')
    .filter((name) => name.endsWith('.zip'))
    .map((name) => path.resolve('.output', name));

describe('no private key in any zip', () => {
  it('the store zips and the sources zip are all there', () => {
    expect(zips()).toEqual(expect.arrayContaining(Object.values(ZIPS)));
  });

  it.each(zips().map((zip) => [path.basename(zip), zip]))('%s holds no private key', (_, zip) => {
    const files = zipFiles(zip);
    expect(files.length).toBeGreaterThan(5);
    const hits = files.filter(([, text]) => PRIVATE_KEY.test(text)).map(([name]) => name);
    expect(hits).toEqual([]);
  });

  it('the scan finds a key', () => {
    expect(PRIVATE_KEY.test('-----BEGIN PRIVATE KEY-----\nMIIE…')).toBe(true);
    expect(PRIVATE_KEY.test('-----BEGIN RSA PRIVATE KEY-----')).toBe(true);
    expect(PRIVATE_KEY.test('-----BEGIN PUBLIC KEY-----')).toBe(false);
  });

  it('the sources zip leaves out key files wherever they are in the checkout', () => {
    // WXT matches with picomatch; Node's own glob matcher reads these patterns the same way.
    const excluded = (file: string) =>
      (config.zip?.excludeSources ?? []).some((glob) => path.matchesGlob(file, glob));
    for (const file of ['keys/chrome.pem', 'chrome.pem', 'lib/core/x.key', 'a/b/c/signing.pem'])
      expect(excluded(file), file).toBe(true);
    expect(excluded('lib/core/manifest/build-settings.ts')).toBe(false);
  });
});
