/**
 * When the service ignores a slug, whether a slug is well-formed, and what happened to a sent slug.
 *
 * The service answers 200 and silently keeps the old slug on the home page, collection template
 * pages, utility pages (404, password, search) and, on plans without localized slugs, secondary
 * locales (spec 4.9). List Pages does not say which pages are utility pages, so they are recognised
 * by their fixed slugs at the top level; the plan is not exposed either, so unless the caller knows
 * it the secondary-locale answer is "may be ignored". Pure: no browser API, no network.
 * @module
 */
import type { Page, PageUpdate } from '../../core/api/pages';
import { slugText } from './messages';
import type { SlugBlockReason, UtilityKind } from './slug-kinds';
import { SLUG_MAX_LENGTH, slugify, uniqueSlug } from './slugify';

export type { SlugBlockReason, UtilityKind } from './slug-kinds';

/** What `slugChangeability` knows about the page's locale and the site's plan. */
export interface SlugContext {
  /** True when the page is shown in the site's primary locale. */
  isPrimaryLocale: boolean;
  /** Whether the plan gives secondary locales their own slugs; the API does not say (`'unknown'`). */
  localizedSlugs?: boolean | 'unknown';
  /** The locale's URL subdirectory (`fr-fr`), to recognise a secondary locale's home page path. */
  localeSubdirectory?: string;
}

/** Whether a new slug will be applied: `true`, `false`, or `'unknown'` (may be ignored). */
export interface SlugChangeability {
  canChange: boolean | 'unknown';
  reason?: SlugBlockReason;
  /** Set with `reason: 'utility'`. */
  utility?: UtilityKind;
  /** Plain words for the editor; empty when the slug can change. */
  message: string;
}

const UTILITY_SLUGS: Record<string, UtilityKind> = {
  '404': '404',
  '401': 'password',
  password: 'password',
  search: 'search',
};

/** True when `page` looks like the site's home page (slug `index` or an empty path). */
export function isHomePage(page: Page, localeSubdirectory = ''): boolean {
  const slug = page.slug ?? null;
  if (slug === 'index' || slug === '') return true;
  const path = page.publishedPath;
  if (path === '/' || path === '') return true;
  return localeSubdirectory !== '' && path === `/${localeSubdirectory}`;
}

/** The utility page `page` looks like, or null: a fixed slug at the top level (no folder). */
export function utilityKind(page: Pick<Page, 'slug' | 'parentId'>): UtilityKind | null {
  if (page.parentId) return null;
  return UTILITY_SLUGS[(page.slug ?? '').toLowerCase()] ?? null;
}

/** Whether a slug sent for `page` in this locale will be applied, and why not. */
export function slugChangeability(page: Page, ctx: SlugContext): SlugChangeability {
  if (isHomePage(page, ctx.localeSubdirectory)) {
    return { canChange: false, reason: 'home', message: slugText.blocked.home };
  }
  if (page.collectionId) {
    return {
      canChange: false,
      reason: 'collection-template',
      message: slugText.blocked['collection-template'],
    };
  }
  const utility = utilityKind(page);
  if (utility) {
    return { canChange: false, reason: 'utility', utility, message: slugText.utility(utility) };
  }
  if (ctx.isPrimaryLocale || ctx.localizedSlugs === true) return { canChange: true, message: '' };
  if (ctx.localizedSlugs === false) {
    return {
      canChange: false,
      reason: 'secondary-locale-plan',
      message: slugText.blocked['secondary-locale-plan'],
    };
  }
  return {
    canChange: 'unknown',
    reason: 'secondary-locale-plan',
    message: slugText.secondaryMaybe,
  };
}

/** A slug problem found before sending. */
export type SlugProblemCode =
  | 'empty'
  | 'uppercase'
  | 'spaces'
  | 'invalid-characters'
  | 'too-long'
  | 'edge-separator'
  | 'repeated-separator'
  | 'duplicate';

/** One problem, in plain words. */
export interface SlugProblem {
  code: SlugProblemCode;
  message: string;
}

/** The result of `validateSlug`. */
export interface SlugValidation {
  valid: boolean;
  problems: SlugProblem[];
  /** A valid, unique slug close to the input, or null when none can be made (or none is needed). */
  suggestion: string | null;
}

/** A page sharing the edited page's folder (same `parentId`) and locale. */
export interface SiblingSlug {
  id: string;
  slug?: string | null;
}

/** The pages among `pages` that share `page`'s folder, without `page` itself. */
export function siblingsOf(page: Page, pages: readonly Page[]): SiblingSlug[] {
  const parent = page.parentId ?? null;
  return pages
    .filter((p) => p.id !== page.id && (p.parentId ?? null) === parent)
    .map((p) => ({ id: p.id, slug: p.slug }));
}

/**
 * Checks `slug` against the service's format (lowercase letters, digits, single hyphens or
 * underscores between them, at most 100 characters) and against the slugs of the sibling pages.
 */
export function validateSlug(
  slug: string,
  siblings: readonly SiblingSlug[],
  selfId: string,
): SlugValidation {
  const problems: SlugProblem[] = [];
  const add = (code: SlugProblemCode, message: string) => problems.push({ code, message });
  const taken = new Set(
    siblings.filter((s) => s.id !== selfId && s.slug).map((s) => s.slug as string),
  );
  if (slug === '') {
    add('empty', slugText.problem.empty);
    return { valid: false, problems, suggestion: null };
  }
  if (/\p{Lu}/u.test(slug)) add('uppercase', slugText.problem.uppercase);
  if (/\s/u.test(slug)) add('spaces', slugText.problem.spaces);
  const invalid = [...new Set(slug.replace(/[a-zA-Z0-9_\-\s]/g, ''))];
  if (invalid.length > 0) add('invalid-characters', slugText.problem.invalid(invalid));
  if ([...slug].length > SLUG_MAX_LENGTH)
    add('too-long', slugText.problem.tooLong(SLUG_MAX_LENGTH));
  if (/^[-_]|[-_]$/.test(slug)) add('edge-separator', slugText.problem.edge);
  if (/[-_]{2,}/.test(slug)) add('repeated-separator', slugText.problem.repeated);
  if (taken.has(slug)) add('duplicate', slugText.problem.duplicate(slug));
  if (problems.length === 0) return { valid: true, problems, suggestion: null };
  const fixed = slugify(slug);
  const suggestion = fixed === '' ? null : uniqueSlug(fixed, taken);
  return { valid: false, problems, suggestion: suggestion === slug ? null : suggestion };
}

/** What became of a slug after a save. */
export interface SlugOutcome {
  status: 'not-sent' | 'saved' | 'ignored';
  /** Plain words; a dropped slug is never described as saved. */
  message: string;
}

/**
 * Compares the slug sent with the one the service returned. `reasonGuess` is what
 * `slugChangeability` said before saving; it names the likely cause of a dropped slug.
 */
export function describeSlugOutcome(
  sent: PageUpdate,
  returned: Page,
  reasonGuess?: SlugChangeability,
): SlugOutcome {
  if (sent.slug === undefined) return { status: 'not-sent', message: '' };
  if (returned.slug === sent.slug) return { status: 'saved', message: slugText.saved };
  const kept = returned.slug ?? '';
  const reason = reasonGuess?.reason;
  const why =
    reason === 'utility' && reasonGuess?.utility
      ? slugText.outcome.utilityKind(reasonGuess.utility)
      : reason
        ? slugText.outcome[reason]
        : slugText.outcome.unknown;
  return { status: 'ignored', message: slugText.notChanged(why, kept) };
}
