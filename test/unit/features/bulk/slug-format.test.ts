import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Page } from '@/lib/core/api/pages';
import { bulkChangeSchema, KIND_OF } from '@/lib/features/bulk/change-types';
import {
  cleanSlug,
  fixSlugFormats,
  hasFormatProblem,
  type SlugCellState,
} from '@/lib/features/bulk/changes/slug-format';
import { bulkText } from '@/lib/features/bulk/messages';
import { slugText } from '@/lib/features/metadata/messages';
import { validateSlug } from '@/lib/features/metadata/slug-rules';

const SITE = 'site1';
const page = (id: string, slug: string | null, extra: Partial<Page> = {}): Page =>
  ({ id, slug, title: id, publishedPath: `/${slug ?? ''}`, ...extra }) as Page;
const state = (
  p: Page,
  siblings: Page[] = [p],
  localeId: string | null = null,
  localizedSlugs = true,
): SlugCellState => ({
  cell: { pageId: p.id, localeId },
  page: p,
  siblings: siblings.map((s) => ({ id: s.id, slug: s.slug })),
  context: { isPrimaryLocale: localeId === null, localizedSlugs, localeSubdirectory: 'fr-fr' },
});
const formatProblems = (slug: string) =>
  validateSlug(slug, [], 'x').problems.filter((p) => p.code !== 'duplicate');

describe('cleanSlug', () => {
  it('lowercases, folds letters to ASCII, turns anything else into single hyphens and trims', () => {
    const none = new Set<string>();
    expect(cleanSlug('Über Uns', none)).toBe('uber-uns');
    expect(cleanSlug('--Café__Crème!!', none)).toBe('cafe-creme');
    expect(cleanSlug('Straße/Nº 5', none)).toBe('strasse-no-5');
    expect(cleanSlug('東京', none)).toBeUndefined();
  });

  it('adds -2, -3… when a sibling already has the cleaned slug', () => {
    expect(cleanSlug('About Us', new Set(['about-us']))).toBe('about-us-2');
    expect(cleanSlug('About Us', new Set(['about-us', 'about-us-2']))).toBe('about-us-3');
  });

  it('always answers a slug with no format problem, and is idempotent (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 140 }),
        fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,4})?$/), { maxLength: 5 }),
        (raw, siblings) => {
          const taken = new Set(siblings);
          const cleaned = cleanSlug(raw, taken);
          if (cleaned === undefined) return;
          expect(formatProblems(cleaned)).toEqual([]);
          expect(taken.has(cleaned)).toBe(false);
          expect(cleanSlug(cleaned, new Set())).toBe(cleaned);
        },
      ),
    );
  });
});

describe('fix-slug-format', () => {
  it('is a metadata bulk change', () => {
    expect(bulkChangeSchema.parse({ type: 'fix-slug-format' })).toEqual({
      type: 'fix-slug-format',
    });
    expect(KIND_OF['fix-slug-format']).toBe('metadata');
    expect(hasFormatProblem('Bad Slug')).toBe(true);
    expect(hasFormatProblem('good-slug')).toBe(false);
  });

  it('proposes a cleaned slug for a badly formatted one, avoiding the siblings’ slugs', () => {
    const bad = page('p1', 'Our Team!');
    const sibling = page('p2', 'our-team');
    expect(fixSlugFormats([state(bad, [bad, sibling])], SITE)).toEqual([
      {
        payload: { siteId: SITE, pageId: 'p1', localeId: null, slug: 'our-team-2' },
        before: { slug: 'Our Team!' },
        after: { slug: 'our-team-2' },
        summary: bulkText.summarySlug('Our Team!', 'our-team-2'),
      },
    ]);
  });

  it('keeps two cleaned slugs of one folder apart, but not across folders or locales', () => {
    const a = page('a', 'Team');
    const b = page('b', 'TEAM');
    const c = page('c', 'Team', { parentId: 'folder' });
    const results = fixSlugFormats(
      [state(a, [a, b]), state(b, [a, b]), state(c, [c]), state(a, [a, b], 'fr')],
      SITE,
    );
    expect(results.map((r) => ('payload' in r ? r.payload.slug : r.skip))).toEqual([
      'team',
      'team-2',
      'team',
      'team',
    ]);
  });

  it('leaves out well-formed slugs and slugs the service would not change', () => {
    const fine = page('p1', 'contact');
    const home = page('home', 'Index Page', { publishedPath: '/' });
    const search = page('s', 'Search');
    const french = page('p2', 'Nous Contacter', { publishedPath: '/fr-fr/nous-contacter' });
    const results = fixSlugFormats(
      [state(fine), state(home), state(search), state(french, [french], 'fr', false)],
      SITE,
    );
    expect(results).toEqual([
      { skip: bulkText.skipSlugFine },
      { skip: bulkText.skipSlugLocked(slugText.blocked.home) },
      { skip: bulkText.skipSlugLocked(slugText.utility('search')) },
      { skip: bulkText.skipSlugLocked(slugText.blocked['secondary-locale-plan']) },
    ]);
    expect(fixSlugFormats([state(french, [french], 'fr', true)], SITE)[0]).toMatchObject({
      payload: { localeId: 'fr', slug: 'nous-contacter' },
    });
  });

  it('skips a slug with nothing to spell in ASCII', () => {
    expect(fixSlugFormats([state(page('p1', '会社'))], SITE)).toEqual([
      { skip: bulkText.skipSlugNoAscii },
    ]);
  });
});
