import { imageOf, nodeId, seeded, titleOf } from './common';
import { publisherOf } from './organization';
import type { Template } from './types';

/** An article or blog post about this page. */
export const articleTemplate: Template = {
  id: 'article',
  type: 'Article',
  label: 'Article',
  description: 'A news, blog or sports article: headline, image and dates (Article rich result).',
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
