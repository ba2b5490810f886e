import { normalizeInput } from '../source/normalize';
import { isObject, rawTypes, schemaName } from '../source/walk';
import { parseAddress } from './address';
import { isHomePage } from './common';
import { looksLikeQuestionsAndAnswers } from './qa';
import { STARTERS } from './registry';
import type { StarterContext, StarterId } from './types';

/** Site-wide types that never say what one page is about. */
const SITE_WIDE: readonly StarterId[] = ['breadcrumb-list', 'website', 'organization'];

/** The starter of the first item of the existing markup that says what the page is about. */
function mainStarterOf(existing: unknown): StarterId | undefined {
  const value = typeof existing === 'string' ? normalizeInput(existing).value : existing;
  const items: unknown[] = Array.isArray(value)
    ? value
    : isObject(value) && '@graph' in value
      ? [value, ...(Array.isArray(value['@graph']) ? value['@graph'] : [value['@graph']])]
      : [value];
  for (const item of items) {
    if (!isObject(item)) continue;
    for (const type of rawTypes(item).map(schemaName)) {
      const t = STARTERS.find((x) => x.type === type && !SITE_WIDE.includes(x.id));
      if (t) return t.id;
    }
  }
  return undefined;
}

/**
 * The starter to preselect: a selection that reads as questions and answers → FAQ page; one that
 * reads as a postal address → local business; an image → the page's main type in its existing
 * markup (which takes an image), else article; otherwise the main type of the existing markup,
 * else website on the home page and article elsewhere.
 */
export function suggestStarter(ctx: StarterContext, existing?: unknown): StarterId {
  const text = ctx.selectionText?.trim();
  if (text) {
    if (looksLikeQuestionsAndAnswers(text)) return 'faq-page';
    if (parseAddress(text)) return 'local-business';
  }
  const main = existing === undefined || existing === null ? undefined : mainStarterOf(existing);
  if (ctx.imageUrl) return main !== undefined && main !== 'faq-page' ? main : 'article';
  return main ?? (isHomePage(ctx) ? 'website' : 'article');
}
