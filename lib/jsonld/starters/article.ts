import { t } from '../text/text';
import { imageOf, nodeId, seeded, titleOf } from './common';
import { publisherOf } from './organization';
import type { Starter } from './types';

/** An article or blog post about this page. */
export const articleStarter: Starter = {
  id: 'article',
  type: 'Article',
  get label() {
    return t('tpl_article_label');
  },
  get description() {
    return t('tpl_article_description');
  },
  leftEmpty: [],
  build: (ctx) =>
    seeded('article', ctx, {
      '@type': 'Article',
      '@id': nodeId(ctx.canonicalUrl, 'article'),
      headline: titleOf(ctx),
      description: ctx.description,
      image: imageOf(ctx),
      inLanguage: ctx.locale.tag,
      mainEntityOfPage: ctx.canonicalUrl,
      publisher: publisherOf(ctx),
    }),
};
