import { t } from '../text/text';
import { httpUrl, isHomePage, nodeId, seeded } from './common';
import type { JsonNode, Starter, StarterContext } from './types';

/** The site's organization, as an article's publisher: the same `@id` as the Organization starter. */
export const publisherOf = (ctx: StarterContext): JsonNode => ({
  '@type': 'Organization',
  '@id': nodeId(ctx.siteUrl, 'organization'),
  name: ctx.siteName,
  url: ctx.siteUrl,
});

/**
 * The organization behind the site. Site-wide, so its `@id` and `url` are the site's root; the
 * page's description is used only on the home page. An image the menu was used on is the logo.
 */
export const organizationStarter: Starter = {
  id: 'organization',
  type: 'Organization',
  get label() {
    return t('tpl_organization_label');
  },
  get description() {
    return t('tpl_organization_description');
  },
  leftEmpty: [],
  build: (ctx) =>
    seeded('organization', ctx, {
      ...publisherOf(ctx),
      description: isHomePage(ctx) ? ctx.description : undefined,
      logo: httpUrl(ctx.imageUrl, ctx.canonicalUrl),
    }),
};
