import { describe, expect, it } from 'vitest';
import { buildSiteIndex } from '@/lib/core/locate/site-index';
import { PRODUCTION_HOSTS, locate } from '@/lib/core/locate/locate';

describe('buildSiteIndex', () => {
  it('merges per-locale page lists into one index the locator understands', () => {
    const index = buildSiteIndex(
      {
        id: 's1',
        shortName: 'acme',
        customDomains: [{ id: 'd1', url: 'acme.com' }],
        locales: {
          primary: { id: 'L1', tag: 'en', subdirectory: '' },
          secondary: [{ id: 'L2', tag: 'fr', subdirectory: 'fr', enabled: true }],
        },
      },
      new Map([
        ['L1', [{ id: 'p1', title: 'About', publishedPath: '/about', collectionId: null }]],
        [
          'L2',
          [{ id: 'p1', title: 'À propos', publishedPath: '/fr/a-propos', collectionId: null }],
        ],
      ]),
    );
    expect(index.pages).toEqual([
      {
        id: 'p1',
        collectionId: null,
        parentId: undefined,
        publishedPaths: { L1: '/about', L2: '/fr/a-propos' },
        titles: { L1: 'About', L2: 'À propos' },
      },
    ]);
    expect(index.locales.map((l) => [l.id, l.primary])).toEqual([
      ['L1', true],
      ['L2', false],
    ]);
    expect(locate('https://acme.com/fr/a-propos', [index], PRODUCTION_HOSTS)).toMatchObject({
      ok: true,
      pageId: 'p1',
      localeId: 'L2',
    });
  });
});
