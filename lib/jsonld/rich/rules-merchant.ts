import { SOURCES } from './dates';
import type { RichRule } from './rule-types';

const G = SOURCES.gallery;
const ML = `${G}/merchant-listing`;
const RETURNS = `${G}/return-policy`;
const SHIPPING = `${G}/shipping-policy`;

/** A return policy's requirements, for the feature it is checked under. */
function returnPolicy(id: string, feature: RichRule['feature'], source: string): RichRule {
  return {
    id,
    feature,
    types: ['MerchantReturnPolicy'],
    source,
    // Either the policy's details (category and countries) or a link to it ("option B").
    required: [['returnPolicyCategory', 'merchantReturnLink']],
    requiredIf: { returnPolicyCategory: ['applicableCountry'] },
    recommended: ['merchantReturnDays', 'returnMethod', 'returnFees'],
    nestedOnly: true,
  };
}

/** A shipping time (`handlingTime`, `transitTime`) in days. */
const DAYS: Omit<RichRule, 'id'> = {
  feature: 'productOffer',
  types: ['QuantitativeValue'],
  source: ML,
  required: ['minValue', 'maxValue', 'unitCode'],
  nestedOnly: true,
};

/**
 * What only a page that sells the product marks up: an identifier of the article sold, or the
 * offer's availability, condition, shipping or returns. Google keeps merchant listings for "pages
 * where customers can purchase products from you" and product snippets for the others (intro to
 * Product markup); an offer alone (a price) fits both.
 */
const SOLD_HERE = [
  'gtin',
  'gtin8',
  'gtin12',
  'gtin13',
  'gtin14',
  'sku',
  'mpn',
  'hasMerchantReturnPolicy',
  'offers.availability',
  'offers.itemCondition',
  'offers.shippingDetails',
  'offers.hasMerchantReturnPolicy',
] as const;

const IMAGE = ['image'] as const;

/**
 * Merchant listings (a `Product` with `offers` or with what a selling page marks up, checked
 * besides its product snippet), and the store-wide return and shipping policies under
 * `Organization` (search gallery, checked 2026). The image a merchant listing requires is asked
 * of a product the markup shows as sold here; of a bare name and price it is recommended, since
 * such a product may be a product snippet (README, "Known disagreements").
 */
export const MERCHANT_RULES: readonly RichRule[] = [
  {
    id: 'merchant-listing',
    feature: 'productOffer',
    types: ['Product'],
    source: ML,
    when: ['offers', ...SOLD_HERE],
    whenNone: ['review', 'aggregateRating'],
    alongside: true,
    required: ['name', 'offers'],
    requiredIf: Object.fromEntries(SOLD_HERE.map((key) => [key, IMAGE])),
    recommended: ['image'],
    nested: {
      offers: ['merchant-offer'],
      subjectOf: ['3d-model'],
      hasCertification: ['certification'],
    },
  },
  {
    id: 'merchant-offer',
    feature: 'productOffer',
    types: ['Offer'],
    // Merchant listings take single offers; an aggregate offer is a product snippet's.
    except: ['AggregateOffer'],
    source: ML,
    required: [['price', 'priceSpecification.price']],
    nested: {
      priceSpecification: ['unit-price'],
      shippingDetails: ['shipping-details'],
      hasMerchantReturnPolicy: ['offer-return-policy'],
    },
    nestedOnly: true,
  },
  {
    id: 'unit-price',
    feature: 'productOffer',
    types: ['UnitPriceSpecification'],
    source: ML,
    required: ['price', 'priceCurrency'],
    nested: { referenceQuantity: ['unit-quantity'] },
    nestedOnly: true,
  },
  {
    id: 'unit-quantity',
    feature: 'productOffer',
    types: ['QuantitativeValue'],
    source: ML,
    required: ['value', 'unitCode'],
    nestedOnly: true,
  },
  {
    id: 'shipping-details',
    feature: 'productOffer',
    types: ['OfferShippingDetails'],
    source: ML,
    required: ['shippingDestination', 'shippingRate', 'deliveryTime'],
    nested: {
      shippingRate: ['shipping-rate'],
      shippingDestination: ['shipping-destination'],
      deliveryTime: ['delivery-time'],
    },
    nestedOnly: true,
  },
  {
    id: 'shipping-rate',
    feature: 'productOffer',
    types: ['MonetaryAmount'],
    source: ML,
    required: ['currency', ['value', 'maxValue']],
    nestedOnly: true,
  },
  {
    id: 'shipping-destination',
    feature: 'productOffer',
    types: ['DefinedRegion'],
    source: ML,
    required: ['addressCountry'],
    nestedOnly: true,
  },
  {
    id: 'delivery-time',
    feature: 'productOffer',
    types: ['ShippingDeliveryTime'],
    source: ML,
    nested: { handlingTime: ['shipping-days'], transitTime: ['shipping-days'] },
    nestedOnly: true,
  },
  { id: 'shipping-days', ...DAYS },
  returnPolicy('offer-return-policy', 'productOffer', ML),
  {
    id: 'certification',
    feature: 'productOffer',
    types: ['Certification'],
    source: ML,
    required: ['issuedBy'],
    nestedOnly: true,
  },
  {
    id: '3d-model',
    feature: 'productOffer',
    types: ['3DModel'],
    source: ML,
    required: ['encoding'],
    nested: { encoding: ['3d-encoding'] },
    nestedOnly: true,
  },
  {
    id: '3d-encoding',
    feature: 'productOffer',
    types: ['MediaObject'],
    source: ML,
    required: ['contentUrl'],
    nestedOnly: true,
  },
  {
    id: 'return-policy',
    feature: 'returnPolicy',
    types: ['Organization'],
    source: RETURNS,
    when: ['hasMerchantReturnPolicy'],
    alongside: true,
    nested: { hasMerchantReturnPolicy: ['store-return-policy'] },
  },
  returnPolicy('store-return-policy', 'returnPolicy', RETURNS),
  {
    id: 'shipping-policy',
    feature: 'shippingPolicy',
    types: ['Organization'],
    source: SHIPPING,
    when: ['hasShippingService'],
    alongside: true,
    nested: { hasShippingService: ['shipping-service'] },
  },
  {
    id: 'shipping-service',
    feature: 'shippingPolicy',
    types: ['ShippingService'],
    source: SHIPPING,
    required: ['shippingConditions'],
    nestedOnly: true,
  },
];
