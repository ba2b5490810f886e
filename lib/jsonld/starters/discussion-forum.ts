import { t } from '../text/text';
import { compact, imageOf, nodeId, titleOf, TO_FILL } from './common';
import type { Starter } from './types';

/**
 * A post opening a discussion on this page (Discussion forum rich result). Its author and date are
 * left for the editor; a selection is the post's text.
 */
export const discussionForumStarter: Starter = {
  id: 'discussion-forum',
  type: 'DiscussionForumPosting',
  get label() {
    return t('tpl_discussion_forum_label');
  },
  get description() {
    return t('tpl_discussion_forum_description');
  },
  leftEmpty: ['author.name', 'datePublished', 'text'],
  build: (ctx) =>
    compact({
      '@type': 'DiscussionForumPosting',
      '@id': nodeId(ctx.canonicalUrl, 'posting'),
      headline: titleOf(ctx),
      text: ctx.selectionText?.trim().replace(/\s+/g, ' ') || TO_FILL,
      image: imageOf(ctx),
      url: ctx.canonicalUrl,
      inLanguage: ctx.locale.tag,
      author: { '@type': 'Person', name: TO_FILL },
      datePublished: TO_FILL,
    }),
};
