import { t } from '../text/text';
import { compact, nodeId, titleOf, TO_FILL } from './common';
import { parseQuestionsAndAnswers } from './qa';
import type { JsonNode, Starter, StarterContext } from './types';

/** The page's one question: the selection's first question and answer, else the page's title. */
function questionOf(ctx: StarterContext): JsonNode {
  const [first] = parseQuestionsAndAnswers(ctx.selectionText?.trim() ?? '');
  return {
    '@type': 'Question',
    name: first?.question ?? titleOf(ctx),
    answerCount: 1,
    acceptedAnswer: {
      '@type': 'Answer',
      text: first?.answer ?? TO_FILL,
      url: nodeId(ctx.canonicalUrl, 'answer'),
    },
  };
}

/** A page where one question is asked and answered (Q&A rich result), as forums and help desks have. */
export const qaPageStarter: Starter = {
  id: 'qa-page',
  type: 'QAPage',
  get label() {
    return t('tpl_qa_page_label');
  },
  get description() {
    return t('tpl_qa_page_description');
  },
  leftEmpty: ['mainEntity.acceptedAnswer.text'],
  build: (ctx) =>
    compact({
      '@type': 'QAPage',
      '@id': nodeId(ctx.canonicalUrl, 'qa'),
      url: ctx.canonicalUrl,
      inLanguage: ctx.locale.tag,
      mainEntity: questionOf(ctx),
    }),
};
