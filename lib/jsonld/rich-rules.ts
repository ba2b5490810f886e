/**
 * A property that must be present: a name, a dotted path into its values (`nutrition.calories`),
 * or a list of alternatives of which one suffices.
 */
export type Requirement = string | readonly string[];

/** Google rich-result requirements for one feature, as data. */
export interface RichRule {
  /** Stable id, used in the diagnostic's rule: `rich/<id>/required`. */
  id: string;
  /** The feature's name in Google's search gallery, e.g. `Product snippet`. */
  feature: string;
  /** schema.org types the rule applies to (their subtypes too, when the vocabulary is loaded). */
  types: readonly string[];
  /** Google's documentation page the requirements come from. */
  docs: string;
  required?: readonly Requirement[];
  recommended?: readonly Requirement[];
  /** Required only when the node stands alone (not nested in the item it is about). */
  requiredAtRoot?: readonly Requirement[];
  /** Rules for the values of a property, by rule id (the first whose types fit is used). */
  nested?: Readonly<Record<string, readonly string[]>>;
  /** Applied only as a nested rule, never to a top-level item on its own. */
  nestedOnly?: boolean;
}

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

const GALLERY = 'https://developers.google.com/search/docs/appearance/structured-data';

const REVIEW_NESTED = { aggregateRating: ['aggregate-rating'], review: ['review'] } as const;

/** Google's required and recommended properties per feature (search gallery, 2025). */
export const RICH_RULES: readonly RichRule[] = [
  {
    id: 'article',
    feature: 'Article',
    types: ['Article'],
    docs: `${GALLERY}/article`,
    recommended: ['headline', 'image', 'author', 'author.name', 'datePublished', 'dateModified'],
  },
  {
    id: 'breadcrumb',
    feature: 'Breadcrumb',
    types: ['BreadcrumbList'],
    docs: `${GALLERY}/breadcrumb`,
    required: ['itemListElement'],
    nested: { itemListElement: ['list-item'] },
  },
  {
    id: 'list-item',
    feature: 'Breadcrumb',
    types: ['ListItem'],
    docs: `${GALLERY}/breadcrumb`,
    required: ['position', ['name', 'item.name']],
    recommended: ['item'],
    nestedOnly: true,
  },
  {
    id: 'faq',
    feature: 'FAQ',
    types: ['FAQPage'],
    docs: `${GALLERY}/faqpage`,
    required: ['mainEntity'],
    nested: { mainEntity: ['question'] },
  },
  {
    id: 'question',
    feature: 'FAQ',
    types: ['Question'],
    docs: `${GALLERY}/faqpage`,
    required: ['name', 'acceptedAnswer'],
    nested: { acceptedAnswer: ['answer'] },
    nestedOnly: true,
  },
  {
    id: 'answer',
    feature: 'FAQ',
    types: ['Answer'],
    docs: `${GALLERY}/faqpage`,
    required: ['text'],
    nestedOnly: true,
  },
  {
    id: 'product',
    feature: 'Product snippet',
    types: ['Product'],
    docs: `${GALLERY}/product-snippet`,
    required: ['name', ['offers', 'review', 'aggregateRating']],
    recommended: ['image', 'description', 'brand', 'sku', 'offers', 'review', 'aggregateRating'],
    nested: { offers: ['offer', 'aggregate-offer'], ...REVIEW_NESTED },
  },
  {
    id: 'offer',
    feature: 'Product offer',
    types: ['Offer'],
    docs: `${GALLERY}/merchant-listing`,
    required: [['price', 'priceSpecification.price']],
    recommended: ['priceCurrency', 'availability', 'url', 'priceValidUntil'],
    nestedOnly: true,
  },
  {
    id: 'aggregate-offer',
    feature: 'Product offer',
    types: ['AggregateOffer'],
    docs: `${GALLERY}/product-snippet`,
    required: ['lowPrice', 'priceCurrency'],
    recommended: ['highPrice', 'offerCount'],
    nestedOnly: true,
  },
  {
    id: 'review',
    feature: 'Review snippet',
    types: ['Review'],
    docs: `${GALLERY}/review-snippet`,
    required: ['author', 'reviewRating'],
    requiredAtRoot: ['itemReviewed'],
    recommended: ['datePublished'],
    nested: { reviewRating: ['rating'] },
  },
  {
    id: 'rating',
    feature: 'Review snippet',
    types: ['Rating'],
    docs: `${GALLERY}/review-snippet`,
    required: ['ratingValue'],
    recommended: ['bestRating', 'worstRating'],
    nestedOnly: true,
  },
  {
    id: 'aggregate-rating',
    feature: 'Review snippet',
    types: ['AggregateRating'],
    docs: `${GALLERY}/review-snippet`,
    required: ['ratingValue', ['ratingCount', 'reviewCount']],
    requiredAtRoot: ['itemReviewed'],
    recommended: ['bestRating', 'worstRating'],
  },
  {
    id: 'organization',
    feature: 'Organization',
    types: ['Organization'],
    docs: `${GALLERY}/organization`,
    recommended: ['name', 'url', 'logo', 'sameAs', 'description', 'address'],
  },
  {
    id: 'local-business',
    feature: 'Local business',
    types: ['LocalBusiness'],
    docs: `${GALLERY}/local-business`,
    required: ['name', 'address'],
    recommended: ['url', 'telephone', 'geo', 'openingHoursSpecification', 'priceRange', 'image'],
    nested: REVIEW_NESTED,
  },
  {
    id: 'food-establishment',
    feature: 'Local business',
    types: ['FoodEstablishment'],
    docs: `${GALLERY}/local-business`,
    required: ['name', 'address'],
    recommended: [
      'url',
      'telephone',
      'geo',
      'openingHoursSpecification',
      'priceRange',
      'image',
      'servesCuisine',
      'menu',
    ],
    nested: REVIEW_NESTED,
  },
  {
    id: 'event',
    feature: 'Event',
    types: ['Event'],
    docs: `${GALLERY}/event`,
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
    feature: 'Event',
    types: ['Place'],
    docs: `${GALLERY}/event`,
    required: ['address'],
    recommended: ['name'],
    nestedOnly: true,
  },
  {
    id: 'virtual-location',
    feature: 'Event',
    types: ['VirtualLocation'],
    docs: `${GALLERY}/event`,
    required: ['url'],
    nestedOnly: true,
  },
  {
    id: 'recipe',
    feature: 'Recipe',
    types: ['Recipe'],
    docs: `${GALLERY}/recipe`,
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
    nested: REVIEW_NESTED,
  },
  {
    id: 'video',
    feature: 'Video',
    types: ['VideoObject'],
    docs: `${GALLERY}/video`,
    required: ['name', 'thumbnailUrl', 'uploadDate'],
    recommended: ['description', ['contentUrl', 'embedUrl'], 'duration'],
  },
  {
    id: 'job-posting',
    feature: 'Job posting',
    types: ['JobPosting'],
    docs: `${GALLERY}/job-posting`,
    required: [
      'title',
      'description',
      'datePosted',
      'hiringOrganization',
      ['jobLocation', 'applicantLocationRequirements'],
    ],
    recommended: ['validThrough', 'employmentType', 'baseSalary', 'identifier', 'directApply'],
  },
  {
    id: 'software-app',
    feature: 'Software app',
    types: ['SoftwareApplication'],
    docs: `${GALLERY}/software-app`,
    required: ['name', 'offers', ['aggregateRating', 'review']],
    recommended: ['applicationCategory', 'operatingSystem'],
    nested: { offers: ['offer', 'aggregate-offer'], ...REVIEW_NESTED },
  },
];

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
