import { t } from '../text/text';
import { imageOf, nodeId, seeded, titleOf } from './common';
import type { Starter } from './types';

/** The person this page is about (a team member's or author's page). */
export const personStarter: Starter = {
  id: 'person',
  type: 'Person',
  get label() {
    return t('tpl_person_label');
  },
  get description() {
    return t('tpl_person_description');
  },
  leftEmpty: [],
  build: (ctx) =>
    seeded('person', ctx, {
      '@type': 'Person',
      '@id': nodeId(ctx.canonicalUrl, 'person'),
      name: titleOf(ctx),
      description: ctx.description,
      image: imageOf(ctx),
      url: ctx.canonicalUrl,
    }),
};
