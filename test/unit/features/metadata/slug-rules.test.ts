import { describe, expect, it } from 'vitest';
import type { Page } from '@/lib/core/api/pages';
import {
  describeSlugOutcome,
  siblingsOf,
  slugChangeability,
  utilityKind,
  validateSlug,
} from '@/lib/features/metadata/slug-rules';
import { slugify, uniqueSlug } from '@/lib/features/metadata/slugify';

const page = (over: Partial<Page> = {}): Page => ({
  id: 'p1',
  slug: 'about-us',
  parentId: null,
  collectionId: null,
  publishedPath: '/about-us',
  ...over,
});
const primary = { isPrimaryLocale: true };

describe('slugChangeability', () => {
  it('lets a normal page in the primary locale change its slug', () => {
    expect(slugChangeability(page(), primary)).toEqual({ canChange: true, message: '' });
  });

  it.each([
    ['slug index', page({ slug: 'index', publishedPath: '/' })],
    ['path /', page({ slug: 'home', publishedPath: '/' })],
    ['empty slug', page({ slug: '', publishedPath: null })],
    ['secondary home path', page({ slug: 'accueil', publishedPath: '/fr-fr' })],
  ])('blocks the home page (%s)', (_, home) => {
    const result = slugChangeability(home, {
      isPrimaryLocale: false,
      localizedSlugs: true,
      localeSubdirectory: 'fr-fr',
    });
    expect(result.canChange).toBe(false);
    expect(result.reason).toBe('home');
    expect(result.message).toBe("The home page's slug cannot be changed; the service ignores it.");
  });

  it('does not take a one-segment path for the home page without a matching subdirectory', () => {
    expect(slugChangeability(page({ publishedPath: '/fr-fr' }), primary).canChange).toBe(true);
  });

  it('blocks collection template pages, recognised by collectionId', () => {
    const result = slugChangeability(page({ slug: 'post', collectionId: 'c1' }), primary);
    expect(result).toMatchObject({ canChange: false, reason: 'collection-template' });
    expect(result.message).toMatch(/collection template page's slug cannot be changed/);
  });

  it.each([
    ['404', '404'],
    ['401', 'password'],
    ['password', 'password'],
    ['search', 'search'],
  ] as const)('blocks the utility page with slug %s', (slug, kind) => {
    const result = slugChangeability(page({ slug, publishedPath: `/${slug}` }), primary);
    expect(result).toMatchObject({ canChange: false, reason: 'utility', utility: kind });
    expect(result.message).toMatch(/utility page, whose slug cannot be changed/);
  });

  it('does not take a page in a folder for a utility page', () => {
    expect(utilityKind(page({ slug: 'search', parentId: 'f1' }))).toBeNull();
    expect(slugChangeability(page({ slug: 'search', parentId: 'f1' }), primary).canChange).toBe(
      true,
    );
  });

  it('lets a secondary locale change its slug when the plan has localized slugs', () => {
    const ctx = { isPrimaryLocale: false, localizedSlugs: true };
    expect(slugChangeability(page(), ctx).canChange).toBe(true);
  });

  it('blocks a secondary locale when the plan has no localized slugs', () => {
    const result = slugChangeability(page(), { isPrimaryLocale: false, localizedSlugs: false });
    expect(result).toMatchObject({ canChange: false, reason: 'secondary-locale-plan' });
    expect(result.message).toMatch(/plan has no localized slugs/);
  });

  it.each([undefined, 'unknown' as const])(
    'says "may be ignored" for a secondary locale when the plan is %s',
    (localizedSlugs) => {
      const result = slugChangeability(page(), { isPrimaryLocale: false, localizedSlugs });
      expect(result).toMatchObject({ canChange: 'unknown', reason: 'secondary-locale-plan' });
      expect(result.message).toMatch(/may be ignored/);
    },
  );

  it('names the page kind before the locale plan', () => {
    const ctx = { isPrimaryLocale: false, localizedSlugs: false };
    expect(slugChangeability(page({ slug: '404' }), ctx).reason).toBe('utility');
  });
});

describe('slugify', () => {
  it.each([
    ['Über uns', 'uber-uns'],
    ['Straße & Café', 'strasse-cafe'],
    ['Cœur de l’œuvre', 'coeur-de-loeuvre'],
    ['Æble Ørsted Łódź', 'aeble-orsted-lodz'],
    ['Þór', 'thor'],
    ['  --Hello,  World!--  ', 'hello-world'],
    ['Ｆｕｌｌ　ｗｉｄｔｈ', 'full-width'],
    ['日本語', ''],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('cuts to the length limit without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(99)} b`);
    expect(slug).toBe('a'.repeat(99));
  });

  it('numbers a taken slug', () => {
    expect(uniqueSlug('about', new Set(['about', 'about-2']))).toBe('about-3');
    expect(uniqueSlug('about', new Set())).toBe('about');
  });
});

describe('validateSlug', () => {
  const siblings = [
    { id: 'p1', slug: 'about-us' },
    { id: 'p2', slug: 'contact' },
    { id: 'p3', slug: 'team' },
    { id: 'p4', slug: 'team-2' },
  ];
  const codes = (slug: string) => validateSlug(slug, siblings, 'p1').problems.map((p) => p.code);

  it('accepts a well-formed unique slug, and its own current slug', () => {
    expect(validateSlug('our-story_2024', siblings, 'p1')).toEqual({
      valid: true,
      problems: [],
      suggestion: null,
    });
    expect(validateSlug('about-us', siblings, 'p1').valid).toBe(true);
  });

  it.each([
    ['', ['empty']],
    ['About', ['uppercase']],
    ['about us', ['spaces']],
    ['café', ['invalid-characters']],
    ['a/b', ['invalid-characters']],
    ['a'.repeat(101), ['too-long']],
    ['-about', ['edge-separator']],
    ['about-', ['edge-separator']],
    ['about--us', ['repeated-separator']],
    ['contact', ['duplicate']],
    ['Über Uns!', ['uppercase', 'spaces', 'invalid-characters']],
  ])('%j has problems %j', (slug, expected) => {
    expect(codes(slug)).toEqual(expected);
  });

  it('counts length in characters, not UTF-16 units', () => {
    expect(codes('a'.repeat(100))).toEqual([]);
  });

  it('explains each problem in words and names the offending characters', () => {
    const result = validateSlug('café/menu', siblings, 'p1');
    expect(result.problems[0]?.message).toBe(
      'Not allowed in a slug: "é" "/". Use a–z, 0–9 and hyphens.',
    );
    expect(validateSlug('contact', siblings, 'p1').problems[0]?.message).toBe(
      'Another page in the same folder already uses "contact".',
    );
  });

  it('suggests a valid, unique fix', () => {
    expect(validateSlug('Über Uns!', siblings, 'p1').suggestion).toBe('uber-uns');
    expect(validateSlug('Straße', siblings, 'p1').suggestion).toBe('strasse');
    expect(validateSlug('contact', siblings, 'p1').suggestion).toBe('contact-2');
    expect(validateSlug('Team', siblings, 'p1').suggestion).toBe('team-3');
    expect(validateSlug('日本', siblings, 'p1').suggestion).toBeNull();
  });

  it('finds siblings by parentId', () => {
    const self = page({ id: 'a', parentId: 'f1' });
    const pages = [
      self,
      page({ id: 'b', slug: 'x', parentId: 'f1' }),
      page({ id: 'c', slug: 'y', parentId: null }),
      page({ id: 'd', slug: 'z', parentId: 'f2' }),
    ];
    expect(siblingsOf(self, pages)).toEqual([{ id: 'b', slug: 'x' }]);
    expect(siblingsOf(page({ id: 'e', parentId: undefined }), pages)).toEqual([
      { id: 'c', slug: 'y' },
    ]);
  });
});

describe('describeSlugOutcome', () => {
  const home = page({ slug: 'index', publishedPath: '/' });

  it('says nothing when no slug was sent', () => {
    expect(describeSlugOutcome({ title: 'x' }, home)).toEqual({ status: 'not-sent', message: '' });
  });

  it('reports a slug the service applied', () => {
    expect(describeSlugOutcome({ slug: 'new' }, page({ slug: 'new' }))).toEqual({
      status: 'saved',
      message: 'Slug saved.',
    });
  });

  it.each([
    [home, primary, 'Slug not changed: home page. The page keeps the slug "index".'],
    [
      page({ slug: 'post', collectionId: 'c' }),
      primary,
      'Slug not changed: collection template page. The page keeps the slug "post".',
    ],
    [
      page({ slug: '401' }),
      primary,
      'Slug not changed: utility page (password). The page keeps the slug "401".',
    ],
    [
      page({ slug: 'a-propos' }),
      { isPrimaryLocale: false, localizedSlugs: 'unknown' as const },
      'Slug not changed: this site\'s plan has no localized slugs for secondary locales. The page keeps the slug "a-propos".',
    ],
  ])('explains a dropped slug (%#)', (returned, ctx, message) => {
    const outcome = describeSlugOutcome(
      { slug: 'changed' },
      returned,
      slugChangeability(returned, ctx),
    );
    expect(outcome).toEqual({ status: 'ignored', message });
    expect(outcome.message).not.toMatch(/saved/i);
  });

  it('still reports a dropped slug when nothing predicted it', () => {
    const outcome = describeSlugOutcome(
      { slug: 'changed' },
      page(),
      slugChangeability(page(), primary),
    );
    expect(outcome.status).toBe('ignored');
    expect(outcome.message).toBe(
      'Slug not changed: the service ignored it. The page keeps the slug "about-us".',
    );
  });
});
