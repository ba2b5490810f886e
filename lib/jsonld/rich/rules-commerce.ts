import { SOURCES } from './dates';
import type { RichRule } from './rule-types';

const G = SOURCES.gallery;
const REVIEW_NESTED = { aggregateRating: ['aggregate-rating'], review: ['review'] } as const;
/** A business's departments are businesses of their own, with the same requirements. */
const BUSINESS_NESTED = {
  ...REVIEW_NESTED,
  department: ['food-establishment', 'local-business'],
} as const;
const BUSINESS_RECOMMENDED = [
  'url',
  'telephone',
  'geo',
  'openingHoursSpecification',
  'priceRange',
  'image',
] as const;

/** Products, offers, reviews and ratings, local businesses and apps (search gallery, checked 2026). */
export const COMMERCE_RULES: readonly RichRule[] = [
  {
    id: 'product',
    feature: 'productSnippet',
    types: ['Product'],
    source: `${G}/product-snippet`,
    required: ['name', ['offers', 'review', 'aggregateRating']],
    recommended: ['image', 'description', 'brand', 'sku', 'offers', 'review', 'aggregateRating'],
    nested: { offers: ['offer', 'aggregate-offer'], ...REVIEW_NESTED },
  },
  {
    id: 'offer',
    feature: 'productSnippet',
    types: ['Offer'],
    source: `${G}/product-snippet`,
    required: [['price', 'priceSpecification.price']],
    recommended: ['priceCurrency', 'availability', 'url', 'priceValidUntil'],
    nestedOnly: true,
  },
  {
    id: 'aggregate-offer',
    feature: 'productSnippet',
    types: ['AggregateOffer'],
    source: `${G}/product-snippet`,
    required: ['lowPrice', 'priceCurrency'],
    recommended: ['highPrice', 'offerCount'],
    nestedOnly: true,
  },
  {
    id: 'review',
    feature: 'reviewSnippet',
    types: ['Review'],
    source: `${G}/review-snippet`,
    required: ['author', 'reviewRating'],
    // An editorial review's pros and cons need no rating (product snippet page's example).
    unless: { reviewRating: ['positiveNotes', 'negativeNotes'] },
    requiredAtRoot: ['itemReviewed'],
    recommended: ['datePublished'],
    nested: { reviewRating: ['rating'] },
  },
  {
    id: 'rating',
    feature: 'reviewSnippet',
    types: ['Rating'],
    source: `${G}/review-snippet`,
    required: ['ratingValue'],
    recommended: ['bestRating', 'worstRating'],
    ratingScale: true,
    nestedOnly: true,
  },
  {
    id: 'aggregate-rating',
    feature: 'reviewSnippet',
    types: ['AggregateRating'],
    source: `${G}/review-snippet`,
    required: ['ratingValue', ['ratingCount', 'reviewCount']],
    requiredAtRoot: ['itemReviewed'],
    recommended: ['bestRating', 'worstRating'],
    ratingScale: true,
  },
  {
    id: 'local-business',
    feature: 'localBusiness',
    types: ['LocalBusiness'],
    source: `${G}/local-business`,
    required: ['name', 'address'],
    recommended: BUSINESS_RECOMMENDED,
    nested: BUSINESS_NESTED,
  },
  {
    id: 'food-establishment',
    feature: 'localBusiness',
    types: ['FoodEstablishment'],
    source: `${G}/local-business`,
    required: ['name', 'address'],
    recommended: [...BUSINESS_RECOMMENDED, 'servesCuisine', 'menu'],
    nested: BUSINESS_NESTED,
  },
  {
    id: 'software-app',
    feature: 'softwareApp',
    types: ['SoftwareApplication'],
    source: `${G}/software-app`,
    required: ['name', 'offers', ['aggregateRating', 'review']],
    recommended: ['applicationCategory', 'operatingSystem'],
    nested: { offers: ['app-offer'], ...REVIEW_NESTED },
  },
  {
    id: 'app-offer',
    feature: 'softwareApp',
    types: ['Offer'],
    source: `${G}/software-app`,
    // "offers.price" is required; a free app gives 0.
    required: ['price'],
    recommended: ['priceCurrency'],
    nestedOnly: true,
  },
];
