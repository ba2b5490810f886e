/**
 * Every user-facing string of the metadata tab, in one place so they can move to `_locales`
 * (`browser.i18n`) without touching the logic or the views.
 * @module
 */
import type { SlugBlockReason, UtilityKind } from './slug-rules';

const UTILITY_NAMES: Record<UtilityKind, string> = {
  '404': '404 (page not found)',
  password: 'password',
  search: 'search results',
};

/** Strings of the slug rules. */
export const slugText = {
  blocked: {
    home: "The home page's slug cannot be changed; the service ignores it.",
    'collection-template':
      "A collection template page's slug cannot be changed here; the service ignores it (it follows the collection's settings).",
    'secondary-locale-plan':
      "This site's plan has no localized slugs, so a secondary locale's slug cannot be changed; the service ignores it.",
  } satisfies Record<Exclude<SlugBlockReason, 'utility'>, string>,
  utility: (kind: UtilityKind) =>
    `This looks like the site's ${UTILITY_NAMES[kind]} utility page, whose slug cannot be changed; the service ignores it.`,
  secondaryMaybe:
    'This slug may be ignored: secondary locales get their own slugs only on plans with localized slugs, and the service does not say which plan this site has. After saving you will see whether it changed.',
  problem: {
    empty: 'The slug is empty.',
    uppercase: 'Use lowercase letters only.',
    spaces: 'Slugs cannot contain spaces; use hyphens between words.',
    invalid: (chars: readonly string[]) =>
      `Not allowed in a slug: ${chars.map((c) => `"${c}"`).join(' ')}. Use a–z, 0–9 and hyphens.`,
    tooLong: (max: number) => `The slug is longer than ${max} characters.`,
    edge: 'A slug cannot start or end with a hyphen or underscore.',
    repeated: 'Use a single hyphen between words.',
    duplicate: (slug: string) => `Another page in the same folder already uses "${slug}".`,
  },
  saved: 'Slug saved.',
  outcome: {
    home: 'home page',
    'collection-template': 'collection template page',
    utility: 'utility page',
    utilityKind: (kind: UtilityKind) => `utility page (${UTILITY_NAMES[kind]})`,
    'secondary-locale-plan': "this site's plan has no localized slugs for secondary locales",
    unknown: 'the service ignored it',
  },
  notChanged: (why: string, kept: string) =>
    `Slug not changed: ${why}. The page keeps the slug "${kept}".`,
} as const;

/** Strings of the metadata form and its previews. */
export const formText = {
  heading: 'Page metadata',
  title: 'Title',
  slug: 'Slug',
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
  ogTitle: 'Open Graph title',
  ogDescription: 'Open Graph description',
  sameAsSeoTitle: 'Same as SEO title',
  sameAsSeoDescription: 'Same as SEO description',
  seoGroup: 'Search engines',
  ogGroup: 'Social cards (Open Graph)',
  save: 'Save',
  saving: 'Saving…',
  discard: 'Discard changes',
  titleEmpty: 'The title cannot be empty.',
  emptySeoTitle: 'Empty: search results show the page title instead.',
  useSuggestion: (slug: string) => `Use "${slug}"`,
  slugWillBeIgnored: 'Saving will apply the other fields; this slug change will not be applied.',
  slugMayBeIgnored: 'Saving will apply the other fields; this slug change may not be applied.',
  nothingToSave: 'No unsaved changes.',
  unsaved: 'Unsaved changes.',
  searchPreview: 'Search result preview',
  socialPreview: 'Social card preview',
  noTitle: '(no title)',
  noDescription: 'No description: search engines pick text from the page instead.',
  noImage: 'No image',
  cardImage: 'Image shown on the card',
} as const;

/** Strings of the save outcome. */
export const saveText = {
  saved: (labels: readonly string[]) => `Saved: ${labels.join(', ')}.`,
  differ: (labels: readonly string[]) =>
    `The service answered with other values than were sent for: ${labels.join(', ')}. Reload the page's metadata to see what it holds.`,
} as const;
