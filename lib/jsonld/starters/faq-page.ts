import { t } from '../text/text';
import { nodeId, seeded, titleOf, TO_FILL } from './common';
import { questionNode } from './seed';
import type { Starter } from './types';

/** Questions and answers on this page; without a selection, one empty entry to fill. */
export const faqPageStarter: Starter = {
  id: 'faq-page',
  type: 'FAQPage',
  get label() {
    return t('tpl_faq_page_label');
  },
  get description() {
    return t('tpl_faq_page_description');
  },
  leftEmpty: ['mainEntity.name', 'mainEntity.acceptedAnswer.text'],
  build: (ctx) =>
    seeded('faq-page', ctx, {
      '@type': 'FAQPage',
      '@id': nodeId(ctx.canonicalUrl, 'faq'),
      name: titleOf(ctx),
      description: ctx.description,
      url: ctx.canonicalUrl,
      inLanguage: ctx.locale.tag,
      mainEntity: [questionNode(TO_FILL, TO_FILL)],
    }),
};
