import { SOURCES } from './dates';
import type { RichRule } from './rule-types';

const G = SOURCES.gallery;
const FORUM = `${G}/discussion-forum`;
const QA = `${G}/qapage`;
const EDU = `${G}/education-qa`;
const PROFILE = `${G}/profile-page`;
const CONTENT = ['text', 'image', 'video'] as const;
const COUNTER = { interactionStatistic: ['interaction-counter'] } as const;

/** Forums, Q&A pages, education flashcards and profile pages (search gallery, checked 2026). */
export const COMMUNITY_RULES: readonly RichRule[] = [
  {
    id: 'discussion-forum',
    feature: 'discussionForum',
    types: ['DiscussionForumPosting'],
    source: FORUM,
    required: ['author', 'author.name', 'datePublished', CONTENT],
    recommended: ['comment', 'dateModified', 'headline', 'interactionStatistic', 'url'],
    nested: { comment: ['forum-comment'], author: ['forum-author'], ...COUNTER },
  },
  {
    id: 'forum-comment',
    feature: 'discussionForum',
    types: ['Comment'],
    source: FORUM,
    required: ['author', 'author.name', 'datePublished', CONTENT],
    recommended: ['url'],
    nested: { comment: ['forum-comment'], author: ['forum-author'], ...COUNTER },
    nestedOnly: true,
  },
  {
    id: 'forum-author',
    feature: 'discussionForum',
    types: ['Person', 'Organization'],
    source: FORUM,
    recommended: ['url'],
    nested: { agentInteractionStatistic: ['interaction-counter'] },
    nestedOnly: true,
  },
  {
    id: 'interaction-counter',
    feature: 'discussionForum',
    types: ['InteractionCounter'],
    source: FORUM,
    required: ['userInteractionCount', 'interactionType'],
    nestedOnly: true,
  },
  {
    id: 'qa-page',
    feature: 'qa',
    types: ['QAPage'],
    source: QA,
    required: ['mainEntity'],
    nested: { mainEntity: ['qa-question'] },
  },
  {
    id: 'qa-question',
    feature: 'qa',
    types: ['Question'],
    source: QA,
    required: ['name', 'answerCount', ['acceptedAnswer', 'suggestedAnswer']],
    recommended: ['text', 'author', 'datePublished', 'upvoteCount'],
    nested: {
      acceptedAnswer: ['qa-answer'],
      suggestedAnswer: ['qa-answer'],
      comment: ['qa-comment'],
    },
    nestedOnly: true,
  },
  {
    id: 'qa-answer',
    feature: 'qa',
    types: ['Answer'],
    source: QA,
    required: ['text'],
    recommended: ['author', 'datePublished', 'upvoteCount', 'url'],
    nested: { comment: ['qa-comment'] },
    nestedOnly: true,
  },
  {
    id: 'qa-comment',
    feature: 'qa',
    types: ['Comment'],
    source: QA,
    required: ['text'],
    recommended: ['author', 'datePublished'],
    nested: { comment: ['qa-comment'] },
    nestedOnly: true,
  },
  {
    id: 'education-qa',
    feature: 'educationQa',
    types: ['Quiz'],
    source: EDU,
    required: ['hasPart'],
    recommended: ['about', 'educationalAlignment'],
    nested: { hasPart: ['edu-question'] },
  },
  {
    id: 'edu-question',
    feature: 'educationQa',
    types: ['Question'],
    source: EDU,
    required: ['text', 'eduQuestionType', 'acceptedAnswer'],
    nested: { acceptedAnswer: ['edu-answer'] },
    nestedOnly: true,
  },
  {
    id: 'edu-answer',
    feature: 'educationQa',
    types: ['Answer'],
    source: EDU,
    required: ['text'],
    nestedOnly: true,
  },
  {
    id: 'profile-page',
    feature: 'profilePage',
    types: ['ProfilePage'],
    source: PROFILE,
    required: ['mainEntity'],
    recommended: ['dateCreated', 'dateModified'],
    nested: { mainEntity: ['profile-entity'] },
  },
  {
    id: 'profile-entity',
    feature: 'profilePage',
    types: ['Person', 'Organization'],
    source: PROFILE,
    required: ['name'],
    recommended: ['alternateName', 'identifier', 'description', 'image', 'sameAs'],
    nested: {
      interactionStatistic: ['profile-counter'],
      agentInteractionStatistic: ['profile-counter'],
    },
    nestedOnly: true,
  },
  {
    id: 'profile-counter',
    feature: 'profilePage',
    types: ['InteractionCounter'],
    source: PROFILE,
    required: ['userInteractionCount', 'interactionType'],
    nestedOnly: true,
  },
];
