import { t } from '../text/text';
import type { Dated } from './dates';
import { formatRuleDate, SOURCES } from './dates';
import { richFeatureName } from './features';
import { isObject } from '../source/walk';
import type { JsonObject } from '../source/walk';

/**
 * What Google did to a rich result: shown only for some sites (`limited`), announced to go away
 * (`deprecated`), or no longer shown at all (`retired`).
 */
export type NoticeStatus = 'limited' | 'deprecated' | 'retired';

/** A rich result Google retired or restricted, reported as info on the days it applies. */
export interface RichNotice extends Dated {
  id: string;
  types: readonly string[];
  status: NoticeStatus;
  /** Only for nodes that also pass this test (e.g. a `WebSite` with a `potentialAction`). */
  when?: (node: JsonObject, types: readonly string[]) => boolean;
  /** The feature's name in the UI language. */
  name: () => string;
  /** In the UI language, read when used (Node tools set their messages after their imports run). */
  readonly message: string;
}

type NoticeData = Omit<RichNotice, 'message'> & {
  since: string;
  /** The message, when the status's usual sentence does not fit; given the formatted `since`. */
  describe?: (date: string) => string;
};

function notice({ describe, ...data }: NoticeData): RichNotice {
  return {
    ...data,
    get message() {
      const date = formatRuleDate(data.since);
      if (describe) return describe(date);
      if (data.status === 'deprecated') return t('jsonld_notice_deprecated', data.name(), date);
      return t('jsonld_notice_retired', data.name(), date);
    },
  };
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/** A `Quiz` of practice problems, not an Education Q&A flashcard set (which uses `Quiz` too). */
function practiceQuiz(node: JsonObject): boolean {
  if (node.educationalAlignment === undefined && node.hasPart === undefined) return false;
  const parts = asList(node.hasPart);
  return (
    parts.length === 0 || !parts.every((p) => isObject(p) && p.eduQuestionType === 'Flashcard')
  );
}

/** Phased out in 2025: announced 12 June, support removed from the Rich Results Test 9 September. */
const PHASED_OUT_2025 = [
  ['course-info', ['Course'], () => t('jsonld_notice_course_info'), undefined],
  ['claim-review', ['ClaimReview'], () => t('jsonld_notice_claim_review'), undefined],
  [
    'estimated-salary',
    ['Occupation', 'OccupationAggregationByEmployer'],
    () => t('jsonld_notice_estimated_salary'),
    undefined,
  ],
  [
    'learning-video',
    ['LearningResource'],
    () => t('jsonld_notice_learning_video'),
    (_: JsonObject, types: readonly string[]) => types.includes('VideoObject'),
  ],
  [
    'special-announcement',
    ['SpecialAnnouncement'],
    () => t('jsonld_notice_special_announcement'),
    undefined,
  ],
  ['vehicle-listing', ['Vehicle'], () => t('jsonld_notice_vehicle_listing'), undefined],
] as const;

/** Rich results Google retired, is retiring or restricted, each dated and with its source. */
export const RICH_NOTICES: readonly RichNotice[] = [
  notice({
    id: 'howto',
    types: ['HowTo'],
    status: 'retired',
    since: '2023-09-13',
    source: SOURCES.howtoFaq2023,
    name: () => t('jsonld_notice_howto'),
  }),
  notice({
    id: 'faq',
    types: ['FAQPage'],
    status: 'limited',
    since: '2023-08-08',
    until: '2026-05-07',
    source: SOURCES.howtoFaq2023,
    name: () => richFeatureName('faq'),
    describe: (date) => t('jsonld_notice_faq_limited', date),
  }),
  notice({
    id: 'faq',
    types: ['FAQPage'],
    status: 'retired',
    since: '2026-05-07',
    source: SOURCES.changelog,
    name: () => richFeatureName('faq'),
  }),
  notice({
    id: 'sitelinks-search-box',
    types: ['WebSite'],
    when: (node) => node.potentialAction !== undefined,
    status: 'retired',
    since: '2024-11-21',
    source: SOURCES.sitelinksSearchBox2024,
    name: () => t('jsonld_notice_sitelinks_search_box'),
  }),
  // The deprecation banner came off on 5 November 2025: a Search feature still uses the markup.
  notice({
    id: 'book-actions',
    types: ['Book'],
    status: 'deprecated',
    since: '2025-06-12',
    until: '2025-11-05',
    source: SOURCES.changelog,
    name: () => t('jsonld_notice_book_actions'),
  }),
  ...PHASED_OUT_2025.flatMap(([id, types, name, when]) => [
    notice({
      id,
      types,
      when,
      status: 'deprecated',
      since: '2025-06-12',
      until: '2025-09-09',
      source: SOURCES.simplifying2025,
      name,
    }),
    notice({
      id,
      types,
      when,
      status: 'retired',
      since: '2025-09-09',
      source: SOURCES.simplifying2025,
      name,
    }),
  ]),
  notice({
    id: 'practice-problem',
    types: ['Quiz'],
    when: practiceQuiz,
    status: 'deprecated',
    since: '2025-11-05',
    until: '2026-01-06',
    source: SOURCES.changelog,
    name: () => t('jsonld_notice_practice_problem'),
  }),
  notice({
    id: 'practice-problem',
    types: ['Quiz'],
    when: practiceQuiz,
    status: 'retired',
    since: '2026-01-06',
    source: SOURCES.changelog,
    name: () => t('jsonld_notice_practice_problem'),
  }),
];
