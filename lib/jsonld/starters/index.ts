/**
 * Schema starters for "Add schema…": nodes prefilled from the page in one locale and seeded from
 * the selection or image the menu was used on, merged into the page's existing markup. Pure: no
 * browser API, no network, no storage.
 */
import type { PageContext } from '../types';
import type { StarterContext } from './types';

export { parseAddress } from './address';
export type { ParsedAddress } from './address';
export { TO_FILL } from './common';
export { mergeIntoExisting } from './merge';
export { parseQuestionsAndAnswers } from './qa';
export type { QuestionAnswer } from './qa';
export { starterById, STARTERS } from './registry';
export { seedFromSelection } from './seed';
export type { Seed, SeedKind } from './seed';
export { suggestStarter } from './suggest';
export type { JsonNode, Starter, StarterContext, StarterId } from './types';

/** The checker's page context for a starter context, so the locale checks see this locale. */
export const checkContextOf = (ctx: StarterContext): PageContext => ({
  locale: ctx.locale.tag,
  url: ctx.canonicalUrl,
});
