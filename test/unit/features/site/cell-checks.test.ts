import { describe, expect, it } from 'vitest';
import type { Page } from '@/lib/core/api/pages';
import { foldersOf, hasLocalizedSlugs, metadataFlags } from '@/lib/features/site/cell-checks';

const page = (id: string, slug: string, patch: Partial<Page> = {}): Page => ({
  id,
  slug,
  title: 'A page title that is long enough',
  seo: { title: 'An SEO title that is long enough to pass', description: '' },
  ...patch,
});

describe('cell metadata flags', () => {
  it('finds duplicate slugs in a folder and badly formed slugs', () => {
    const list = [
      page('a', 'team'),
      page('b', 'team'),
      page('c', 'Our Team'),
      page('d', 'team', { parentId: 'f' }),
    ];
    const folders = foldersOf(list);
    const flags = (p: Page) =>
      metadataFlags(p, { folders, localizedSlugs: false, localeSubdirectory: '' });
    expect(flags(list[0]!).slug).toEqual(['duplicate']);
    expect(flags(list[2]!).slug).toEqual(expect.arrayContaining(['uppercase', 'spaces']));
    expect(flags(list[3]!).slug).toEqual([]);
    expect(flags(list[0]!)).toMatchObject({ title: 'ok', seoTitle: 'ok', description: 'empty' });
  });

  it('flags a secondary slug equal to the primary’s only where the site localizes slugs', () => {
    const primary = [page('a', 'about'), page('b', 'contact')];
    const french = [page('a', 'a-propos'), page('b', 'contact')];
    expect(hasLocalizedSlugs(primary, [french])).toBe(true);
    expect(hasLocalizedSlugs(primary, [primary])).toBe(false);
    const ctx = { folders: foldersOf(french), localeSubdirectory: 'fr' };
    expect(
      metadataFlags(french[1]!, { ...ctx, primary: primary[1], localizedSlugs: true }).slug,
    ).toEqual(['not-localized']);
    expect(
      metadataFlags(french[1]!, { ...ctx, primary: primary[1], localizedSlugs: false }).slug,
    ).toEqual([]);
    expect(
      metadataFlags(page('h', 'index'), {
        ...ctx,
        primary: page('h', 'index'),
        localizedSlugs: true,
      }).slug,
    ).toEqual([]);
  });
});
