import { SOURCES } from './dates';
import { COMMERCE_RULES } from './rules-commerce';
import { COMMUNITY_RULES } from './rules-community';
import { DATA_RULES } from './rules-data';
import { LIST_RULES } from './rules-lists';
import { MEDIA_RULES } from './rules-media';
import { MERCHANT_RULES } from './rules-merchant';
import type { RichRule } from './rule-types';

export type { Requirement, RichRule } from './rule-types';

const G = SOURCES.gallery;
/** FAQ rich results are no longer shown for any site (FAQ documentation, 2026-05-07). */
const FAQ_UNTIL = '2026-05-07';

/** Articles, lists, FAQ, events, recipes and jobs (search gallery, checked 2026). */
const CONTENT_RULES: readonly RichRule[] = [
  {
    id: 'article',
    feature: 'article',
    types: ['Article'],
    source: `${G}/article`,
    recommended: ['headline', 'image', 'author', 'author.name', 'datePublished', 'dateModified'],
  },
  {
    id: 'breadcrumb',
    feature: 'breadcrumb',
    types: ['BreadcrumbList'],
    source: `${G}/breadcrumb`,
    required: ['itemListElement'],
    nested: { itemListElement: ['list-item'] },
  },
  {
    id: 'list-item',
    feature: 'breadcrumb',
    types: ['ListItem'],
    source: `${G}/breadcrumb`,
    required: ['position', ['name', 'item.name'], 'item'],
    // "The item property isn't required for the last ListItem" (the current page); where the
    // positions don't say which one that is, a missing item is a warning.
    notForLast: ['item'],
    nestedOnly: true,
  },
  {
    id: 'faq',
    feature: 'faq',
    types: ['FAQPage'],
    source: `${G}/faqpage`,
    until: FAQ_UNTIL,
    required: ['mainEntity'],
    nested: { mainEntity: ['question'] },
  },
  {
    id: 'question',
    feature: 'faq',
    types: ['Question'],
    source: `${G}/faqpage`,
    until: FAQ_UNTIL,
    required: ['name', 'acceptedAnswer'],
    nested: { acceptedAnswer: ['answer'] },
    nestedOnly: true,
  },
  {
    id: 'answer',
    feature: 'faq',
    types: ['Answer'],
    source: `${G}/faqpage`,
    until: FAQ_UNTIL,
    required: ['text'],
    nestedOnly: true,
  },
  {
    id: 'organization',
    feature: 'organization',
    types: ['Organization'],
    source: `${G}/organization`,
    recommended: ['name', 'url', 'logo', 'sameAs', 'description', 'address'],
  },
  {
    id: 'event',
    feature: 'event',
    types: ['Event'],
    source: `${G}/event`,
    required: ['name', 'startDate', 'location'],
    recommended: [
      'description',
      'endDate',
      'eventStatus',
      'eventAttendanceMode',
      'image',
      'offers',
      'organizer',
      'performer',
    ],
    nested: { location: ['place', 'virtual-location'] },
  },
  {
    id: 'place',
    feature: 'event',
    types: ['Place'],
    source: `${G}/event`,
    required: ['address'],
    recommended: ['name'],
    nestedOnly: true,
  },
  {
    id: 'virtual-location',
    feature: 'event',
    types: ['VirtualLocation'],
    source: `${G}/event`,
    required: ['url'],
    nestedOnly: true,
  },
  {
    id: 'recipe',
    feature: 'recipe',
    types: ['Recipe'],
    source: `${G}/recipe`,
    required: ['name', 'image'],
    recommended: [
      'author',
      'datePublished',
      'description',
      'prepTime',
      'cookTime',
      'totalTime',
      'keywords',
      'recipeYield',
      'recipeCategory',
      'recipeCuisine',
      'recipeIngredient',
      'recipeInstructions',
      'nutrition.calories',
      'aggregateRating',
      'video',
    ],
    nested: { aggregateRating: ['aggregate-rating'], review: ['review'] },
  },
  {
    id: 'job-posting',
    feature: 'jobPosting',
    types: ['JobPosting'],
    source: `${G}/job-posting`,
    required: [
      'title',
      'description',
      'datePosted',
      'hiringOrganization',
      ['jobLocation', 'applicantLocationRequirements'],
    ],
    recommended: ['validThrough', 'employmentType', 'baseSalary', 'identifier', 'directApply'],
    nested: { jobLocation: ['job-location'] },
  },
  {
    id: 'job-location',
    feature: 'jobPosting',
    types: ['Place'],
    source: `${G}/job-posting`,
    // "Note that you must include the addressCountry property" (jobLocation, job posting page).
    required: ['address.addressCountry'],
    nestedOnly: true,
  },
];

/** Google's required and recommended properties per feature, each rule with its source. */
export const RICH_RULES: readonly RichRule[] = [
  ...CONTENT_RULES,
  ...MEDIA_RULES,
  ...COMMERCE_RULES,
  ...MERCHANT_RULES,
  ...LIST_RULES,
  ...COMMUNITY_RULES,
  ...DATA_RULES,
];
