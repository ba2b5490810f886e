import { t } from '../text/text';
import { nodeId, seeded } from './common';
import type { Starter } from './types';

/** The site as a whole in this locale. */
export const websiteStarter: Starter = {
  id: 'website',
  type: 'WebSite',
  get label() {
    return t('tpl_website_label');
  },
  get description() {
    return t('tpl_website_description');
  },
  leftEmpty: [],
  build: (ctx) =>
    seeded('website', ctx, {
      '@type': 'WebSite',
      '@id': nodeId(ctx.siteUrl, 'website'),
      name: ctx.siteName,
      url: ctx.siteUrl,
      inLanguage: ctx.locale.tag,
    }),
};
