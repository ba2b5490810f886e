import { SOURCES } from './dates';
import type { RichRule } from './rule-types';

const G = SOURCES.gallery;
const DATASET = `${G}/dataset`;
const PAYWALL = `${G}/paywalled-content`;
const RENTAL = `${G}/vacation-rental`;
const MATH = `${G}/math-solvers`;
const IMAGE = `${G}/image-license-metadata`;
const SPEAKABLE = `${G}/speakable`;
/** "Either creator or creditText or copyrightNotice or license" (image metadata page). */
const CREDIT = ['creator', 'creditText', 'copyrightNotice', 'license'] as const;

/**
 * Datasets, image metadata, math solvers, speakable and paywalled content, vacation rentals and
 * employer ratings (search gallery, checked 2026).
 */
export const DATA_RULES: readonly RichRule[] = [
  {
    id: 'dataset',
    feature: 'dataset',
    types: ['Dataset'],
    except: ['DataFeed'],
    source: DATASET,
    required: ['name', 'description'],
    recommended: [
      'alternateName',
      'creator',
      'citation',
      'funder',
      'hasPart',
      'identifier',
      'isAccessibleForFree',
      'keywords',
      'license',
      'measurementTechnique',
      'sameAs',
      'spatialCoverage',
      'temporalCoverage',
      'variableMeasured',
      'version',
      'url',
    ],
    nested: { distribution: ['data-download'], hasPart: ['sub-dataset'] },
  },
  {
    id: 'sub-dataset',
    feature: 'dataset',
    types: ['Dataset'],
    source: DATASET,
    required: ['name', 'description'],
    nestedOnly: true,
  },
  {
    id: 'data-download',
    feature: 'dataset',
    types: ['DataDownload'],
    source: DATASET,
    required: ['contentUrl'],
    recommended: ['encodingFormat'],
    nestedOnly: true,
  },
  {
    // Only an image that carries licence or credit details is image-metadata markup: a site's
    // graph names its logo and page images as `ImageObject`s too.
    id: 'image-metadata',
    feature: 'imageMetadata',
    types: ['ImageObject'],
    source: IMAGE,
    when: [...CREDIT, 'acquireLicensePage'],
    required: ['contentUrl', CREDIT],
    recommended: ['acquireLicensePage', ...CREDIT],
  },
  {
    id: 'math-solver',
    feature: 'mathSolver',
    types: ['MathSolver'],
    source: MATH,
    required: ['url', 'usageInfo', 'potentialAction', 'learningResourceType'],
    recommended: ['inLanguage', 'assesses'],
    nested: { potentialAction: ['solve-math-action'] },
  },
  {
    id: 'solve-math-action',
    feature: 'mathSolver',
    types: ['SolveMathAction'],
    source: MATH,
    required: ['target', 'mathExpression-input'],
    recommended: ['eduQuestionType'],
    nestedOnly: true,
  },
  {
    id: 'speakable',
    feature: 'speakable',
    types: ['Article', 'WebPage'],
    source: SPEAKABLE,
    // `speakable` may also be a plain URL in schema.org; Google reads a specification only.
    when: ['speakable.@type', 'speakable.cssSelector', 'speakable.xpath', 'speakable.xPath'],
    alongside: true,
    nested: { speakable: ['speakable-specification'] },
  },
  {
    id: 'speakable-specification',
    feature: 'speakable',
    types: ['SpeakableSpecification'],
    source: SPEAKABLE,
    // Google's own examples spell it `xPath`; schema.org spells it `xpath`.
    required: [['cssSelector', 'xpath', 'xPath']],
    nestedOnly: true,
  },
  {
    id: 'paywalled-content',
    feature: 'paywalledContent',
    types: ['CreativeWork'],
    source: PAYWALL,
    when: ['isAccessibleForFree', 'hasPart.isAccessibleForFree', 'hasPart.cssSelector'],
    alongside: true,
    required: ['isAccessibleForFree'],
    nested: { hasPart: ['paywalled-part'] },
  },
  {
    id: 'paywalled-part',
    feature: 'paywalledContent',
    types: ['WebPageElement'],
    source: PAYWALL,
    required: ['isAccessibleForFree', 'cssSelector'],
    nestedOnly: true,
  },
  {
    id: 'vacation-rental',
    feature: 'vacationRental',
    types: ['VacationRental'],
    source: RENTAL,
    required: [
      'containsPlace',
      'identifier',
      'image',
      ['latitude', 'geo.latitude'],
      ['longitude', 'geo.longitude'],
      'name',
    ],
    recommended: [
      'address',
      'aggregateRating',
      'brand',
      'checkinTime',
      'checkoutTime',
      'description',
      'knowsLanguage',
      'review',
    ],
    nested: { containsPlace: ['rental-accommodation'] },
  },
  {
    id: 'rental-accommodation',
    feature: 'vacationRental',
    types: ['Accommodation'],
    source: RENTAL,
    required: ['occupancy'],
    recommended: ['amenityFeature', 'bed', 'floorSize', 'numberOfBedrooms'],
    nested: { occupancy: ['rental-occupancy'] },
    nestedOnly: true,
  },
  {
    id: 'rental-occupancy',
    feature: 'vacationRental',
    types: ['QuantitativeValue'],
    source: RENTAL,
    required: ['value'],
    nestedOnly: true,
  },
  {
    id: 'employer-rating',
    feature: 'employerRating',
    types: ['EmployerAggregateRating'],
    source: `${G}/employer-rating`,
    required: ['itemReviewed', 'ratingValue', ['ratingCount', 'reviewCount']],
    recommended: ['bestRating', 'worstRating'],
    ratingScale: true,
    nested: { itemReviewed: ['employer'] },
  },
  {
    id: 'employer',
    feature: 'employerRating',
    types: ['Organization'],
    source: `${G}/employer-rating`,
    required: ['name'],
    recommended: ['sameAs'],
    nestedOnly: true,
  },
];
