import { t } from '../text/text';
import { nodeId, seeded, titleOf, TO_FILL } from './common';
import { publisherOf } from './organization';
import type { Starter } from './types';

/** A data set this page describes; Google wants a description of 50 to 5,000 characters. */
export const datasetStarter: Starter = {
  id: 'dataset',
  type: 'Dataset',
  get label() {
    return t('tpl_dataset_label');
  },
  get description() {
    return t('tpl_dataset_description');
  },
  leftEmpty: ['description'],
  build: (ctx) =>
    seeded('dataset', ctx, {
      '@type': 'Dataset',
      '@id': nodeId(ctx.canonicalUrl, 'dataset'),
      name: titleOf(ctx),
      description: ctx.description ?? TO_FILL,
      url: ctx.canonicalUrl,
      inLanguage: ctx.locale.tag,
      creator: publisherOf(ctx),
    }),
};
