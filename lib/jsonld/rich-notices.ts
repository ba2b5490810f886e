/** A rich result Google retired or restricted: reported as info wherever its types appear. */
export interface RichNotice {
  id: string;
  types: readonly string[];
  /** Only when the node also has this property (e.g. the sitelinks search box's `potentialAction`). */
  withProperty?: string;
  status: 'retired' | 'limited';
  message: string;
  docs: string;
}

const RETIRED_2025 = 'https://developers.google.com/search/blog/2025/06/simplifying-search-results';

/** Rich results Google retired or limited. */
export const RICH_NOTICES: readonly RichNotice[] = [
  {
    id: 'howto',
    types: ['HowTo'],
    status: 'retired',
    message:
      'Google no longer shows How-to rich results (retired in 2023); the markup is harmless.',
    docs: 'https://developers.google.com/search/blog/2023/08/howto-faq-changes',
  },
  {
    id: 'faq',
    types: ['FAQPage'],
    status: 'limited',
    message:
      'Since 2023 Google shows FAQ rich results only for well-known, authoritative government and health sites.',
    docs: 'https://developers.google.com/search/blog/2023/08/howto-faq-changes',
  },
  {
    id: 'sitelinks-search-box',
    types: ['WebSite'],
    withProperty: 'potentialAction',
    status: 'retired',
    message:
      'Google retired the sitelinks search box in November 2024; the SearchAction is no longer used.',
    docs: 'https://developers.google.com/search/blog/2024/10/sitelinks-search-box',
  },
  ...(
    [
      ['book-actions', ['Book'], 'Book actions'],
      ['course-info', ['Course'], 'Course info'],
      ['claim-review', ['ClaimReview'], 'Fact check (ClaimReview)'],
      ['estimated-salary', ['Occupation', 'OccupationAggregationByEmployer'], 'Estimated salary'],
      ['special-announcement', ['SpecialAnnouncement'], 'Special announcement'],
      ['vehicle-listing', ['Vehicle'], 'Vehicle listing'],
    ] as const
  ).map(([id, types, name]): RichNotice => ({
    id,
    types,
    status: 'retired',
    message: `Google phased out the ${name} rich result in 2025; the markup is harmless but no longer shown.`,
    docs: RETIRED_2025,
  })),
];
