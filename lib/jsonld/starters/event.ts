import { t } from '../text/text';
import { imageOf, nodeId, seeded, titleOf, TO_FILL } from './common';
import type { Starter } from './types';

/** An event this page announces; its date and venue address are left for the editor. */
export const eventStarter: Starter = {
  id: 'event',
  type: 'Event',
  get label() {
    return t('tpl_event_label');
  },
  get description() {
    return t('tpl_event_description');
  },
  leftEmpty: ['startDate', 'location.address'],
  build: (ctx) =>
    seeded('event', ctx, {
      '@type': 'Event',
      '@id': nodeId(ctx.canonicalUrl, 'event'),
      name: titleOf(ctx),
      description: ctx.description,
      image: imageOf(ctx),
      url: ctx.canonicalUrl,
      inLanguage: ctx.locale.tag,
      startDate: TO_FILL,
      location: { '@type': 'Place', address: TO_FILL },
    }),
};
