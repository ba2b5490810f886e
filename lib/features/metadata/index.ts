/**
 * The metadata feature's surface for other features: light logic and its types. Its
 * own files import each other directly.
 * @module
 */
export { checkLength } from './lengths';
export { shortenToFit } from './shorten';
export type { LengthLevel } from './lengths';
export { slugChangeability, utilityKind, validateSlug } from './slug-rules';
export type { SiblingSlug, SlugContext } from './slug-rules';
export { slugify, uniqueSlug } from './slugify';
export { graphemes } from './text-width';
