import { imageOf, nodeId, seeded, titleOf, TO_FILL } from './common';
import type { Template } from './types';

/** The product this page sells; the price is left for the editor. */
export const productTemplate: Template = {
  id: 'product',
  type: 'Product',
  label: 'Product',
  description: 'A product sold on this page: name, image, price (Product snippet and offers).',
  leftEmpty: ['offers.price'],
  build: (ctx) =>
    seeded('product', ctx, {
      '@type': 'Product',
      '@id': nodeId(ctx.canonicalUrl, 'product'),
      name: titleOf(ctx),
      description: ctx.description,
      image: imageOf(ctx),
      url: ctx.canonicalUrl,
      offers: { '@type': 'Offer', price: TO_FILL, url: ctx.canonicalUrl },
    }),
};
