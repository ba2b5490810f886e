import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  addSlugMoves,
  clearSlugMoves,
  movesBetween,
  readSlugMoves,
} from '@/lib/features/redirects/slug-moves';
import { createRedirectHandlers } from '@/lib/features/redirects/redirect-messages';

const FR = 'fr-id';
const DE = 'de-id';

describe('movesBetween', () => {
  it('one move per locale whose published path changed', () => {
    const before = new Map([
      [null, '/about'],
      [FR, '/fr/about'],
      [DE, '/de/uber'],
    ]);
    const after = new Map([
      [null, '/about-us'],
      [FR, '/fr/about-us'],
      [DE, '/de/uber'],
    ]);
    expect(movesBetween('p', before, after, 5)).toEqual([
      { pageId: 'p', localeId: null, fromPath: '/about', toPath: '/about-us', at: 5 },
      { pageId: 'p', localeId: FR, fromPath: '/fr/about', toPath: '/fr/about-us', at: 5 },
    ]);
  });

  it('the home page (slug ignored, path "/" stays) and any ignored slug move nothing', () => {
    const home = new Map([
      [null, '/'],
      [FR, '/fr'],
    ]);
    expect(movesBetween('home', home, new Map(home), 1)).toEqual([]);
    expect(movesBetween('p', new Map([[null, '/a']]), new Map([[null, '/a/']]), 1)).toEqual([]);
    expect(movesBetween('p', new Map([[null, null]]), new Map([[null, '/a']]), 1)).toEqual([]);
  });
});

describe('stored moves', () => {
  beforeEach(() => fakeBrowser.reset());

  it('are kept per site, read per page and cleared per page', async () => {
    const move = (pageId: string) => ({
      pageId,
      localeId: null,
      fromPath: '/a',
      toPath: '/b',
      at: 1,
    });
    await addSlugMoves('s1', [move('p1'), move('p2')]);
    await addSlugMoves('s2', [move('p3')]);
    expect(await readSlugMoves('s1', 'p1')).toEqual([move('p1')]);
    await clearSlugMoves('s1', 'p1');
    expect(await readSlugMoves('s1')).toEqual([move('p2')]);
    expect(await readSlugMoves('s2')).toEqual([move('p3')]);
  });
});

describe('moves a page records through the message (an item’s slug saved in the Item tab)', () => {
  beforeEach(() => fakeBrowser.reset());

  it('are kept under the item as their scope, a move that moved nothing left out', async () => {
    const handlers = createRedirectHandlers({
      clientFor: async () => {
        throw new Error('no request is needed');
      },
      getEndpoints: async () => {
        throw new Error('no endpoint is needed');
      },
    });
    await handlers.recordSlugMoves({
      siteId: 's',
      moves: [
        { pageId: 'item-1', localeId: FR, fromPath: '/fr/post/a', toPath: '/fr/post/b' },
        { pageId: 'item-1', localeId: null, fromPath: '/post/a', toPath: '/post/a' },
      ],
    });
    expect(await readSlugMoves('s', 'item-1')).toEqual([
      {
        pageId: 'item-1',
        localeId: FR,
        fromPath: '/fr/post/a',
        toPath: '/fr/post/b',
        at: expect.any(Number),
      },
    ]);
  });
});
