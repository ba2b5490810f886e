import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { emulatorClient } from '../../support/emulator-client';
import { startEmulator, type TestEmulator } from '@/emulator/testing';
import { mergedRedirectCsv, writeRedirectCsv } from '@/lib/features/redirects/redirect-csv';
import { applyRedirects, movesAsRules } from '@/lib/features/redirects/redirect-plan';
import { isSitePath } from '@/lib/features/redirects/redirect-rules';
import type { SlugMove } from '@/lib/features/redirects/slug-moves';

const move = (fromPath: string, toPath: string): SlugMove => ({
  pageId: 'p1',
  localeId: null,
  fromPath,
  toPath,
  at: 1,
});

describe('redirects keep to the site', () => {
  it('tells a site path from one that leaves the site', () => {
    for (const path of ['/', '/about', '/fr/about-us', '/a//b'])
      expect(isSitePath(path), path).toBe(true);
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example/', '', 'about'])
      expect(isSitePath(path), path).toBe(false);
  });

  it('writes no move that leaves the site into the file, and neutralises formula cells', () => {
    const moves = [move('/old', '//evil.example'), move('/\\evil', '/new'), move('/a', '/b')];
    const { csv, rules } = mergedRedirectCsv('source,target\r\n/x,=1+2\r\n', movesAsRules(moves));
    // The editor's own rows stay (the import replaces the site's redirects), written safely.
    expect(rules.map((r) => `${r.fromUrl} ${r.toUrl}`)).toEqual(['/x =1+2', '/a /b']);
    expect(csv).toBe("source,target\r\n/x,'=1+2\r\n/a,/b\r\n");
    expect(
      writeRedirectCsv([
        { fromUrl: '/x', toUrl: '=1+2' },
        { fromUrl: '@a', toUrl: '-b' },
      ]),
    ).toBe("source,target\r\n/x,'=1+2\r\n'@a,'-b\r\n");
  });

  describe('against the emulator (Enterprise)', () => {
    let emu: TestEmulator;
    beforeAll(async () => {
      emu = await startEmulator({ seed: 'demo', rateLimit: 0 });
    });
    afterAll(() => emu?.close());
    beforeEach(async () => {
      fakeBrowser.reset();
      await emu.control('/reset', { method: 'POST' });
    });

    it('creates no redirect to or from a path that leaves the site', async () => {
      const site = emu.fixtures.sites.find((s) => s.shortName === 'northwind-studio')!;
      const client = emulatorClient(emu, site.apiKey!);
      const done = await applyRedirects(client, site.id, [
        move('/old', '//evil.example'),
        move('/\\evil.example', '/new'),
        move('/gone', '/here'),
      ]);
      const held = (await emu.call(`/beta/sites/${site.id}/redirects`, { token: site.apiKey })).body
        .redirects as { fromUrl: string; toUrl: string }[];
      expect(held.map((r) => `${r.fromUrl} ${r.toUrl}`)).toEqual(['/gone /here']);
      expect(done.results.filter((r) => r.ok).map((r) => r.fromUrl)).toEqual(['/gone']);
    });
  });
});
