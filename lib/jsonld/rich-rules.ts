import type { RichFeature } from './rich-features';

/**
 * A property that must be present: a name, a dotted path into its values (`nutrition.calories`),
 * or a list of alternatives of which one suffices.
 */
export type Requirement = string | readonly string[];

/** Google rich-result requirements for one feature, as data. */
export interface RichRule {
  /** Stable id, used in the diagnostic's rule: `rich/<id>/required`. */
  id: string;
  /** The feature in Google's search gallery; `richFeatureName` gives its name. */
  feature: RichFeature;
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

const GALLERY = 'https://developers.google.com/search/docs/appearance/structured-data';

const REVIEW_NESTED = { aggregateRating: ['aggregate-rating'], review: ['review'] } as const;

/** Google's required and recommended properties per feature (search gallery, 2025). */
export const RICH_RULES: readonly RichRule[] = [
  {
    id: 'article',
    feature: 'article',
    types: ['Article'],
    docs: `${GALLERY}/article`,
    recommended: ['headline', 'image', 'author', 'author.name', 'datePublished', 'dateModified'],
  },
  {
    id: 'breadcrumb',
    feature: 'breadcrumb',
    types: ['BreadcrumbList'],
    docs: `${GALLERY}/breadcrumb`,
    required: ['itemListElement'],
    nested: { itemListElement: ['list-item'] },
  },
  {
    id: 'list-item',
    feature: 'breadcrumb',
    types: ['ListItem'],
    docs: `${GALLERY}/breadcrumb`,
    required: ['position', ['name', 'item.name']],
    recommended: ['item'],
    nestedOnly: true,
  },
  {
    id: 'faq',
    feature: 'faq',
    types: ['FAQPage'],
    docs: `${GALLERY}/faqpage`,
    required: ['mainEntity'],
    nested: { mainEntity: ['question'] },
  },
  {
    id: 'question',
    feature: 'faq',
    types: ['Question'],
    docs: `${GALLERY}/faqpage`,
    required: ['name', 'acceptedAnswer'],
    nested: { acceptedAnswer: ['answer'] },
    nestedOnly: true,
  },
  {
    id: 'answer',
    feature: 'faq',
    types: ['Answer'],
    docs: `${GALLERY}/faqpage`,
    required: ['text'],
    nestedOnly: true,
  },
  {
    id: 'product',
    feature: 'productSnippet',
    types: ['Product'],
    docs: `${GALLERY}/product-snippet`,
    required: ['name', ['offers', 'review', 'aggregateRating']],
    recommended: ['image', 'description', 'brand', 'sku', 'offers', 'review', 'aggregateRating'],
    nested: { offers: ['offer', 'aggregate-offer'], ...REVIEW_NESTED },
  },
  {
    id: 'offer',
    feature: 'productOffer',
    types: ['Offer'],
    docs: `${GALLERY}/merchant-listing`,
    required: [['price', 'priceSpecification.price']],
    recommended: ['priceCurrency', 'availability', 'url', 'priceValidUntil'],
    nestedOnly: true,
  },
  {
    id: 'aggregate-offer',
    feature: 'productOffer',
    types: ['AggregateOffer'],
    docs: `${GALLERY}/product-snippet`,
    required: ['lowPrice', 'priceCurrency'],
    recommended: ['highPrice', 'offerCount'],
    nestedOnly: true,
  },
  {
    id: 'review',
    feature: 'reviewSnippet',
    types: ['Review'],
    docs: `${GALLERY}/review-snippet`,
    required: ['author', 'reviewRating'],
    requiredAtRoot: ['itemReviewed'],
    recommended: ['datePublished'],
    nested: { reviewRating: ['rating'] },
  },
  {
    id: 'rating',
    feature: 'reviewSnippet',
    types: ['Rating'],
    docs: `${GALLERY}/review-snippet`,
    required: ['ratingValue'],
    recommended: ['bestRating', 'worstRating'],
    nestedOnly: true,
  },
  {
    id: 'aggregate-rating',
    feature: 'reviewSnippet',
    types: ['AggregateRating'],
    docs: `${GALLERY}/review-snippet`,
    required: ['ratingValue', ['ratingCount', 'reviewCount']],
    requiredAtRoot: ['itemReviewed'],
    recommended: ['bestRating', 'worstRating'],
  },
  {
    id: 'organization',
    feature: 'organization',
    types: ['Organization'],
    docs: `${GALLERY}/organization`,
    recommended: ['name', 'url', 'logo', 'sameAs', 'description', 'address'],
  },
  {
    id: 'local-business',
    feature: 'localBusiness',
    types: ['LocalBusiness'],
    docs: `${GALLERY}/local-business`,
    required: ['name', 'address'],
    recommended: ['url', 'telephone', 'geo', 'openingHoursSpecification', 'priceRange', 'image'],
    nested: REVIEW_NESTED,
  },
  {
    id: 'food-establishment',
    feature: 'localBusiness',
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
    feature: 'event',
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
    feature: 'event',
    types: ['Place'],
    docs: `${GALLERY}/event`,
    required: ['address'],
    recommended: ['name'],
    nestedOnly: true,
  },
  {
    id: 'virtual-location',
    feature: 'event',
    types: ['VirtualLocation'],
    docs: `${GALLERY}/event`,
    required: ['url'],
    nestedOnly: true,
  },
  {
    id: 'recipe',
    feature: 'recipe',
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
    feature: 'video',
    types: ['VideoObject'],
    docs: `${GALLERY}/video`,
    required: ['name', 'thumbnailUrl', 'uploadDate'],
    recommended: ['description', ['contentUrl', 'embedUrl'], 'duration'],
  },
  {
    id: 'job-posting',
    feature: 'jobPosting',
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
    feature: 'softwareApp',
    types: ['SoftwareApplication'],
    docs: `${GALLERY}/software-app`,
    required: ['name', 'offers', ['aggregateRating', 'review']],
    recommended: ['applicationCategory', 'operatingSystem'],
    nested: { offers: ['offer', 'aggregate-offer'], ...REVIEW_NESTED },
  },
];
