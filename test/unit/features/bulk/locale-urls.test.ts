import { describe, expect, it } from 'vitest';
import { setLocaleUrls } from '@/lib/features/bulk/changes/locale-urls';
import {
  planChangeSchema,
  type SchemaCellState,
  type SetLocaleUrls,
} from '@/lib/features/bulk/change-types';

const from = 'https://site.example/about';
const to = 'https://site.example/fr/about';
const change: SetLocaleUrls = {
  type: 'set-locale-urls',
  urls: [{ pageId: 'p1', localeId: 'fr1', from, to }],
};
const state = (
  value: Record<string, unknown> | null,
  s: SchemaCellState['state'] = 'own',
): SchemaCellState => ({
  cell: { pageId: 'p1', localeId: 'fr1' },
  locale: { tag: 'fr', primary: false },
  state: s,
  value,
});

describe('set-locale-urls', () => {
  it("points url and @id values naming the primary's URL at the locale's, keeping fragments", () => {
    const value = {
      '@graph': [
        { '@type': 'WebPage', '@id': `${from}#webpage`, url: `${from}/`, name: from },
        { '@type': 'Organization', url: 'https://site.example/' },
      ],
    };
    const result = setLocaleUrls(state(value), change, 's1');
    expect(result).toMatchObject({
      payload: {
        siteId: 's1',
        pageId: 'p1',
        localeId: 'fr1',
        jsonLdSchema: {
          '@graph': [
            { '@type': 'WebPage', '@id': `${to}#webpage`, url: to, name: from },
            { '@type': 'Organization', url: 'https://site.example/' },
          ],
        },
      },
    });
  });

  it('skips cells it cannot or need not change', () => {
    expect(setLocaleUrls(state({ url: to }), change, 's1')).toHaveProperty('skip');
    expect(setLocaleUrls(state({ url: from }, 'inherited'), change, 's1')).toHaveProperty('skip');
    expect(setLocaleUrls(state(null, 'none'), change, 's1')).toHaveProperty('skip');
    const other = { ...state({ url: from }), cell: { pageId: 'p2', localeId: 'fr1' } };
    expect(setLocaleUrls(other, change, 's1')).toHaveProperty('skip');
  });

  it('is a change planBulkChange accepts, with absolute URLs only', () => {
    expect(planChangeSchema.safeParse(change).success).toBe(true);
    const relative = { ...change, urls: [{ ...change.urls[0]!, to: '/fr/about' }] };
    expect(planChangeSchema.safeParse(relative).success).toBe(false);
  });
});
