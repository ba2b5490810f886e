import { t } from '../text/text';
import { compact, nodeId, titleOf, TO_FILL } from './common';
import type { JsonNode, Starter, StarterContext } from './types';

/** Most courses one selection lists. */
const COURSES_MAX = 20;
/** Longest line taken as a course name. */
const NAME_MAX = 110;

/** The course names a selection lists, one a line; none when a line is too long to be a name. */
function courseNames(ctx: StarterContext): string[] {
  const lines = (ctx.selectionText ?? '')
    .split(/\r?\n/)
    .map((l) => l.replace(/^(?:\d{1,2}[.)]|[-•*–])\s+/, '').trim())
    .filter((l) => l !== '');
  if (lines.length === 0 || lines.some((l) => l.length > NAME_MAX)) return [];
  return lines.slice(0, COURSES_MAX);
}

/** One course of the list, on this page (an all-in-one page: each item's URL is a fragment). */
function courseItem(ctx: StarterContext, name: string, position: number): JsonNode {
  return {
    '@type': 'ListItem',
    position,
    item: compact({
      '@type': 'Course',
      '@id': nodeId(ctx.canonicalUrl, `course-${position}`),
      url: nodeId(ctx.canonicalUrl, `course-${position}`),
      name,
      description: TO_FILL,
      inLanguage: ctx.locale.tag,
    }),
  };
}

/** The courses this page lists (Course list rich result); a selection gives one course a line. */
export const courseListStarter: Starter = {
  id: 'course-list',
  type: 'ItemList',
  get label() {
    return t('tpl_course_list_label');
  },
  get description() {
    return t('tpl_course_list_description');
  },
  leftEmpty: ['itemListElement.item.name', 'itemListElement.item.description'],
  build: (ctx) => {
    const names = courseNames(ctx);
    return {
      '@type': 'ItemList',
      '@id': nodeId(ctx.canonicalUrl, 'courses'),
      name: titleOf(ctx),
      itemListElement: (names.length > 0 ? names : [TO_FILL]).map((name, i) =>
        courseItem(ctx, name, i + 1),
      ),
    };
  },
};
