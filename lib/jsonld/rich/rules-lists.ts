import { SOURCES } from './dates';
import type { RichRule } from './rule-types';

const G = SOURCES.gallery;
const CAROUSEL = `${G}/carousel`;

/**
 * Carousels (an `ItemList` of courses, movies, recipes or restaurants), course lists and movies
 * (search gallery, checked 2026). A list item links to the item's own page (`url`, summary page)
 * or holds the whole item (`item`, all-in-one page), whose own feature's rule then applies.
 */
export const LIST_RULES: readonly RichRule[] = [
  {
    id: 'carousel',
    feature: 'carousel',
    types: ['ItemList'],
    source: CAROUSEL,
    // A list of plain texts (valid schema.org) is no carousel; a list with no items is a broken one.
    when: [
      'itemListElement.@type',
      'itemListElement.position',
      'itemListElement.item',
      'itemListElement.url',
    ],
    whenNone: ['itemListElement'],
    required: ['itemListElement'],
    nested: { itemListElement: ['carousel-item'] },
  },
  {
    id: 'carousel-item',
    feature: 'carousel',
    types: ['ListItem'],
    source: CAROUSEL,
    required: ['position', ['url', 'item']],
    nested: { item: ['course', 'movie', 'recipe', 'food-establishment', 'local-business'] },
    nestedOnly: true,
  },
  {
    id: 'course',
    feature: 'courseList',
    types: ['Course'],
    source: `${G}/course`,
    required: ['name', 'description'],
    recommended: ['provider'],
  },
  {
    id: 'movie',
    feature: 'movie',
    types: ['Movie'],
    source: `${G}/movie`,
    required: ['name', 'image'],
    recommended: ['aggregateRating', 'dateCreated', 'director', 'review'],
    nested: { aggregateRating: ['aggregate-rating'], review: ['review'] },
  },
];
