import { nodeId, seeded } from './common';
import type { Template } from './types';

/** The site as a whole in this locale. */
export const websiteTemplate: Template = {
  id: 'website',
  type: 'WebSite',
  label: 'Website',
  description:
    "The site itself: its name in search results (Site name), in this locale's language.",
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
