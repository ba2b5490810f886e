import { t } from '../text/text';
import { isHomePage, nodeId, titleOf } from './common';
import type { Starter, StarterContext } from './types';

/** The trail from the site's root to the page: the context's, else the root and the page. */
function trailOf(ctx: StarterContext): { name: string; url: string }[] {
  if (ctx.breadcrumbs && ctx.breadcrumbs.length > 0) return ctx.breadcrumbs;
  const root = { name: ctx.siteName, url: ctx.siteUrl };
  return isHomePage(ctx) ? [root] : [root, { name: titleOf(ctx), url: ctx.canonicalUrl }];
}

/** The page's place in the site, from its folder path and its parents' titles. */
export const breadcrumbListStarter: Starter = {
  id: 'breadcrumb-list',
  type: 'BreadcrumbList',
  get label() {
    return t('tpl_breadcrumb_list_label');
  },
  get description() {
    return t('tpl_breadcrumb_list_description');
  },
  leftEmpty: [],
  build: (ctx) => ({
    '@type': 'BreadcrumbList',
    '@id': nodeId(ctx.canonicalUrl, 'breadcrumb'),
    itemListElement: trailOf(ctx).map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }),
};
