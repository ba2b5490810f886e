import { t } from '../text/text';
import { imageOf, isHomePage, nodeId, seeded, TO_FILL } from './common';
import type { Starter } from './types';

/** A shop, office or restaurant with an address; site-wide like the organization. */
export const localBusinessStarter: Starter = {
  id: 'local-business',
  type: 'LocalBusiness',
  get label() {
    return t('tpl_local_business_label');
  },
  get description() {
    return t('tpl_local_business_description');
  },
  leftEmpty: ['address'],
  build: (ctx) =>
    seeded('local-business', ctx, {
      '@type': 'LocalBusiness',
      '@id': nodeId(ctx.siteUrl, 'localbusiness'),
      name: ctx.siteName,
      url: ctx.siteUrl,
      description: isHomePage(ctx) ? ctx.description : undefined,
      image: imageOf(ctx),
      address: TO_FILL,
    }),
};
