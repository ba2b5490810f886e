import { t } from '../text/text';
import { imageOf, nodeId, seeded, titleOf, TO_FILL } from './common';
import type { Starter } from './types';

/** The product this page sells; the price is left for the editor. */
export const productStarter: Starter = {
  id: 'product',
  type: 'Product',
  get label() {
    return t('tpl_product_label');
  },
  get description() {
    return t('tpl_product_description');
  },
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
