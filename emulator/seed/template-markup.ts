import type { Site } from '../world-types';
import type { MarkupSpec } from './markup-spec';

const ctx = 'https://schema.org';

/**
 * Markup of the demo collection templates, with `{{ field-slug }}` bindings that each item page
 * fills in. The blog template's `headline` is fixed text, the planted template fault: every post
 * shows the same headline. The products and recipes templates bind every identifying value.
 */
export function templateMarkup(site: Site): Record<string, MarkupSpec> {
  const url = `https://${site.customDomains[0]?.url ?? 'example.com'}`;
  const org = { '@type': 'Organization', name: site.displayName, url };
  return {
    'post-template': {
      0: {
        '@context': ctx,
        '@type': 'BlogPosting',
        headline: `Fresh from the ${site.displayName} oven`,
        name: '{{ name }}',
        description: '{{ post-summary }}',
        image: '{{ main-image }}',
        datePublished: '{{ published-on }}',
        author: org,
        publisher: { ...org, logo: { '@type': 'ImageObject', url: `${url}/logo.png` } },
      },
    },
    'recipe-template': {
      0: {
        '@context': ctx,
        '@type': 'Recipe',
        name: '{{ name }}',
        description: '{{ summary }}',
        image: '{{ image }}',
        datePublished: '{{ published-on }}',
        author: org,
      },
    },
    'product-template': {
      0: {
        '@context': ctx,
        '@type': 'Product',
        name: '{{ name }}',
        sku: '{{ sku }}',
        description: '{{ description }}',
        image: '{{ image }}',
        brand: { '@type': 'Brand', name: site.displayName },
        offers: {
          '@type': 'Offer',
          price: '{{ price }}',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
        },
      },
    },
  };
}
