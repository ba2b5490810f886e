/**
 * Every user-facing string of the metadata tab, in one place so they can move to `_locales`
 * (`browser.i18n`) without touching the logic or the views.
 * @module
 */
import { formatNumber, plural, t } from '../../core/i18n/t';
import type { SlugBlockReason, UtilityKind } from './slug-kinds';

const UTILITY_BLOCKED: Record<UtilityKind, string> = {
  '404': t('meta_slug_utility_404'),
  password: t('meta_slug_utility_password'),
  search: t('meta_slug_utility_search'),
};

const UTILITY_OUTCOME: Record<UtilityKind, string> = {
  '404': t('meta_outcome_utility_404'),
  password: t('meta_outcome_utility_password'),
  search: t('meta_outcome_utility_search'),
};

/** Strings of the slug rules. */
export const slugText = {
  blocked: {
    home: t('meta_slug_blocked_home'),
    'collection-template': t('meta_slug_blocked_template'),
    'secondary-locale-plan': t('meta_slug_blocked_plan'),
  } satisfies Record<Exclude<SlugBlockReason, 'utility'>, string>,
  utility: (kind: UtilityKind) => UTILITY_BLOCKED[kind],
  secondaryMaybe: t('meta_slug_secondary_maybe'),
  problem: {
    empty: t('meta_slug_empty'),
    uppercase: t('meta_slug_uppercase'),
    spaces: t('meta_slug_spaces'),
    invalid: (chars: readonly string[]) =>
      t('meta_slug_invalid', chars.map((c) => `"${c}"`).join(' ')),
    tooLong: (max: number) => t('meta_slug_too_long', formatNumber(max)),
    edge: t('meta_slug_edge'),
    repeated: t('meta_slug_repeated'),
    duplicate: (slug: string) => t('meta_slug_duplicate', slug),
  },
  saved: t('meta_slug_saved'),
  outcome: {
    home: t('meta_outcome_home'),
    'collection-template': t('meta_outcome_template'),
    utility: t('meta_outcome_utility'),
    utilityKind: (kind: UtilityKind) => UTILITY_OUTCOME[kind],
    'secondary-locale-plan': t('meta_outcome_plan'),
    unknown: t('meta_outcome_unknown'),
  },
  notChanged: (why: string, kept: string) => t('meta_slug_not_changed', why, kept),
} as const;

/** Strings of the metadata form and its previews. */
export const formText = {
  heading: t('meta_heading'),
  title: t('meta_title'),
  slug: t('meta_slug'),
  seoTitle: t('meta_seo_title'),
  seoDescription: t('meta_seo_description'),
  ogTitle: t('meta_og_title'),
  ogDescription: t('meta_og_description'),
  sameAsSeoTitle: t('meta_same_as_seo_title'),
  sameAsSeoDescription: t('meta_same_as_seo_description'),
  seoGroup: t('meta_seo_group'),
  ogGroup: t('meta_og_group'),
  save: t('meta_save'),
  saving: t('meta_saving'),
  discard: t('meta_discard'),
  titleEmpty: t('meta_title_empty'),
  emptySeoTitle: t('meta_empty_seo_title'),
  useSuggestion: (slug: string) => t('meta_use_suggestion', slug),
  slugWillBeIgnored: t('meta_slug_will_be_ignored'),
  slugMayBeIgnored: t('meta_slug_may_be_ignored'),
  nothingToSave: t('meta_nothing_to_save'),
  unsaved: t('meta_unsaved'),
  searchPreview: t('meta_search_preview'),
  socialPreview: t('meta_social_preview'),
  noTitle: t('meta_no_title'),
  noDescription: t('meta_no_description'),
  noImage: t('meta_no_image'),
  cardImage: t('meta_card_image'),
} as const;

/** Strings of the save outcome. */
export const saveText = {
  saved: (labels: readonly string[]) => t('meta_saved', labels.join(', ')),
  differ: (labels: readonly string[]) => t('meta_differ', labels.join(', ')),
} as const;

/** Strings of the length guidance. */
export const lengthText = {
  range: (min: number, max: number) => t('meta_len_range', formatNumber(min), formatNumber(max)),
  chars: (n: number) => plural(n, 'meta_len_chars_one', 'meta_len_chars_many'),
  empty: (range: string) => t('meta_len_empty', range),
  tooLongSearchWidth: (counted: string, pixels: number, max: number, range: string) =>
    t('meta_len_long_search_width', counted, formatNumber(pixels), formatNumber(max), range),
  tooLongCard: (counted: string, range: string) => t('meta_len_long_card', counted, range),
  short: (counted: string, range: string) => t('meta_len_short', counted, range),
  good: (counted: string) => t('meta_len_good', counted),
} as const;
