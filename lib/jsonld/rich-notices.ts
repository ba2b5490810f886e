import { t } from '../i18n/t';

/** A rich result Google retired or restricted: reported as info wherever its types appear. */
export interface RichNotice {
  id: string;
  types: readonly string[];
  /** Only when the node also has this property (e.g. the sitelinks search box's `potentialAction`). */
  withProperty?: string;
  status: 'retired' | 'limited';
  /** In the UI language, read when used (Node tools set their messages after their imports run). */
  readonly message: string;
  docs: string;
}

const RETIRED_2025 = 'https://developers.google.com/search/blog/2025/06/simplifying-search-results';
const HOWTO_FAQ_2023 = 'https://developers.google.com/search/blog/2023/08/howto-faq-changes';

/** Rich results Google retired or limited. */
export const RICH_NOTICES: readonly RichNotice[] = [
  {
    id: 'howto',
    types: ['HowTo'],
    status: 'retired',
    get message() {
      return t('jsonld_notice_howto');
    },
    docs: HOWTO_FAQ_2023,
  },
  {
    id: 'faq',
    types: ['FAQPage'],
    status: 'limited',
    get message() {
      return t('jsonld_notice_faq');
    },
    docs: HOWTO_FAQ_2023,
  },
  {
    id: 'sitelinks-search-box',
    types: ['WebSite'],
    withProperty: 'potentialAction',
    status: 'retired',
    get message() {
      return t('jsonld_notice_sitelinks_search_box');
    },
    docs: 'https://developers.google.com/search/blog/2024/10/sitelinks-search-box',
  },
  ...(
    [
      ['book-actions', ['Book'], () => t('jsonld_notice_book_actions')],
      ['course-info', ['Course'], () => t('jsonld_notice_course_info')],
      ['claim-review', ['ClaimReview'], () => t('jsonld_notice_claim_review')],
      [
        'estimated-salary',
        ['Occupation', 'OccupationAggregationByEmployer'],
        () => t('jsonld_notice_estimated_salary'),
      ],
      [
        'special-announcement',
        ['SpecialAnnouncement'],
        () => t('jsonld_notice_special_announcement'),
      ],
      ['vehicle-listing', ['Vehicle'], () => t('jsonld_notice_vehicle_listing')],
    ] as const
  ).map(([id, types, name]): RichNotice => ({
    id,
    types,
    status: 'retired',
    get message() {
      return t('jsonld_notice_phased_out', name());
    },
    docs: RETIRED_2025,
  })),
];
